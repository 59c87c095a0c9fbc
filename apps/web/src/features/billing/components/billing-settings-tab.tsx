import { Skeleton, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { billingMessages, type SubscriptionView } from '@rumo/shared/billing/contracts';
import { PAYMENT_METHODS } from '@rumo/shared/billing/payment-method';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { OPEN_BOLETOS_ID } from '../../../components/payment/methods/boleto/open-boletos-panel';
import { paymentMethodModules } from '../../../components/payment/methods/payment-methods';
import { QueryError } from '../../../components/query-error';
import { errorMessage } from '../../../lib/api-error';
import { showToast } from '../../../lib/toasts';
import { useUndoCancellation } from '../api/use-billing-actions';
import { useBillingOverview } from '../api/use-billing-overview';
import { PAY_ACTION } from './billing-access-banner';
import { BillingStatusAlerts } from './billing-status-alerts';
import { CancelSubscriptionModal } from './cancel-subscription-modal';
import { CardPaymentModal, type CardPaymentMode } from './card-payment-modal';
import { ChangePlanModal } from './change-plan-modal';
import { ChoosePlanCard } from './choose-plan-card';
import { FiscalDataCard } from './fiscal-data-card';
import { PaymentHistoryCard } from './payment-history-card';
import { PaymentMethodModal } from './payment-method-modal';
import { SubscriptionCard } from './subscription-card';

/** Why the company is shown the plans, or null when it has a running subscription. */
function buyingReason(
  subscription: SubscriptionView | null,
  trialDaysLeft: number | null,
): string | null {
  if (!subscription) return billingMessages.noSubscription;
  switch (subscription.status) {
    case 'trialing':
      // Subscribed during the trial: nothing to buy, the first charge is scheduled.
      if (subscription.nextChargeAt) return null;
      return trialDaysLeft !== null
        ? 'Escolha o plano que serve para a sua empresa. A primeira cobrança acontece na assinatura, no cartão informado.'
        : 'Seu período de teste terminou. Assine um plano para voltar a editar.';
    case 'canceled':
    case 'expired':
      return 'Sua assinatura terminou. Assine um plano para voltar a editar; os dados da empresa continuam aqui.';
    default:
      return null;
  }
}

function focusOpenCharges() {
  const panel = document.getElementById(OPEN_BOLETOS_ID);
  panel?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  panel?.focus({ preventScroll: true });
}

/** Configurações › Assinatura (admin): plan, status, card, charges, and every change to them. */
export function BillingSettingsTab() {
  const overview = useBillingOverview();
  const undo = useUndoCancellation();
  const [planOpen, planModal] = useDisclosure(false);
  const [cardMode, setCardMode] = useState<CardPaymentMode | null>(null);
  const [cancelOpen, cancelModal] = useDisclosure(false);
  const [methodOpen, methodModal] = useDisclosure(false);
  const [searchParams, setSearchParams] = useSearchParams();
  const payRequested = searchParams.get('acao') === PAY_ACTION;
  const loaded = overview.data !== undefined;
  const status = overview.data?.subscription?.status ?? null;
  const openCharges = overview.data?.openBoletos ?? [];
  // A rail whose late charge is paid by hand (a boleto) points there; a card pays again here.
  const paidByHand = openCharges.some(
    (payment) => payment.method === overview.data?.subscription?.paymentMethod,
  );
  const payLate = () => (paidByHand ? focusOpenCharges() : setCardMode('pay'));

  // "Pagar agora" in the banner of any page: the payment dialog opens here, once.
  useEffect(() => {
    if (!payRequested || !loaded) return;
    if (status === 'past_due' || status === 'suspended') {
      if (paidByHand) focusOpenCharges();
      else setCardMode('pay');
    }
    setSearchParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.delete('acao');
        return next;
      },
      { replace: true },
    );
  }, [payRequested, loaded, status, paidByHand, setSearchParams]);

  if (overview.isError) {
    return <QueryError error={overview.error} onRetry={() => overview.refetch()} />;
  }
  if (!overview.data) {
    return (
      <Stack gap="lg" maw={960} aria-busy="true" aria-label="Carregando assinatura">
        <Skeleton height={200} radius="md" />
        <Skeleton height={160} radius="md" />
      </Stack>
    );
  }

  const { subscription, access } = overview.data;
  const rail = subscription ? paymentMethodModules[subscription.paymentMethod] : null;
  const buying = buyingReason(subscription, access.trialDaysLeft);

  const undoCancel = () =>
    undo.mutate(undefined, {
      onSuccess: ({ message }) => showToast({ severity: 'success', summary: message }),
      onError: (error) =>
        showToast({
          severity: 'error',
          summary: 'Não foi possível desfazer o cancelamento',
          detail: errorMessage(error),
        }),
    });

  return (
    <Stack gap="lg" maw={960}>
      {subscription && (
        <BillingStatusAlerts
          subscription={subscription}
          access={access}
          onPay={payLate}
          payHint={rail?.pastDueHint ?? ''}
          onUndoCancel={undoCancel}
          undoing={undo.isPending}
        />
      )}
      {subscription && (subscription.plan || !buying) && (
        <SubscriptionCard
          subscription={subscription}
          onChangePlan={planModal.open}
          onManageMethod={() => setCardMode('update')}
          onChangeMethod={methodModal.open}
          onCancel={cancelModal.open}
        />
      )}
      {PAYMENT_METHODS.map((method) => {
        const Panel = paymentMethodModules[method].OpenChargesPanel;
        const payments = openCharges.filter((payment) => payment.method === method);
        return Panel && payments.length > 0 ? <Panel key={method} payments={payments} /> : null;
      })}
      {buying && (
        <ChoosePlanCard
          description={buying}
          activeUsers={subscription?.activeUsers ?? null}
          initialInterval={subscription?.plan?.interval}
        />
      )}
      {subscription && subscription.status !== 'trialing' && <PaymentHistoryCard />}
      {subscription && <FiscalDataCard />}
      {subscription && (
        <>
          <ChangePlanModal
            opened={planOpen}
            onClose={planModal.close}
            subscription={subscription}
          />
          <CardPaymentModal
            mode={cardMode}
            onClose={() => setCardMode(null)}
            subscription={subscription}
          />
          <PaymentMethodModal
            opened={methodOpen}
            onClose={methodModal.close}
            subscription={subscription}
          />
          <CancelSubscriptionModal
            opened={cancelOpen}
            onClose={cancelModal.close}
            periodEnd={subscription.currentPeriodEnd}
          />
        </>
      )}
    </Stack>
  );
}
