import type { NfseResult } from '@rumo/nfse';
import type { Database } from '../../db/database';
import { sendBillingEmailOnce } from '../billing/public';
import type { InvoiceDeps } from './invoice-issue.service';
import { invoiceIssuedEmail } from './invoices.mail';
import { invoiceContext, lockInvoice, updateInvoice } from './invoices.repository';
import type { InvoiceRow } from './invoices.table';

/** Sends to the provider before an invoice stops retrying by itself (staff may still retry). */
export const MAX_ATTEMPTS = 10;
const MINUTE_MS = 60_000;
/** Back-off after the n-th failed send: 1, 2, 4 … minutes, at most 6 hours. */
export const retryDelayMs = (attempts: number) =>
  Math.min(MINUTE_MS * 2 ** Math.max(0, attempts - 1), 6 * 60 * MINUTE_MS);
/** How soon a nota still processing at the provider is read again (its webhook may come first). */
export const POLL_DELAY_MS = 30_000;
export const later = (now: Date, ms: number) => new Date(now.getTime() + ms);
const providerMessage = (result: NfseResult) =>
  result.errors.map((error) => error.message).join(' ') || 'O provedor recusou a nota fiscal.';

/** Stores the provider's view of the invoice; an authorization e-mails the company's admins once. */
export async function applyResult(
  tx: Database,
  deps: InvoiceDeps,
  invoiceId: string,
  result: NfseResult,
): Promise<void> {
  const invoice = await lockInvoice(tx, invoiceId);
  if (!invoice) return;
  const now = deps.now();
  if (result.status === 'processing') {
    // The provider's webhook may have come while the send was answered and made the nota due:
    // keep that, or the nota would wait for the poll.
    const woken = invoice.nextAttemptAt !== null && invoice.nextAttemptAt <= now;
    await updateInvoice(tx, invoice.id, {
      nextAttemptAt: woken ? invoice.nextAttemptAt : later(now, POLL_DELAY_MS),
      updatedAt: now,
    });
    return;
  }
  if (result.status === 'canceled') {
    await updateInvoice(tx, invoice.id, {
      status: 'canceled',
      canceledAt: invoice.canceledAt ?? now,
      errorMessage: null,
      nextAttemptAt: null,
      updatedAt: now,
    });
    return;
  }
  if (result.status === 'error') {
    if (invoice.status === 'processing' && invoice.cancelReason) {
      // Refused while its cancellation waited: nothing was issued, nothing is to be sent.
      await updateInvoice(tx, invoice.id, {
        status: 'canceled',
        canceledAt: now,
        errorMessage: providerMessage(result),
        nextAttemptAt: null,
        updatedAt: now,
      });
      return;
    }
    if (invoice.status === 'canceling') {
      // The municipality kept the nota (e.g. past its cancellation deadline): it stays issued.
      await updateInvoice(tx, invoice.id, {
        status: 'authorized',
        errorMessage: providerMessage(result),
        nextAttemptAt: null,
        updatedAt: now,
      });
      return;
    }
    await updateInvoice(tx, invoice.id, {
      status: 'error',
      errorMessage: providerMessage(result),
      nextAttemptAt:
        invoice.attempts < MAX_ATTEMPTS ? later(now, retryDelayMs(invoice.attempts)) : null,
      updatedAt: now,
    });
    return;
  }
  const authorized = await updateInvoice(tx, invoice.id, {
    // Authorized while its cancellation waited: on to the provider's cancellation at once.
    status: invoice.cancelReason ? 'canceling' : 'authorized',
    number: result.number,
    verificationCode: result.verificationCode,
    providerPdfUrl: result.pdfUrl,
    providerXmlUrl: result.xmlUrl,
    issuedAt: invoice.issuedAt ?? (result.issuedAt ? new Date(result.issuedAt) : now),
    errorMessage: null,
    // A cancellation asked for while it was processing (a refund) goes out next; one the
    // provider has not finished is read again later.
    nextAttemptAt: !invoice.cancelReason
      ? null
      : invoice.status === 'canceling'
        ? later(now, retryDelayMs(invoice.attempts))
        : now,
    updatedAt: now,
  });
  if (!invoice.cancelReason) await emailIssued(tx, deps, authorized);
}

async function emailIssued(tx: Database, deps: InvoiceDeps, invoice: InvoiceRow): Promise<void> {
  const sale = await invoiceContext(tx, invoice.paymentId);
  if (!sale) return;
  await sendBillingEmailOnce(
    tx,
    deps,
    {
      key: `invoice:${invoice.id}`,
      kind: 'invoice_issued',
      subscriptionId: sale.payment.subscriptionId,
      companyId: invoice.companyId,
    },
    invoiceIssuedEmail({
      number: invoice.number,
      amountCents: invoice.amountCents,
      verificationCode: invoice.verificationCode,
      paidAt: sale.payment.paidAt,
    }),
  );
}
