import { Alert, Skeleton, Stack, Text } from '@mantine/core';
import { formatCard, formatCardMask } from '@rumo/shared/billing/card';
import { billingMessages } from '@rumo/shared/billing/messages';
import { formatBillingDate, formatBrl } from '@rumo/shared/billing/money';
import { paymentMethodLabels } from '@rumo/shared/billing/payment-method';
import { IconAlertCircle } from '@tabler/icons-react';
import { CardFields } from '../../card-fields';
import type { CardFormValues } from '../../card-form';
import { cardInputOf } from '../../card-form';
import type { CheckoutPanelProps, PaymentMethodModule, SwitchPanelProps } from '../method-module';
import { CardPaymentForm } from './card-payment-form';

function CardCheckoutPanel<Values extends CardFormValues>({
  form,
  sandbox,
}: CheckoutPanelProps<Values>) {
  return <CardFields form={form} sandbox={sandbox} />;
}

function CardSwitchPanel({
  submit,
  onCancel,
  nextChargeAt,
  tokenizer,
  tokenizerError,
  askBirthDate,
}: SwitchPanelProps) {
  return (
    <Stack gap="md">
      <Text size="sm">
        O cartão paga as cobranças a partir da próxima
        {nextChargeAt ? `, em ${formatBillingDate(nextChargeAt)}` : ''}, automaticamente. Nada é
        cobrado agora.
      </Text>
      {tokenizerError ? (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
          {tokenizerError}
        </Alert>
      ) : tokenizer ? (
        <CardPaymentForm
          tokenizer={tokenizer}
          submit={(card, birthDate) =>
            submit({ method: 'card', card, ...(birthDate ? { birthDate } : {}) })
          }
          submitLabel="Pagar com este cartão"
          onCancel={onCancel}
          askBirthDate={askBirthDate}
        />
      ) : (
        <Skeleton height={260} radius="md" aria-label="Carregando" />
      )}
    </Stack>
  );
}

/** The card rail: tokenized in the browser, charged by Efí on each renewal. */
export const cardMethod: PaymentMethodModule = {
  method: 'card',
  label: paymentMethodLabels.card,
  hint: 'Aprovação na hora; renovação automática.',
  tokenizes: true,
  paymentInput: async (values, tokenizer) => {
    if (!tokenizer) throw new Error(billingMessages.providerUnavailable);
    return { method: 'card', card: await tokenizer.tokenize(cardInputOf(values)) };
  },
  CheckoutPanel: CardCheckoutPanel,
  checkoutIntro:
    'Preencha seus dados e os do cartão. Depois do pagamento, enviamos o link para ativar sua conta.',
  submitLabel: ({ priceCents, firstChargeAt, signedIn, trialDays }) => {
    if (priceCents === null) return 'Pagar';
    if (firstChargeAt) {
      return signedIn ? 'Assinar sem cobrança hoje' : `Assinar com ${trialDays} dias grátis`;
    }
    return `Pagar ${formatBrl(priceCents)}`;
  },
  pendingLabel: 'Processando pagamento…',
  consent: ({ priceLabel }) =>
    `Ao assinar, você autoriza a cobrança recorrente de ${priceLabel} neste cartão até cancelar.`,
  summaryLine: (interval) =>
    `Cobrança ${interval === 'monthly' ? 'mensal' : 'anual'} no cartão, renovada automaticamente`,
  securityNote:
    'Pagamento processado pela Efí Pay. Os dados do cartão são criptografados no seu navegador e não passam pelos servidores do Rumo. Cancele quando quiser.',
  thankYou: (result) => ({
    title: 'Assinatura confirmada!',
    lead: `Obrigado por escolher o Rumo. Seu plano ${result.plan.name} já está ativo.`,
  }),
  purchaseFact: (result) => ({ label: 'Cartão', value: formatCardMask(result.cardMask) ?? '—' }),
  ThankYouPanel: null,
  billingFact: (subscription) => ({
    label: 'Cartão',
    value: formatCard(subscription.cardBrand, subscription.cardMask) ?? 'Nenhum cartão cadastrado',
  }),
  manageLabel: 'Atualizar cartão',
  OpenChargesPanel: null,
  SwitchPanel: CardSwitchPanel,
  pastDueHint: 'Pague com outro cartão para manter o acesso completo.',
};
