import { formatCardMask } from '@rumo/shared/billing/card';
import type { CheckoutResult } from '@rumo/shared/billing/contracts';
import { formatBillingDate, formatBrl } from '@rumo/shared/billing/money';
import type { BoletoDetails } from '@rumo/shared/billing/payment-method';
import { billingIntervalLabels } from '@rumo/shared/billing/plans';
import type { MailMessage } from '../mail/public';
import { render } from '../mail/public';
import type { StoredPayer } from './subscriptions.table';

/** When the card is charged next; in trial, that nothing was charged yet and when it will be. */
function nextChargeLine(day: string, trial: boolean): string {
  const when = trial
    ? `A primeira cobrança será em ${formatBillingDate(day)}, no fim do seu período de teste.`
    : `Próxima cobrança: ${formatBillingDate(day)}.`;
  return `${when} Você pode mudar de plano ou cancelar quando quiser em Configurações › Assinatura.`;
}

/**
 * What the payer needs to pay a boleto (the same in every boleto e-mail): amount, due date, the
 * linha digitável, the PDF and the Pix code. All of it is printed on the boleto; no secret.
 */
export function boletoLines(amountCents: number, boleto: BoletoDetails): string[] {
  return [
    `Valor: ${formatBrl(amountCents)}. Vencimento: ${formatBillingDate(boleto.dueDate)}.`,
    `Linha digitável do boleto: ${boleto.linhaDigitavel}`,
    boleto.pdfUrl ? `Boleto em PDF: ${boleto.pdfUrl}` : '',
    boleto.pixCode
      ? `Pix copia e cola (o pagamento pelo Pix é confirmado em minutos): ${boleto.pixCode}`
      : '',
  ].filter(Boolean);
}

function purchaseLines(result: CheckoutResult): string[] {
  const plan = `${result.plan.name} (${billingIntervalLabels[result.plan.interval].toLowerCase()})`;
  return [
    `Plano: ${plan}, ${formatBrl(result.amountCents)}, até ${result.plan.userLimit} usuários.`,
    formatCardMask(result.cardMask) ? `Cartão: ${formatCardMask(result.cardMask)}.` : '',
    result.nextChargeAt ? nextChargeLine(result.nextChargeAt, result.trial) : '',
    ...(result.boleto ? boletoLines(result.amountCents, result.boleto) : []),
  ].filter(Boolean);
}

interface PurchaseEmail {
  to: string;
  name: string;
  link: string;
  result: CheckoutResult;
}

/** A new company bought: the buyer's admin account waits for a password. */
export function purchaseActivationEmail(input: PurchaseEmail): MailMessage {
  return purchaseEmail(input, {
    template: 'purchase_activation',
    subject: 'Sua assinatura do Rumo: ative sua conta',
    opening: input.result.trial
      ? 'Obrigado por assinar o Rumo. Recebemos o seu pedido; nada foi cobrado hoje.'
      : input.result.paymentMethod === 'boleto'
        ? 'Recebemos o pagamento do seu boleto. Obrigado por assinar o Rumo!'
        : 'Obrigado por assinar o Rumo. Recebemos o seu pedido e o pagamento está sendo confirmado pela operadora do cartão.',
    closing: 'Para começar, defina a senha da sua conta de administrador. O link vale por 7 dias.',
    button: 'Ativar minha conta',
    footnote: 'Se você não fez esta compra, responda a este e-mail para falarmos com você.',
  });
}

/** A company in trial (or without plan) bought from inside the app. */
export function subscriptionStartedEmail(input: PurchaseEmail): MailMessage {
  return purchaseEmail(input, {
    template: 'subscription_started',
    subject: 'Assinatura do Rumo confirmada',
    opening:
      'Obrigado por assinar o Rumo. Sua empresa continua com todos os dados e agora está no plano escolhido.',
    button: 'Ver minha assinatura',
    footnote: 'Você recebe um recibo por e-mail a cada pagamento confirmado.',
  });
}

function purchaseEmail(
  input: PurchaseEmail,
  text: {
    template: string;
    subject: string;
    opening: string;
    closing?: string;
    button: string;
    footnote: string;
  },
): MailMessage {
  return render(input.to, {
    template: text.template,
    subject: text.subject,
    greeting: `Olá, ${input.name}!`,
    paragraphs: [
      text.opening,
      ...purchaseLines(input.result),
      ...(text.closing ? [text.closing] : []),
    ],
    button: text.button,
    link: input.link,
    footnote: text.footnote,
  });
}

/**
 * Bought by boleto without a trial: the order waits for the boleto, so this e-mail carries it and
 * no link to the account (a new buyer's activation link is sent once the boleto is paid).
 */
export function boletoOrderEmail(input: Omit<PurchaseEmail, 'link'>): MailMessage {
  const { result } = input;
  const due = result.boleto ? formatBillingDate(result.boleto.dueDate) : '';
  return render(input.to, {
    template: 'purchase_boleto',
    subject: `Seu pedido do Rumo: pague o boleto até ${due}`,
    greeting: `Olá, ${input.name}!`,
    paragraphs: [
      `Obrigado por escolher o Rumo. Recebemos o seu pedido do plano ${result.plan.name} (${billingIntervalLabels[result.plan.interval].toLowerCase()}), até ${result.plan.userLimit} usuários.`,
      ...(result.boleto ? boletoLines(result.amountCents, result.boleto) : []),
      result.existingCompany
        ? 'Assim que o pagamento for confirmado, sua empresa volta a ter acesso completo.'
        : 'Assim que o pagamento for confirmado, enviaremos o link para você ativar sua conta.',
      `Se o boleto não for pago até o vencimento, o pedido será cancelado.`,
    ],
    ...(result.boleto?.pdfUrl
      ? { button: 'Abrir o boleto (PDF)', link: result.boleto.pdfUrl }
      : {}),
    footnote:
      'O boleto também pode ser pago pelo Pix. Se você não fez este pedido, ignore este e-mail.',
  });
}

/** The e-mail that answers a checkout: by how it was paid, and for a new or an existing company. */
export function checkoutEmail(
  publicUrl: string,
  payer: Pick<StoredPayer, 'email' | 'name'>,
  result: CheckoutResult,
  purchase: { activation: string | null; pending: boolean },
): MailMessage {
  const base = { to: payer.email, name: payer.name, result };
  if (purchase.pending) {
    return boletoOrderEmail(base);
  }
  return purchase.activation
    ? purchaseActivationEmail({ ...base, link: activationLink(publicUrl, purchase.activation) })
    : subscriptionStartedEmail({ ...base, link: `${publicUrl}/configuracoes?aba=assinatura` });
}

export const activationLink = (publicUrl: string, token: string) =>
  `${publicUrl}/activate-account-purchase?token=${encodeURIComponent(token)}`;
