import { SUBSCRIPTION_SETTINGS_PATH } from '@rumo/shared/billing/lifecycle';
import type { BoletoDetails } from '@rumo/shared/billing/payment-method';
import type { Database } from '../../db/database';
import type { Mailer, MailMessage } from '../mail/public';
import { render } from '../mail/public';
import { formatCents, formatDay } from './billing-time';
import { boletoDunningEmail } from './boleto.mail';
import { companyAdmins } from './subscription-state.repository';
import { billingEmailLog } from './webhooks.table';

/** Billing e-mails (pt-BR, HTML + text), each sent once per key to the company's admins. */

interface Recipient {
  name: string;
  email: string;
}

export type BillingEmail = (to: Recipient, settingsUrl: string) => MailMessage;

export const settingsUrl = (publicUrl: string) =>
  `${publicUrl.replace(/\/+$/, '')}${SUBSCRIPTION_SETTINGS_PATH}`;

export function receiptEmail(payment: {
  planName: string;
  amountCents: number;
  paidAt: Date;
  periodStart: string;
  periodEnd: string;
}): BillingEmail {
  return (to, link) =>
    render(to.email, {
      template: 'billing_receipt',
      subject: `Recibo do Rumo: pagamento de ${formatCents(payment.amountCents)} confirmado`,
      greeting: `Olá, ${to.name}!`,
      paragraphs: [
        `Recebemos o pagamento de ${formatCents(payment.amountCents)} do plano ${payment.planName} em ${formatDay(payment.paidAt)}.`,
        `Ele cobre o período de ${formatDay(payment.periodStart)} a ${formatDay(payment.periodEnd)}. A próxima cobrança será em ${formatDay(payment.periodEnd)}.`,
      ],
      button: 'Ver minha assinatura',
      link,
      footnote: 'Este e-mail é o seu recibo. Guarde-o para a sua contabilidade.',
    });
}

/** The dunning e-mail of a refused card charge or (`boleto` given) of an overdue boleto. */
export function dunningEmail(details: {
  step: number;
  amountCents: number;
  refusalReason: string | null;
  suspendsOn: Date;
  boleto?: BoletoDetails | null;
}): BillingEmail {
  if (details.boleto) return boletoDunningEmail({ ...details, boleto: details.boleto });
  const subjects = [
    'Não conseguimos cobrar sua assinatura do Rumo',
    'Lembrete: o pagamento da sua assinatura do Rumo está pendente',
    'Último aviso: atualize o cartão para manter o Rumo ativo',
  ];
  const subject = subjects[Math.min(details.step, subjects.length - 1)] ?? subjects[0] ?? '';
  return (to, link) =>
    render(to.email, {
      template: `billing_dunning_${details.step}`,
      subject,
      greeting: `Olá, ${to.name}!`,
      paragraphs: [
        `A cobrança de ${formatCents(details.amountCents)} da assinatura do Rumo não foi aprovada${details.refusalReason ? ` (${details.refusalReason})` : ''}.`,
        `Atualize o cartão até ${formatDay(details.suspendsOn)} para continuar com acesso completo. Depois disso, a conta fica em modo somente leitura até a regularização.`,
      ],
      button: 'Atualizar cartão',
      link,
      footnote: 'Se você já atualizou o cartão, desconsidere este e-mail.',
    });
}

export const suspendedEmail: BillingEmail = (to, link) =>
  render(to.email, {
    template: 'billing_suspended',
    subject: 'Sua conta do Rumo está em modo somente leitura',
    greeting: `Olá, ${to.name}!`,
    paragraphs: [
      'O pagamento da assinatura continua pendente depois do prazo de tolerância, por isso a conta da sua empresa ficou em modo somente leitura.',
      'Seus dados continuam guardados. Atualize o cartão e pague a cobrança pendente para voltar a editar.',
    ],
    button: 'Regularizar pagamento',
    link,
    footnote: 'Se precisar de ajuda, responda a este e-mail.',
  });

export const trialExpiredEmail: BillingEmail = (to, link) =>
  render(to.email, {
    template: 'billing_trial_expired',
    subject: 'Seu período de teste do Rumo terminou',
    greeting: `Olá, ${to.name}!`,
    paragraphs: [
      'O período de teste da sua empresa no Rumo terminou. A conta está em modo somente leitura: tudo o que vocês criaram continua lá.',
      'Assine um plano para voltar a planejar e acompanhar os OKRs.',
    ],
    button: 'Assinar um plano',
    link,
    footnote: 'Se tiver dúvidas sobre os planos, responda a este e-mail.',
  });

export function subscriptionEndedEmail(endedOn: string): BillingEmail {
  return (to, link) =>
    render(to.email, {
      template: 'billing_subscription_ended',
      subject: 'Sua assinatura do Rumo foi encerrada',
      greeting: `Olá, ${to.name}!`,
      paragraphs: [
        `Conforme o cancelamento, a assinatura da sua empresa terminou em ${formatDay(endedOn)} e nenhuma nova cobrança será feita.`,
        'A conta fica em modo somente leitura. Você pode assinar de novo quando quiser.',
      ],
      button: 'Assinar novamente',
      link,
      footnote: 'Obrigado por usar o Rumo.',
    });
}

/**
 * Sends `email` to the company's admins unless `key` was already sent; call it inside the
 * transaction of the change it tells about, so the change and the e-mail happen once together.
 */
export async function sendBillingEmailOnce(
  db: Database,
  deps: { mailer: Mailer; config: { publicUrl: string }; now: () => Date },
  notice: { key: string; kind: string; subscriptionId: string; companyId: string },
  email: BillingEmail,
): Promise<boolean> {
  const claimed = await db
    .insert(billingEmailLog)
    .values({
      key: notice.key,
      kind: notice.kind,
      subscriptionId: notice.subscriptionId,
      sentAt: deps.now(),
    })
    .onConflictDoNothing()
    .returning({ key: billingEmailLog.key });
  if (claimed.length === 0) return false;
  const link = settingsUrl(deps.config.publicUrl);
  for (const admin of await companyAdmins(db, notice.companyId)) {
    await deps.mailer.send(db, email(admin, link));
  }
  return true;
}
