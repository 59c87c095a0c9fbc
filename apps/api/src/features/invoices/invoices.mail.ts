import { type BillingEmail, formatCents, formatDay } from '../billing/public';
import { render } from '../mail/public';

/**
 * "Sua nota fiscal foi emitida": sent once when the provider authorizes the nota, since the
 * receipt goes out when the payment is confirmed, before the nota exists. The PDF and XML are
 * downloaded from the billing tab, signed in: the e-mail carries no document link (Rumo's routes
 * ask for the session, and a stored copy of the e-mail must not open anything).
 */
export function invoiceIssuedEmail(details: {
  number: string | null;
  amountCents: number;
  verificationCode: string | null;
  paidAt: Date | null;
}): BillingEmail {
  const number = details.number ? ` nº ${details.number}` : '';
  const paid = details.paidAt ? `, pago em ${formatDay(details.paidAt)}` : '';
  return (to, settingsLink) =>
    render(to.email, {
      template: 'billing_invoice_issued',
      subject: 'Sua nota fiscal foi emitida',
      greeting: `Olá, ${to.name}!`,
      paragraphs: [
        `A nota fiscal de serviço${number} do pagamento de ${formatCents(details.amountCents)}${paid} foi emitida.`,
        ...(details.verificationCode
          ? [`Código de verificação: ${details.verificationCode}.`]
          : []),
        'O PDF e o XML estão em Configurações › Assinatura, na lista de pagamentos.',
      ],
      button: 'Ver minhas notas fiscais',
      link: settingsLink,
      footnote: 'Só os administradores da empresa veem as notas fiscais.',
    });
}
