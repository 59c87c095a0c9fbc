import { Skeleton, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { billingMessages, type SubscriptionView } from '@rumo/shared/billing/contracts';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
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

/** Configurações › Assinatura (admin): plan, status, card, charges, and every change to them. */
export function BillingSettingsTab() {
  const overview = useBillingOverview();
  const undo = useUndoCancellation();
  const [planOpen, planModal] = useDisclosure(false);
  const [cardMode, setCardMode] = useState<CardPaymentMode | null>(null);
  const [cancelOpen, cancelModal] = useDisclosure(false);
  const [searchParams, setSearchParams] = useSearchParams();
  const payRequested = searchParams.get('acao') === PAY_ACTION;
  const loaded = overview.data !== undefined;
  const status = overview.data?.subscription?.status ?? null;

  // "Pagar agora" in the banner of any page: the payment dialog opens here, once.
  useEffect(() => {
    if (!payRequested || !loaded) return;
    if (status === 'past_due' || status === 'suspended') setCardMode('pay');
    setSearchParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.delete('acao');
        return next;
      },
      { replace: true },
    );
  }, [payRequested, loaded, status, setSearchParams]);

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
          onPay={() => setCardMode('pay')}
          onUndoCancel={undoCancel}
          undoing={undo.isPending}
        />
      )}
      {subscription && (subscription.plan || !buying) && (
        <SubscriptionCard
          subscription={subscription}
          onChangePlan={planModal.open}
          onUpdateCard={() => setCardMode('update')}
          onCancel={cancelModal.open}
        />
      )}
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
