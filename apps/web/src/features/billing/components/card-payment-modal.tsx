import { Alert, Modal, Skeleton, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { CardToken, SubscriptionView } from '@rumo/shared/billing/contracts';
import { formatBrl } from '@rumo/shared/billing/money';
import { IconAlertCircle } from '@tabler/icons-react';
import { CardPaymentForm } from '../../../components/payment/methods/card/card-payment-form';
import { showToast } from '../../../lib/toasts';
import { usePayAgain, useUpdateCard } from '../api/use-billing-actions';
import { useCardTokenizer } from '../api/use-card-tokenizer';
import { formatCard } from '../billing-format';

/** `update` replaces the card of the next charges; `pay` retries the unpaid charge with it. */
export type CardPaymentMode = 'update' | 'pay';

interface CardPaymentModalProps {
  mode: CardPaymentMode | null;
  onClose: () => void;
  subscription: SubscriptionView;
}

const titles: Record<CardPaymentMode, string> = {
  update: 'Atualizar cartão',
  pay: 'Pagar com outro cartão',
};

export function CardPaymentModal({ mode, onClose, subscription }: CardPaymentModalProps) {
  const isSmall = useMediaQuery('(max-width: 36em)');
  return (
    <Modal
      opened={mode !== null}
      onClose={onClose}
      title={mode ? titles[mode] : ''}
      fullScreen={isSmall}
      centered
    >
      {mode && <CardPaymentBody mode={mode} onClose={onClose} subscription={subscription} />}
    </Modal>
  );
}

function CardPaymentBody({
  mode,
  onClose,
  subscription,
}: {
  mode: CardPaymentMode;
  onClose: () => void;
  subscription: SubscriptionView;
}) {
  const { tokenizer, error } = useCardTokenizer();
  const updateCard = useUpdateCard();
  const payAgain = usePayAgain();
  const current = formatCard(subscription.cardBrand, subscription.cardMask);
  const amount = subscription.nextChargeCents ?? subscription.plan?.priceCents ?? null;

  const submit = async (card: CardToken) => {
    const action = mode === 'pay' ? payAgain : updateCard;
    const { message } = await action.mutateAsync({ card });
    showToast({ severity: 'success', summary: message });
    onClose();
  };

  return (
    <Stack gap="md">
      <Text size="sm">
        {mode === 'pay'
          ? `Vamos cobrar ${amount !== null ? formatBrl(amount) : 'a parcela pendente'} neste cartão agora. Ele também fica para as próximas cobranças.`
          : 'O novo cartão vale para as próximas cobranças. Nada é cobrado agora.'}
        {current ? ` Cartão atual: ${current}.` : ''}
      </Text>
      {error ? (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
          {error}
        </Alert>
      ) : tokenizer ? (
        <CardPaymentForm
          tokenizer={tokenizer}
          submit={submit}
          submitLabel={
            mode === 'pay'
              ? `Pagar ${amount !== null ? formatBrl(amount) : 'agora'}`
              : 'Salvar cartão'
          }
          onCancel={onClose}
        />
      ) : (
        <Skeleton height={260} radius="md" aria-label="Carregando" />
      )}
    </Stack>
  );
}
