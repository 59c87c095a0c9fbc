import { Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { SubscriptionView } from '@rumo/shared/billing/contracts';
import {
  type ChangePaymentMethodBody,
  PAYMENT_METHODS,
  type PaymentMethod,
} from '@rumo/shared/billing/payment-method';
import { useState } from 'react';
import { MethodChoice } from '../../../components/payment/methods/method-choice';
import { paymentMethodModules } from '../../../components/payment/methods/payment-methods';
import { showToast } from '../../../lib/toasts';
import { useChangePaymentMethod } from '../api/use-billing-actions';
import { useCardTokenizer } from '../api/use-card-tokenizer';

interface PaymentMethodModalProps {
  opened: boolean;
  onClose: () => void;
  subscription: SubscriptionView;
}

/** The method the next charge will use: the one switched to, else the current one. */
export const upcomingMethod = (subscription: SubscriptionView): PaymentMethod =>
  subscription.nextPaymentMethod ?? subscription.paymentMethod;

/** "Mudar forma de pagamento": pick the other rail, then what it asks (a card, or a confirmation). */
export function PaymentMethodModal({ opened, onClose, subscription }: PaymentMethodModalProps) {
  const isSmall = useMediaQuery('(max-width: 36em)');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Mudar forma de pagamento"
      fullScreen={isSmall}
      centered
      size="lg"
    >
      {opened && <PaymentMethodBody onClose={onClose} subscription={subscription} />}
    </Modal>
  );
}

function PaymentMethodBody({
  onClose,
  subscription,
}: {
  onClose: () => void;
  subscription: SubscriptionView;
}) {
  const current = upcomingMethod(subscription);
  const others = PAYMENT_METHODS.filter((method) => method !== current);
  const [target, setTarget] = useState<PaymentMethod>(others[0] ?? current);
  const { tokenizer, error } = useCardTokenizer();
  const change = useChangePaymentMethod();
  const rail = paymentMethodModules[target];

  const submit = async (payment: ChangePaymentMethodBody) => {
    const { message } = await change.mutateAsync(payment);
    showToast({ severity: 'success', summary: message });
    onClose();
  };

  return (
    <Stack gap="md">
      <Text size="sm">
        Hoje sua empresa paga com <strong>{paymentMethodModules[current].label}</strong>. A nova
        forma vale a partir da próxima cobrança.
      </Text>
      {others.length > 1 && (
        <MethodChoice
          value={target}
          onChange={setTarget}
          exclude={[current]}
          label="Nova forma de pagamento"
        />
      )}
      <Text fw={700}>Mudar para {rail.label}</Text>
      <rail.SwitchPanel
        submit={submit}
        onCancel={onClose}
        nextChargeAt={subscription.nextChargeAt}
        tokenizer={tokenizer}
        tokenizerError={error}
        askBirthDate={subscription.cardNeedsBirthDate ?? false}
      />
    </Stack>
  );
}
