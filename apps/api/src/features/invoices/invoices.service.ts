import type { NfseProvider } from '@rumo/nfse';
import type { PaymentList } from '@rumo/shared/billing/contracts';
import {
  type CustomerInvoice,
  type InvoiceSummary,
  invoiceMessages,
} from '@rumo/shared/billing/invoices';
import type { PaginationQuery } from '@rumo/shared/common/pagination';
import type { Database } from '../../db/database';
import { AppError, notFound } from '../../lib/errors';
import { listCompanyPayments } from '../billing/public';
import {
  findInvoiceOfPayment,
  invoicesOfPayments,
  lockInvoice,
  updateInvoice,
} from './invoices.repository';
import type { InvoiceRow } from './invoices.table';

/** Why a refunded payment's nota fiscal is canceled (the provider asks 15 to 255 characters). */
export const REFUND_CANCEL_REASON = 'Pagamento estornado ao cliente; serviço não cobrado.';

/** The invoice as the customer sees it, with Rumo's links (never the provider's message). */
export function customerInvoice(row: InvoiceRow): CustomerInvoice {
  const base = `/api/billing/invoices/${row.id}`;
  return {
    id: row.id,
    status: row.status,
    number: row.number,
    verificationCode: row.verificationCode,
    issuedAt: row.issuedAt?.toISOString() ?? null,
    pdfUrl: row.providerPdfUrl ? `${base}/pdf` : null,
    xmlUrl: row.providerXmlUrl ? `${base}/xml` : null,
  };
}

/** The invoice as staff see it (the payment drawer): their links and the provider's message. */
export function invoiceSummary(row: InvoiceRow): InvoiceSummary {
  const base = `/api/backoffice/invoices/${row.id}`;
  return {
    ...customerInvoice(row),
    pdfUrl: row.providerPdfUrl ? `${base}/pdf` : null,
    xmlUrl: row.providerXmlUrl ? `${base}/xml` : null,
    errorMessage: row.errorMessage,
  };
}

/**
 * The company's payment history (billing's page, newest first), each payment with its current
 * nota fiscal (null: none yet, e.g. an open boleto).
 */
export async function paymentHistory(
  db: Database,
  companyId: string,
  query: PaginationQuery,
): Promise<PaymentList> {
  const page = await listCompanyPayments(db, companyId, query);
  const rows = await invoicesOfPayments(
    db,
    page.data.map((payment) => payment.id),
  );
  return {
    ...page,
    data: page.data.map((payment) => {
      const row = rows.get(payment.id);
      return { ...payment, invoice: row ? customerInvoice(row) : null };
    }),
  };
}

export type CancelOutcome = 'canceled' | 'requested' | 'pending' | 'none';

/**
 * Cancels a payment's nota fiscal (inside the caller's transaction): one never sent is dropped
 * at once; an authorized one is canceled at the provider by the job (`next_attempt_at` now); one
 * sent and not settled yet (processing, maybe never answered) waits for the poll: canceled at
 * the provider once authorized, dropped if refused or never received.
 */
export async function cancelInvoice(
  tx: Database,
  invoice: InvoiceRow,
  reason: string,
  at: Date,
): Promise<CancelOutcome> {
  const locked = await lockInvoice(tx, invoice.id);
  if (!locked) return 'none';
  if (locked.status === 'queued' || locked.status === 'error') {
    await updateInvoice(tx, locked.id, {
      status: 'canceled',
      cancelReason: reason,
      canceledAt: at,
      errorMessage: null,
      nextAttemptAt: null,
      updatedAt: at,
    });
    return 'canceled';
  }
  if (locked.status === 'authorized') {
    await updateInvoice(tx, locked.id, {
      status: 'canceling',
      cancelReason: reason,
      errorMessage: null,
      nextAttemptAt: at,
      updatedAt: at,
    });
    return 'requested';
  }
  if (locked.status === 'processing' && !locked.cancelReason) {
    await updateInvoice(tx, locked.id, { cancelReason: reason, updatedAt: at });
    return 'pending';
  }
  return 'none';
}

/** A refunded payment's nota fiscal is canceled too (`payment.refunded`), in a transaction. */
export async function cancelInvoiceForPayment(
  tx: Database,
  paymentId: string,
  at: Date,
  reason: string = REFUND_CANCEL_REASON,
): Promise<void> {
  const invoice = await findInvoiceOfPayment(tx, paymentId);
  if (invoice) await cancelInvoice(tx, invoice, reason, at);
}

/** Staff asked to try again: due now (the job takes it), attempts kept for the record. */
export async function markInvoiceForRetry(
  tx: Database,
  invoiceId: string,
  at: Date,
): Promise<InvoiceRow | null> {
  const locked = await lockInvoice(tx, invoiceId);
  if (!locked || (locked.status !== 'error' && locked.status !== 'queued')) return null;
  return updateInvoice(tx, locked.id, { nextAttemptAt: at, updatedAt: at });
}

/** The nota's PDF or XML, fetched from the provider with its credentials. */
export async function invoiceDocument(
  nfse: NfseProvider,
  invoice: InvoiceRow | undefined,
  kind: 'pdf' | 'xml',
): Promise<{ contentType: string; body: Buffer; filename: string }> {
  if (!invoice) throw notFound(invoiceMessages.notFound);
  const url = kind === 'pdf' ? invoice.providerPdfUrl : invoice.providerXmlUrl;
  if (!url) throw new AppError(409, 'INVOICE_NOT_AUTHORIZED', invoiceMessages.notAuthorized);
  let document: { contentType: string; body: Buffer };
  try {
    document = await nfse.download(url);
  } catch {
    throw new AppError(503, 'INVOICE_DOCUMENT_UNAVAILABLE', invoiceMessages.documentUnavailable);
  }
  const name = invoice.number ? `nfse-${invoice.number}` : `nfse-${invoice.id}`;
  return { ...document, filename: `${name}.${kind}` };
}
