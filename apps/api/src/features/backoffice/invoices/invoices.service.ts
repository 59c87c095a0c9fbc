import type { NfseProvider } from '@rumo/nfse';
import {
  type CancelInvoiceBody,
  type InvoiceActionResult,
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
  invoiceDocument,
  markInvoiceForRetry,
  queueInvoiceWork,
} from '../../invoices/public';
import { recordStaffAudit } from '../public';
import { findStaffInvoice, listStaffInvoices } from './invoices.repository';

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
 * "Cancelar nota": an issued nota is canceled at the provider with the reason (by the job, at
 * once); one never issued (queued, refused) is dropped. Audited with the reason.
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
    if (result !== 'canceled' && result !== 'requested') {
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
  return {
    message: outcome === 'canceled' ? messages.canceled : messages.cancelRequested,
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
