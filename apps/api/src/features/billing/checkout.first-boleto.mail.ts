import { formatBillingDate } from '@rumo/shared/billing/money';
import type { BoletoDetails } from '@rumo/shared/billing/payment-method';
import { render } from '../mail/public';
import type { BillingEmail } from './billing.mail';
import { boletoLines } from './checkout.mail';

/**
 * The e-mails of an order waiting for its first boleto (pt-BR, HTML and text, to the company's
 * admins, the pending buyer included): a day before and on the due date, and the order's end.
 */

interface FirstBoleto {
  amountCents: number;
  boleto: BoletoDetails;
}

const pdfButton = (boleto: BoletoDetails) =>
  boleto.pdfUrl ? { button: 'Abrir o boleto (PDF)', link: boleto.pdfUrl } : {};

/** `daysLeft` 1: due tomorrow; 0: due today. */
export function firstBoletoReminderEmail(order: FirstBoleto, daysLeft: 0 | 1): BillingEmail {
  const due = formatBillingDate(order.boleto.dueDate);
  return (to) =>
    render(to.email, {
      template: `first_boleto_due_${daysLeft}`,
      subject:
        daysLeft === 1
          ? `Lembrete: o boleto do seu pedido do Rumo vence amanhã (${due})`
          : `O boleto do seu pedido do Rumo vence hoje (${due})`,
      greeting: `Olá, ${to.name}!`,
      paragraphs: [
        daysLeft === 1
          ? 'O boleto do seu pedido do Rumo vence amanhã. O acesso começa assim que o pagamento for confirmado.'
          : 'O boleto do seu pedido do Rumo vence hoje. Se ele não for pago, o pedido será cancelado.',
        ...boletoLines(order.amountCents, order.boleto),
      ],
      ...pdfButton(order.boleto),
      footnote:
        'Se você já pagou, desconsidere este e-mail: a confirmação do boleto leva até 3 dias úteis.',
    });
}

/** `plansUrl`: the public plans page (a buyer who never had an account cannot open settings). */
export function firstBoletoExpiredEmail(order: FirstBoleto, plansUrl: string): BillingEmail {
  return (to) =>
    render(to.email, {
      template: 'first_boleto_expired',
      subject: 'Seu pedido do Rumo foi cancelado: o boleto não foi pago',
      greeting: `Olá, ${to.name}!`,
      paragraphs: [
        `O boleto do seu pedido do Rumo venceu em ${formatBillingDate(order.boleto.dueDate)} sem pagamento, por isso o pedido foi cancelado e o boleto não deve mais ser pago.`,
        'Nenhum valor foi cobrado. Você pode fazer um novo pedido quando quiser.',
      ],
      button: 'Ver os planos',
      link: plansUrl,
      footnote: 'Se você pagou este boleto, responda a este e-mail para devolvermos o valor.',
    });
}
