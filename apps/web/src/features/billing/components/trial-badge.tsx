import { Badge, Tooltip } from '@mantine/core';
import { IconHourglass } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import { isAdmin, useSession } from '../../../lib/session-store';
import { useBillingAccess } from '../api/use-billing-access';
import { formatDays } from '../billing-format';
import { BILLING_TAB } from './billing-access-banner';

/** Top bar, admins only: the trial's days left, linking to Configurações › Assinatura. */
export function TrialBadge() {
  const { user } = useSession();
  const { data } = useBillingAccess();
  if (!isAdmin(user) || data?.status !== 'trialing' || data.trialDaysLeft === null) return null;
  const days = data.trialDaysLeft > 0 ? formatDays(data.trialDaysLeft) : 'último dia';
  return (
    <Tooltip label="Ver planos e assinar">
      <Badge
        component={Link}
        to={paths.settingsTab(BILLING_TAB)}
        variant="light"
        color="blue"
        size="lg"
        radius="xl"
        leftSection={<IconHourglass size={14} aria-hidden />}
        aria-label={`Teste: ${days} de teste grátis. Ver planos e assinar`}
        style={{ cursor: 'pointer', textTransform: 'none' }}
      >
        Teste: {days}
      </Badge>
    </Tooltip>
  );
}
