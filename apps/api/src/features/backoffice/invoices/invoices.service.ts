import type { NfseProvider } from '@rumo/nfse';
import {
  type BulkRetryBody,
  type BulkRetryResult,
  bulkRetryMessage,
  type CancelInvoiceBody,
  type InvoiceActionResult,
  mayReissue,
  staffInvoiceMessages as messages,
  type StaffInvoice,
  type StaffInvoiceList,
  type StaffInvoiceQuery,
} from '@rumo/shared/backoffice/invoices';
import { invoiceMessages } from '@rumo/shared/billing/invoices';
import type { Database } from '../../../db/database';
import type { JobQueue } from '../../../jobs/job-queue';
import { conflict, notFound } from '../../../lib/errors';
import {
  cancelInvoice,
  findInvoice,
  insertReissue,
  invoiceDocument,
  lockInvoice,
  markInvoiceForRetry,
  queueInvoiceWork,
} from '../../invoices/public';
import { recordStaffAudit } from '../public';
import { findStaffInvoice, listStaffInvoices, lockPayment } from './invoices.repository';

export interface StaffInvoiceDeps {
  db: Database;
  jobs: JobQueue;
  nfse: NfseProvider;
  now: () => Date;
}

export interface StaffActor {
  id: string;
  ip: string;
}

export async function listInvoices(
  deps: StaffInvoiceDeps,
  query: StaffInvoiceQuery,
): Promise<StaffInvoiceList> {
  const { data, total } = await listStaffInvoices(deps.db, query);
  return { data, page: query.page, limit: query.limit, total };
}

export async function getInvoice(deps: StaffInvoiceDeps, id: string): Promise<StaffInvoice> {
  const invoice = await findStaffInvoice(deps.db, id);
  if (!invoice) throw notFound(invoiceMessages.notFound);
  return invoice;
}

/** A refused (or waiting) nota is sent again now, whatever its back-off; audited. */
export async function retryInvoice(
  deps: StaffInvoiceDeps,
  actor: StaffActor,
  id: string,
): Promise<InvoiceActionResult> {
  const now = deps.now();
  const before = await getInvoice(deps, id);
  await deps.db.transaction(async (tx) => {
    const retried = await markInvoiceForRetry(tx, id, now);
    if (!retried) throw conflict('INVOICE_NOT_RETRIABLE', messages.retryNotAllowed);
    await recordStaffAudit(tx, {
      actorId: actor.id,
      action: 'invoice.retried',
      targetType: 'invoice',
      targetId: id,
      before: { status: before.status, errorMessage: before.errorMessage },
      ip: actor.ip,
      at: now,
    });
  });
  // After the commit (the queue must not join the transaction on the embedded database).
  await queueInvoiceWork(deps.jobs, id);
  return { message: messages.retried, invoice: await getInvoice(deps, id) };
}

/**
 * "Tentar novamente (N)" on the Notas fiscais page: every selected nota still in error (or
 * queued) is due now, each audited; the others are answered as skipped. One transaction.
 */
export async function retryInvoices(
  deps: StaffInvoiceDeps,
  actor: StaffActor,
  body: BulkRetryBody,
): Promise<BulkRetryResult> {
  const now = deps.now();
  const retried = await deps.db.transaction(async (tx) => {
    const done: string[] = [];
    for (const id of body.ids) {
      const row = await markInvoiceForRetry(tx, id, now);
      if (!row) continue;
      await recordStaffAudit(tx, {
        actorId: actor.id,
        action: 'invoice.retried',
        targetType: 'invoice',
        targetId: id,
        before: { status: row.status, errorMessage: row.errorMessage },
        after: { bulk: true },
        ip: actor.ip,
        at: now,
      });
      done.push(id);
    }
    return done;
  });
  for (const id of retried) await queueInvoiceWork(deps.jobs, id);
  const skipped = body.ids.filter((id) => !retried.includes(id));
  return { message: bulkRetryMessage(retried.length, skipped.length), retried, skipped };
}

/**
 * "Emitir nova nota": a nota canceled (by mistake) of a payment still paid is issued again as a
 * new nota with its own reference; the canceled one stays for the record. The payment is locked,
 * so a refund at the same time either comes first (refused here) or cancels the new nota.
 */
export async function reissueInvoice(
  deps: StaffInvoiceDeps,
  actor: StaffActor,
  id: string,
): Promise<InvoiceActionResult> {
  const now = deps.now();
  const created = await deps.db.transaction(async (tx) => {
    const row = await findInvoice(tx, id);
    if (!row) throw notFound(invoiceMessages.notFound);
    await lockPayment(tx, row.paymentId);
    await lockInvoice(tx, id);
    const current = await findStaffInvoice(tx, id);
    if (!current || !mayReissue(current)) {
      throw conflict('INVOICE_NOT_REISSUABLE', messages.reissueNotAllowed);
    }
    const fresh = await insertReissue(tx, row, now);
    if (!fresh) throw conflict('INVOICE_NOT_REISSUABLE', messages.reissueNotAllowed);
    await recordStaffAudit(tx, {
      actorId: actor.id,
      action: 'invoice.reissued',
      targetType: 'invoice',
      targetId: id,
      before: { status: row.status, number: row.number, cancelReason: row.cancelReason },
      after: { invoiceId: fresh.id, reference: fresh.reference },
      ip: actor.ip,
      at: now,
    });
    return fresh;
  });
  await queueInvoiceWork(deps.jobs, created.id);
  return { message: messages.reissued, invoice: await getInvoice(deps, created.id) };
}

/**
 * "Cancelar nota": an issued nota is canceled at the provider with the reason (by the job, at
 * once); one never issued (queued, refused) is dropped; one still processing is canceled at the
 * provider once it is authorized (or dropped if refused). Audited with the reason.
 */
export async function cancelStaffInvoice(
  deps: StaffInvoiceDeps,
  actor: StaffActor,
  id: string,
  body: CancelInvoiceBody,
): Promise<InvoiceActionResult> {
  const now = deps.now();
  const row = await findInvoice(deps.db, id);
  if (!row) throw notFound(invoiceMessages.notFound);
  const outcome = await deps.db.transaction(async (tx) => {
    const result = await cancelInvoice(tx, row, body.reason, now);
    if (result === 'none') {
      throw conflict('INVOICE_NOT_CANCELABLE', messages.cancelNotAllowed);
    }
    await recordStaffAudit(tx, {
      actorId: actor.id,
      action: 'invoice.canceled',
      targetType: 'invoice',
      targetId: id,
      before: { status: row.status, number: row.number },
      reason: body.reason,
      ip: actor.ip,
      at: now,
    });
    return result;
  });
  if (outcome === 'requested') await queueInvoiceWork(deps.jobs, id);
  const message = {
    canceled: messages.canceled,
    requested: messages.cancelRequested,
    pending: messages.cancelPending,
  }[outcome];
  return {
    message,
    invoice: await getInvoice(deps, id),
  };
}

export async function staffInvoiceDocument(
  deps: StaffInvoiceDeps,
  id: string,
  kind: 'pdf' | 'xml',
) {
  return invoiceDocument(deps.nfse, await findInvoice(deps.db, id), kind);
}
