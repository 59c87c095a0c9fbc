import { Group, Menu, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconChevronDown, IconLogout, IconSettings, IconUser } from '@tabler/icons-react';
import { Link } from 'react-router';
import { UserAvatar } from '../../components/user-avatar';
import { logoutRequest } from '../../features/auth/api/logout';
import { layoutStore, useLayout } from '../../lib/layout/layout-store';
import { paths } from '../../lib/paths';
import {
  displayEmail,
  displayName,
  firstName,
  isAdmin,
  sessionStore,
  useSession,
} from '../../lib/session-store';
import classes from './app-topbar.module.css';

/** Revokes the token on the server (best effort), then clears the session and goes to /login. */
export async function signOut() {
  const { token } = sessionStore.getState().user;
  try {
    if (token) await logoutRequest(token);
  } catch {
    // The local session ends either way; an unreachable server must not trap the user.
  }
  sessionStore.logout();
}

/** Spec §2 user dropdown; Mantine's Menu toggles on click and closes on an outside click. */
export function UserMenu() {
  const { user } = useSession();
  const { profileSidebarVisible } = useLayout().flags;
  const name = displayName(user);
  const first = firstName(user);

  return (
    <Menu
      position="bottom-end"
      width={260}
      shadow="md"
      withArrow
      // Mantine's focus placeholder is a focusable child that is not a menu item (axe
      // aria-required-children); without it the first item takes the focus.
      withInitialFocusPlaceholder={false}
      opened={profileSidebarVisible}
      onChange={(open) => layoutStore.setPanelVisible('profileSidebarVisible', open)}
    >
      <Menu.Target>
        {/* Named by its content, the visible name first (WCAG 2.5.3): an aria-label would have to
            repeat the avatar's initials, which the avatar hides from screen readers. */}
        <UnstyledButton className={classes.userButton}>
          <UserAvatar avatar={user.avatar} name={name} size={34} />
          <Text component="span" size="sm" fw={600} data-testid="topbar-user-name">
            {first}
          </Text>
          <VisuallyHidden component="span">, menu do usuário</VisuallyHidden>
          <IconChevronDown size={15} stroke={2} />
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        {/* Only menu items may be named children of a menu: the header is plain text, its
            photo hidden (axe aria-required-children). */}
        <Group gap="sm" wrap="nowrap" p="sm">
          <div aria-hidden="true">
            <UserAvatar avatar={user.avatar} name={name} size={44} />
          </div>
          <div style={{ minWidth: 0 }}>
            <Text component="div" fw={600} size="sm" truncate>
              {name}
            </Text>
            <Text component="div" c="dimmed" size="xs" truncate>
              {displayEmail(user)}
            </Text>
          </div>
        </Group>
        <Menu.Divider />
        <Menu.Item component={Link} to={paths.profile} leftSection={<IconUser size={17} />}>
          Meu Perfil
        </Menu.Item>
        {isAdmin(user) && (
          <Menu.Item component={Link} to={paths.settings} leftSection={<IconSettings size={17} />}>
            Configurações
          </Menu.Item>
        )}
        <Menu.Divider />
        {/* Neutral text: the light red failed AA contrast, and signing out loses nothing. */}
        <Menu.Item leftSection={<IconLogout size={17} />} onClick={() => void signOut()}>
          Sair
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
