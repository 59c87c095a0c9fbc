import { Alert, Anchor, Button, Text } from '@mantine/core';
import type { BillingAccess } from '@rumo/shared/billing/contracts';
import { billingMessages } from '@rumo/shared/billing/messages';
import { IconAlertTriangle, IconHourglass, IconLock } from '@tabler/icons-react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { paths } from '../../../lib/paths';
import { isAdmin, useSession } from '../../../lib/session-store';
import { useBillingAccess } from '../api/use-billing-access';
import { formatDays, trialEndsSentence } from '../billing-format';

/** The trial banner appears this many days before the end (the top bar badge shows it always). */
export const TRIAL_BANNER_DAYS = 7;

export const BILLING_TAB = 'assinatura';

/** `?acao=pagar` on the billing tab opens the payment dialog of the refused charge at once. */
export const PAY_ACTION = 'pagar';
const billingTabUrl = paths.settingsTab(BILLING_TAB);
const payNowUrl = `${billingTabUrl}&acao=${PAY_ACTION}`;

type Banner = {
  color: string;
  icon: React.ReactNode;
  title: string;
  body: string;
  /** What an admin does about it (and where); people who are not admins are told to ask one. */
  action: string;
  to: string;
  /** Read-only stays up even on the billing tab: it explains why nothing saves. */
  everywhere: boolean;
};

function bannerFor(access: BillingAccess): Banner | null {
  if (access.readOnly && access.reason) {
    return {
      color: 'red',
      icon: <IconLock aria-hidden />,
      title: 'Conta em modo somente leitura',
      body: billingMessages.readOnly[access.reason],
      ...(access.reason === 'payment_overdue'
        ? { action: 'Pagar agora', to: payNowUrl }
        : { action: 'Ir para Assinatura', to: billingTabUrl }),
      everywhere: true,
    };
  }
  if (access.status === 'past_due' && access.graceDaysLeft !== null) {
    return {
      color: 'orange',
      icon: <IconAlertTriangle aria-hidden />,
      title: 'O pagamento da assinatura não foi aprovado',
      body: `Regularize em até ${formatDays(access.graceDaysLeft)} para a conta não ficar em modo somente leitura.`,
      action: 'Pagar agora',
      to: payNowUrl,
      everywhere: false,
    };
  }
  if (
    access.status === 'trialing' &&
    access.trialDaysLeft !== null &&
    access.trialDaysLeft <= TRIAL_BANNER_DAYS
  ) {
    return {
      color: 'blue',
      icon: <IconHourglass aria-hidden />,
      title: trialEndsSentence(access.trialDaysLeft),
      body: 'Depois disso, a conta fica em modo somente leitura até que um plano seja assinado.',
      action: 'Escolher plano',
      to: billingTabUrl,
      everywhere: false,
    };
  }
  return null;
}

/** On every page of the app, for everyone in the company: trial's end, unpaid charge, read-only. */
export function BillingAccessBanner() {
  const { user } = useSession();
  const { data } = useBillingAccess();
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const banner = data ? bannerFor(data) : null;
  if (!banner) return null;
  // The billing tab says the same with more detail; only the read-only notice repeats there.
  const onBillingTab = pathname === paths.settings && searchParams.get('aba') === BILLING_TAB;
  if (onBillingTab && !banner.everywhere) return null;

  return (
    <Alert
      color={banner.color}
      variant="light"
      mb="lg"
      icon={banner.icon}
      title={banner.title}
      data-testid="billing-access-banner"
    >
      <Text size="sm">
        {banner.body}{' '}
        {!isAdmin(user) && 'Se precisar de ajuda, fale com um administrador da empresa.'}
      </Text>
      {isAdmin(user) &&
        (banner.color === 'red' ? (
          <Button component={Link} to={banner.to} size="xs" color="red.9" mt="sm">
            {banner.action}
          </Button>
        ) : (
          <Anchor
            component={Link}
            to={banner.to}
            fz="sm"
            fw={600}
            c="inherit"
            underline="always"
            display="inline-block"
            mt={6}
          >
            {banner.action}
          </Anchor>
        ))}
    </Alert>
  );
}
