import type { BoletoDetails } from '@rumo/shared/billing/payment-method';
import { render } from '../mail/public';
import type { BillingEmail } from './billing.mail';
import { formatCents, formatDay } from './billing-time';

/**
 * The renewal boleto's e-mails (pt-BR, HTML and text): what to pay and how, with Efí's public
 * boleto PDF link and the Pix "copia e cola". They carry no Rumo link with a token: the button
 * opens the billing tab, behind the login.
 */

/** How to pay the boleto: the linha digitável, its PDF and its Pix code. */
export function howToPay(boleto: BoletoDetails): string[] {
  return [
    `Linha digitável: ${boleto.linhaDigitavel}`,
    ...(boleto.pdfUrl ? [`Boleto em PDF: ${boleto.pdfUrl}`] : []),
    ...(boleto.pixCode
      ? [
          `Prefere Pix? Use o Pix copia e cola (o pagamento é confirmado na hora): ${boleto.pixCode}`,
        ]
      : []),
  ];
}

/** Days before the due date on which the renewal boleto is e-mailed. */
export const BOLETO_REMINDER_DAYS = [10, 1] as const;
export type BoletoReminderDay = (typeof BOLETO_REMINDER_DAYS)[number];

export function boletoReminderEmail(details: {
  daysBefore: BoletoReminderDay;
  planName: string;
  amountCents: number;
  boleto: BoletoDetails;
}): BillingEmail {
  const { boleto } = details;
  const due = formatDay(boleto.dueDate);
  const amount = formatCents(details.amountCents);
  const subject =
    details.daysBefore === 1
      ? `O boleto do Rumo vence amanhã (${due}): ${amount}`
      : `Seu boleto do Rumo: ${amount} com vencimento em ${due}`;
  return (to, link) =>
    render(to.email, {
      template: `billing_boleto_due_${details.daysBefore}`,
      subject,
      greeting: `Olá, ${to.name}!`,
      paragraphs: [
        `O boleto da assinatura do Rumo (plano ${details.planName}) no valor de ${amount} vence em ${due}.`,
        ...howToPay(boleto),
        'O boleto e o Pix também estão em Configurações › Assinatura.',
      ],
      button: 'Ver minha assinatura',
      link,
      footnote:
        'Se você já pagou este boleto, desconsidere este e-mail: a confirmação chega em até 3 dias úteis.',
    });
}

/** The dunning e-mail of an overdue boleto (steps as the card's: day 0, 3 and 7). */
export function boletoDunningEmail(details: {
  step: number;
  amountCents: number;
  boleto: BoletoDetails;
  suspendsOn: Date;
}): BillingEmail {
  const subjects = [
    'O boleto da sua assinatura do Rumo venceu',
    'Lembrete: o boleto da sua assinatura do Rumo continua em aberto',
    'Último aviso: pague o boleto para manter o Rumo ativo',
  ];
  const subject = subjects[Math.min(details.step, subjects.length - 1)] ?? subjects[0] ?? '';
  return (to, link) =>
    render(to.email, {
      template: `billing_dunning_${details.step}`,
      subject,
      greeting: `Olá, ${to.name}!`,
      paragraphs: [
        `O boleto de ${formatCents(details.amountCents)} da assinatura do Rumo venceu em ${formatDay(details.boleto.dueDate)} sem pagamento.`,
        `Pague-o até ${formatDay(details.suspendsOn)} para continuar com acesso completo (multa e juros do boleto se aplicam). Depois disso, a conta fica em modo somente leitura até a regularização.`,
        ...howToPay(details.boleto),
      ],
      button: 'Ver minha assinatura',
      link,
      footnote: 'Se você já pagou este boleto, desconsidere este e-mail.',
    });
}
