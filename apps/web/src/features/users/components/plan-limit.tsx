import { Alert, Anchor, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconUsersPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';

/** Configurações › Assinatura, where an admin moves to a plan with room for more people. */
const billingTab = paths.settingsTab('assinatura');

/** Inviting beyond the plan (402 PLAN_USER_LIMIT): the API's message and the way out. */
export function PlanLimitAlert({ message }: { message: string }) {
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconUsersPlus size={18} aria-hidden />}
      title="Limite de usuários do plano"
      role="alert"
    >
      <Text size="sm">{message}</Text>
      <Anchor
        component={Link}
        to={billingTab}
        fz="sm"
        fw={600}
        c="inherit"
        underline="always"
        display="inline-block"
        mt={6}
      >
        Mudar de plano
      </Anchor>
    </Alert>
  );
}

/** The same refusal after a row action (reactivate): a dialog, as a toast would vanish. */
export function openPlanLimitDialog(message: string, navigate: (to: string) => void) {
  modals.openConfirmModal({
    title: 'Limite de usuários do plano',
    centered: true,
    children: <Text size="sm">{message}</Text>,
    labels: { confirm: 'Mudar de plano', cancel: 'Fechar' },
    onConfirm: () => navigate(billingTab),
  });
}
