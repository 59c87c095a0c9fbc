import { Avatar, Group, Menu, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { modals } from '@mantine/modals';
import { staffRoleLabels } from '@rumo/shared/backoffice/auth';
import { IconChevronDown, IconKey, IconLogout, IconUser } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { showToast } from '../../../lib/toasts';
import { Z_INDEX } from '../../../lib/z-index';
import { backofficeApi } from '../api/backoffice-api-client';
import { backofficePaths } from '../backoffice-routes';
import { BACKOFFICE_TOASTS } from '../backoffice-toasts';
import { staffInitials } from '../initials';
import { backofficeSession, useBackofficeSession } from '../session/backoffice-session-store';
import classes from './backoffice-layout.module.css';

/** Revokes the tokens (best effort), clears them, says goodbye and goes to the login. */
export async function signOutStaff(navigate: (to: string) => void): Promise<void> {
  await backofficeApi.logout(backofficeSession.getState().accessToken);
  backofficeSession.logout();
  showToast(BACKOFFICE_TOASTS.loggedOut);
  navigate(backofficePaths.login);
}

/** Spec §2: 'Confirmar Logout' – 'Deseja realmente sair do sistema?' with Sair/Cancelar. */
export function confirmStaffLogout(navigate: (to: string) => void): void {
  modals.openConfirmModal({
    title: 'Confirmar Logout',
    children: <Text size="sm">Deseja realmente sair do sistema?</Text>,
    labels: { confirm: 'Sair', cancel: 'Cancelar' },
    // red-9 keeps white text above 4.5:1 in both schemes; the provider's modal needs the
    // overlay z-index to cover the fixed top bar.
    confirmProps: { color: 'red.9' },
    zIndex: Z_INDEX.modal,
    centered: true,
    onConfirm: () => void signOutStaff(navigate),
  });
}

/** Spec §2 user menu: initials, name and role label; 'Meu Perfil', 'Alterar senha' and 'Sair'. */
export function BackofficeUserMenu({ showName = true }: { showName?: boolean }) {
  const { user } = useBackofficeSession();
  const navigate = useNavigate();
  const name = user?.name?.trim() ?? '';
  const initials = staffInitials(name);
  const roleLabel = user ? staffRoleLabels[user.role] : '';

  return (
    <Menu position="bottom-end" width={260} shadow="md" withArrow>
      <Menu.Target>
        {/* Named by its content (WCAG 2.5.3): an aria-label would have to repeat the initials. */}
        <UnstyledButton className={classes.userButton}>
          <VisuallyHidden component="span">
            {showName || !name ? 'Menu do usuário: ' : `Menu do usuário: ${name}, ${roleLabel}`}
          </VisuallyHidden>
          <Avatar radius="xl" size={36} variant="light" aria-hidden="true">
            {initials}
          </Avatar>
          {showName && (
            <div className={classes.userText}>
              <Text size="sm" fw={600} lh={1.2} truncate data-testid="backoffice-user-name">
                {name}
              </Text>
              <Text size="xs" c="dimmed" lh={1.2} data-testid="backoffice-user-role">
                {roleLabel}
              </Text>
            </div>
          )}
          <IconChevronDown size={15} stroke={2} aria-hidden="true" />
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Group gap="sm" wrap="nowrap" p="sm">
          <Avatar radius="xl" size={42} variant="light">
            {initials}
          </Avatar>
          <div style={{ minWidth: 0 }}>
            <Text fw={600} size="sm" truncate>
              {name}
            </Text>
            <Text c="dimmed" size="xs" truncate>
              {user?.email}
            </Text>
            <Text c="dimmed" size="xs">
              {roleLabel}
            </Text>
          </div>
        </Group>
        <Menu.Divider />
        <Menu.Item
          leftSection={<IconUser size={17} />}
          onClick={() => showToast(BACKOFFICE_TOASTS.profileInDevelopment)}
        >
          Meu Perfil
        </Menu.Item>
        <Menu.Item
          leftSection={<IconKey size={17} />}
          onClick={() => navigate(backofficePaths.password)}
        >
          Alterar senha
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item
          color="red"
          leftSection={<IconLogout size={17} />}
          onClick={() => confirmStaffLogout(navigate)}
        >
          Sair
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
