import { Alert, Button, Group, Text } from '@mantine/core';
import type { BillingAccess, SubscriptionView } from '@rumo/shared/billing/contracts';
import { formatBrl } from '@rumo/shared/billing/money';
import { IconAlertTriangle, IconCalendarX, IconHourglass } from '@tabler/icons-react';
import { Link } from 'react-router';
import { formatDay } from '../../../components/okr/format-day';
import { paths } from '../../../lib/paths';
import { formatDays, trialEndsSentence } from '../billing-format';
import { checkoutUrl } from '../plan-options';

interface BillingStatusAlertsProps {
  subscription: SubscriptionView;
  access: BillingAccess;
  onPay: () => void;
  /** How to pay what is late with the subscription's rail. */
  payHint: string;
  onUndoCancel: () => void;
  undoing: boolean;
}

/** What needs the admin's attention first: the trial's end, an unpaid charge, a cancellation. */
export function BillingStatusAlerts({
  subscription,
  access,
  onPay,
  payHint,
  onUndoCancel,
  undoing,
}: BillingStatusAlertsProps) {
  const { status, plan } = subscription;
  const alerts: React.ReactNode[] = [];

  if (status === 'trialing' && !access.readOnly && access.trialDaysLeft !== null) {
    alerts.push(
      <Alert
        key="trial"
        color="blue"
        variant="light"
        icon={<IconHourglass aria-hidden />}
        title={trialEndsSentence(access.trialDaysLeft)}
      >
        {subscription.nextChargeAt ? (
          <Text size="sm">
            Você já assinou{plan ? ` o plano ${plan.name}` : ''}. A primeira cobrança será em{' '}
            {formatDay(subscription.nextChargeAt)}, no fim do seu período de teste.
          </Text>
        ) : (
          <>
            <Text size="sm">
              {subscription.trialEndsAt
                ? `O teste vai até ${formatDay(subscription.trialEndsAt)}. `
                : ''}
              Assine um plano para continuar usando o Rumo sem interrupção; os dados da empresa
              continuam como estão.
            </Text>
            <Button
              component={Link}
              to={plan ? checkoutUrl(plan.id) : paths.plans}
              size="xs"
              mt="sm"
            >
              Assinar agora
            </Button>
          </>
        )}
      </Alert>,
    );
  }

  if (status === 'past_due' || status === 'suspended') {
    const amount = subscription.nextChargeCents ?? plan?.priceCents ?? null;
    const deadline =
      access.graceDaysLeft !== null && !access.readOnly
        ? ` Regularize em até ${formatDays(access.graceDaysLeft)} para a conta não ficar em modo somente leitura.`
        : ' Enquanto isso, a conta está em modo somente leitura.';
    alerts.push(
      <Alert
        key="past-due"
        color={access.readOnly ? 'red' : 'orange'}
        variant="light"
        icon={<IconAlertTriangle aria-hidden />}
        title={
          amount !== null ? `Pagamento pendente de ${formatBrl(amount)}` : 'Pagamento pendente'
        }
      >
        <Text size="sm">
          A última cobrança da assinatura não foi aprovada
          {subscription.pastDueSince ? ` (${formatDay(subscription.pastDueSince)})` : ''}. {payHint}
          {deadline}
        </Text>
        <Button size="xs" mt="sm" color={access.readOnly ? 'red.9' : undefined} onClick={onPay}>
          Pagar agora
        </Button>
      </Alert>,
    );
  }

  if (subscription.cancelAtPeriodEnd && status !== 'canceled' && status !== 'expired') {
    const end = subscription.currentPeriodEnd;
    alerts.push(
      <Alert
        key="cancel"
        color="yellow"
        variant="light"
        icon={<IconCalendarX aria-hidden />}
        title={end ? `Cancelamento agendado para ${formatDay(end)}` : 'Cancelamento agendado'}
      >
        <Text size="sm">
          Sua empresa continua com acesso completo até o fim do período pago e não haverá novas
          cobranças.
          {subscription.cancelReason
            ? ` Motivo informado: “${subscription.cancelReason.replace(/[.!?…\s]+$/, '')}”.`
            : ''}{' '}
          Mudou de ideia? Desfaça o cancelamento antes dessa data.
        </Text>
        <Group mt="sm">
          <Button size="xs" variant="default" loading={undoing} onClick={onUndoCancel}>
            Desfazer cancelamento
          </Button>
        </Group>
      </Alert>,
    );
  }

  return alerts.length > 0 ? alerts : null;
}
