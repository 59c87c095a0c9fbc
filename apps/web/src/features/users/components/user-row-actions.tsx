import { ActionIcon, Menu, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { billingErrorCodes } from '@rumo/shared/billing/contracts';
import type { ManagedUser } from '@rumo/shared/users/contracts';
import {
  IconDots,
  IconMailForward,
  IconShieldCheck,
  IconShieldOff,
  IconUserCheck,
  IconUserOff,
  IconUsersGroup,
} from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { errorMessage, hasErrorCode } from '../../../lib/api-error';
import { paths } from '../../../lib/paths';
import { sessionStore } from '../../../lib/session-store';
import { showToast } from '../../../lib/toasts';
import { useChangeRole, useResendInvite, useSetUserActive } from '../api/use-user-actions';
import { openPlanLimitDialog } from './plan-limit';

interface UserRowActionsProps {
  user: ManagedUser;
  /** The signed-in admin's own row: no 'Desativar'. */
  isSelf: boolean;
  onSetTeam: (user: ManagedUser) => void;
}

function failed(summary: string, error: unknown) {
  // The API's pt-BR message says why (last admin, own account…).
  showToast({ severity: 'error', summary, detail: errorMessage(error) });
}

/** The row's menu: resend the invitation, change the role, the team, deactivate or reactivate. */
export function UserRowActions({ user, isSelf, onSetTeam }: UserRowActionsProps) {
  const navigate = useNavigate();
  const resend = useResendInvite();
  const changeRole = useChangeRole();
  const setActive = useSetUserActive();

  const resendInvite = async () => {
    try {
      const { message } = await resend.mutateAsync(user.id);
      showToast({
        severity: 'success',
        summary: message,
        detail: `Novo link enviado para ${user.email}.`,
      });
    } catch (error) {
      failed('Não foi possível reenviar o convite', error);
    }
  };

  const applyRole = async () => {
    const role = user.role === 'admin' ? 'user' : 'admin';
    try {
      const saved = await changeRole.mutateAsync({ id: user.id, role });
      showToast({
        severity: 'success',
        summary: role === 'admin' ? 'Agora é administrador.' : 'Agora é usuário.',
        detail: saved.name,
      });
      if (isSelf) {
        sessionStore.setRole(saved.role);
        if (saved.role !== 'admin') navigate(paths.dashboard, { replace: true });
      }
    } catch (error) {
      failed('Não foi possível alterar o papel', error);
    }
  };

  const toggleRole = () => {
    if (!(isSelf && user.role === 'admin')) {
      void applyRole();
      return;
    }
    modals.openConfirmModal({
      title: 'Deixar de ser administrador',
      centered: true,
      children: (
        <Text size="sm">
          Você perderá o acesso a Usuários e Configurações. Só outro administrador poderá devolver
          esse papel.
        </Text>
      ),
      labels: { confirm: 'Tornar usuário', cancel: 'Cancelar' },
      confirmProps: { color: 'red' },
      onConfirm: () => void applyRole(),
    });
  };

  const reactivate = async () => {
    try {
      await setActive.mutateAsync({ id: user.id, active: true });
      showToast({ severity: 'success', summary: 'Conta reativada.', detail: user.name });
    } catch (error) {
      if (hasErrorCode(error, billingErrorCodes.planUserLimit)) {
        openPlanLimitDialog(error.message, navigate);
        return;
      }
      failed('Não foi possível reativar', error);
    }
  };

  const confirmDeactivate = () =>
    modals.openConfirmModal({
      title: 'Desativar usuário',
      centered: true,
      children: (
        <Text size="sm">
          {`Desativar ${user.name}? A pessoa não poderá mais entrar no Rumo e as sessões abertas dela serão encerradas agora. Os objetivos e check-ins dela continuam no histórico, e você pode reativar a conta depois.`}
        </Text>
      ),
      labels: { confirm: 'Desativar', cancel: 'Cancelar' },
      confirmProps: { color: 'red' },
      onConfirm: async () => {
        try {
          await setActive.mutateAsync({ id: user.id, active: false });
          showToast({ severity: 'success', summary: 'Conta desativada.', detail: user.name });
        } catch (error) {
          failed('Não foi possível desativar', error);
        }
      },
    });

  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={`Ações de ${user.name}`}>
          <IconDots size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {user.status === 'pending' && (
          <Menu.Item leftSection={<IconMailForward size={16} />} onClick={resendInvite}>
            Reenviar convite
          </Menu.Item>
        )}
        <Menu.Item
          leftSection={
            user.role === 'admin' ? <IconShieldOff size={16} /> : <IconShieldCheck size={16} />
          }
          onClick={toggleRole}
        >
          {user.role === 'admin' ? 'Tornar usuário' : 'Tornar administrador'}
        </Menu.Item>
        <Menu.Item leftSection={<IconUsersGroup size={16} />} onClick={() => onSetTeam(user)}>
          Definir time
        </Menu.Item>
        {user.status === 'disabled' ? (
          <>
            <Menu.Divider />
            <Menu.Item leftSection={<IconUserCheck size={16} />} onClick={reactivate}>
              Reativar
            </Menu.Item>
          </>
        ) : (
          !isSelf && (
            <>
              <Menu.Divider />
              <Menu.Item
                color="red"
                leftSection={<IconUserOff size={16} />}
                onClick={confirmDeactivate}
              >
                Desativar
              </Menu.Item>
            </>
          )
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
