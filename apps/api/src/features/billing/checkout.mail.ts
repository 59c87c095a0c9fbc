import { formatCardMask } from '@rumo/shared/billing/card';
import type { CheckoutResult } from '@rumo/shared/billing/contracts';
import { formatBillingDate, formatBrl } from '@rumo/shared/billing/money';
import { billingIntervalLabels } from '@rumo/shared/billing/plans';
import { render } from '../mail/mail.templates';
import type { MailMessage } from '../mail/mailer';

/** When the card is charged next; in trial, that nothing was charged yet and when it will be. */
function nextChargeLine(day: string, trial: boolean): string {
  const when = trial
    ? `A primeira cobrança será em ${formatBillingDate(day)}, no fim do seu período de teste.`
    : `Próxima cobrança: ${formatBillingDate(day)}.`;
  return `${when} Você pode mudar de plano ou cancelar quando quiser em Configurações › Assinatura.`;
}

function purchaseLines(result: CheckoutResult): string[] {
  const plan = `${result.plan.name} (${billingIntervalLabels[result.plan.interval].toLowerCase()})`;
  return [
    `Plano: ${plan}, ${formatBrl(result.amountCents)}, até ${result.plan.userLimit} usuários.`,
    formatCardMask(result.cardMask) ? `Cartão: ${formatCardMask(result.cardMask)}.` : '',
    result.nextChargeAt ? nextChargeLine(result.nextChargeAt, result.trial) : '',
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
