import { type BillingEmail, formatDay } from '../../billing/public';
import { render } from '../../mail/public';

/**
 * What the company's admins read when staff end the subscription at once: it ended today, no
 * charge follows, and the data stay. (The staff's reason is for the audit log, not the customer.)
 */
export function canceledByStaffEmail(endedOn: Date): BillingEmail {
  return (to, link) =>
    render(to.email, {
      template: 'billing_subscription_canceled_now',
      subject: 'Sua assinatura do Rumo foi cancelada',
      greeting: `Olá, ${to.name}!`,
      paragraphs: [
        `A assinatura da sua empresa foi cancelada pela equipe do Rumo e terminou em ${formatDay(endedOn)}. Nenhuma nova cobrança será feita.`,
        'A conta fica em modo somente leitura: nada é apagado, e você pode assinar de novo quando quiser.',
      ],
      button: 'Ver minha assinatura',
      link,
      footnote: 'Se não esperava este cancelamento, responda a este e-mail.',
    });
}
