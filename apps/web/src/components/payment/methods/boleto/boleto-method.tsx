import { formatBillingDate, formatBrl } from '@rumo/shared/billing/money';
import { paymentMethodLabels } from '@rumo/shared/billing/payment-method';
import type { PaymentMethodModule } from '../method-module';
import { BoletoCheckoutPanel, firstBoletoDueDay } from './boleto-checkout-panel';
import { BoletoSwitchPanel } from './boleto-switch-panel';
import { BoletoThankYouPanel } from './boleto-thank-you-panel';
import { OpenBoletosPanel } from './open-boletos-panel';

/** The boleto rail (Efí's Bolix: each boleto also carries a Pix QR): nothing to type at checkout. */
export const boletoMethod: PaymentMethodModule = {
  method: 'boleto',
  label: paymentMethodLabels.boleto,
  hint: 'Boleto com QR Code Pix; ideal para o financeiro da empresa.',
  tokenizes: false,
  paymentInput: async () => ({ method: 'boleto' }),
  CheckoutPanel: BoletoCheckoutPanel,
  checkoutIntro:
    'Preencha seus dados. Geramos o boleto com Pix na hora e enviamos por e-mail o link para ativar sua conta.',
  submitLabel: (context) =>
    context.firstChargeAt
      ? `Gerar boleto para ${formatBillingDate(firstBoletoDueDay(context))}`
      : context.priceCents === null
        ? 'Gerar boleto'
        : `Gerar boleto de ${formatBrl(context.priceCents)}`,
  pendingLabel: 'Gerando boleto…',
  consent: ({ priceLabel }) =>
    `Ao assinar, você recebe um boleto de ${priceLabel} a cada período, até cancelar. Nada é cobrado no cartão.`,
  summaryLine: (interval) =>
    `Cobrança ${interval === 'monthly' ? 'mensal' : 'anual'} por boleto com Pix, enviado por e-mail`,
  securityNote:
    'Boleto emitido pela Efí Pay, com QR Code Pix. Pague pelo app do seu banco. Cancele quando quiser.',
  thankYou: (result) =>
    result.trial
      ? {
          title: 'Assinatura confirmada!',
          lead: `Obrigado por escolher o Rumo. Seu plano ${result.plan.name} já está ativo; o boleto vence no fim do período de teste.`,
        }
      : {
          title: 'Boleto gerado!',
          lead: `Obrigado por escolher o Rumo. Seu plano ${result.plan.name} fica ativo assim que o pagamento for confirmado.`,
        },
  purchaseFact: (result) => ({
    label: 'Vencimento do boleto',
    value: result.boleto ? formatBillingDate(result.boleto.dueDate) : '—',
  }),
  ThankYouPanel: BoletoThankYouPanel,
  billingFact: () => ({ label: 'Forma de pagamento', value: paymentMethodLabels.boleto }),
  manageLabel: null,
  OpenChargesPanel: OpenBoletosPanel,
  SwitchPanel: BoletoSwitchPanel,
  pastDueHint: 'Pague o boleto em aberto (ou o Pix dele) para manter o acesso completo.',
};
