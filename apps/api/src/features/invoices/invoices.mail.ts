import type { BillingEmail } from '../billing/billing.mail';
import { formatCents, formatDay } from '../billing/billing-time';
import { render } from '../mail/mail.templates';

/** Rumo's links to the documents (the customer's routes; signing in is asked for when opened). */
export function customerInvoiceLinks(publicUrl: string, invoiceId: string) {
  const base = `${publicUrl.replace(/\/+$/, '')}/api/billing/invoices/${invoiceId}`;
  return { pdf: `${base}/pdf`, xml: `${base}/xml` };
}

/**
 * "Sua nota fiscal foi emitida": sent once when the provider authorizes the nota, since the
 * receipt goes out when the payment is confirmed, before the nota exists.
 */
export function invoiceIssuedEmail(details: {
  number: string | null;
  amountCents: number;
  paidAt: Date | null;
  links: { pdf: string; xml: string };
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
        `PDF: ${details.links.pdf}`,
        `XML: ${details.links.xml}`,
      ],
      button: 'Ver minhas notas fiscais',
      link: settingsLink,
      footnote:
        'A nota fica também em Configurações › Assinatura, na lista de pagamentos, para os administradores da empresa.',
    });
}
