import { NfseError, type NfseProvider, type NfseResult } from '@rumo/nfse';
import { fiscalSettingsMessages } from '@rumo/shared/backoffice/fiscal-settings';
import { and, eq, inArray, isNull, lte } from 'drizzle-orm';
import type { Database } from '../../db/database';
import type { Mailer } from '../mail/public';
import { companyFiscalData } from './fiscal-data.service';
import { readFiscalSettings } from './fiscal-settings.repository';
import { nfseRequest } from './invoice-request';
import { applyResult, later, MAX_ATTEMPTS, POLL_DELAY_MS, retryDelayMs } from './invoice-result';
import { invoiceContext, updateInvoice } from './invoices.repository';
import { type InvoiceRow, invoices } from './invoices.table';

export interface InvoiceDeps {
  db: Database;
  nfse: NfseProvider;
  mailer: Mailer;
  now: () => Date;
  config: { publicUrl: string };
  log?: { warn: (details: object, message: string) => void };
}

/** How long a queued invoice waits for the fiscal settings before looking again. */
const SETTINGS_WAIT_MS = 60 * 60_000;

export const issueMessages = {
  noRecipient:
    'Faltam os dados do tomador (CPF ou CNPJ, nome e endereço): peça ao administrador da empresa para preenchê-los em Configurações › Assinatura.',
  unreachable: 'O provedor de NFS-e não respondeu. Nova tentativa automática em breve.',
} as const;

/**
 * Does the work due on an invoice (the 'invoice-issue' job): sends it, reads it while the provider
 * processes it, or cancels it; never before its `next_attempt_at`. Every outcome is stored on the
 * row (status, message, next attempt), so nothing is lost between attempts.
 */
export async function runInvoice(deps: InvoiceDeps, invoiceId: string): Promise<void> {
  const [invoice] = await deps.db.select().from(invoices).where(eq(invoices.id, invoiceId));
  const now = deps.now();
  if (!invoice?.nextAttemptAt || invoice.nextAttemptAt > now) return;
  if (invoice.status === 'queued' || invoice.status === 'error') {
    // A cancellation asked for while it waited (a refund, staff): it is never sent.
    if (invoice.cancelReason) return dropUnsent(deps, invoice, ['queued', 'error']);
    return issue(deps, invoice);
  }
  if (invoice.status === 'processing') return poll(deps, invoice);
  if (invoice.cancelReason && (invoice.status === 'authorized' || invoice.status === 'canceling')) {
    return cancelAtProvider(deps, invoice, invoice.cancelReason);
  }
  await updateInvoice(deps.db, invoice.id, { nextAttemptAt: null, updatedAt: now });
}

/** An invoice the provider never received and nobody wants any more: canceled locally. */
async function dropUnsent(deps: InvoiceDeps, invoice: InvoiceRow, from: InvoiceRow['status'][]) {
  const now = deps.now();
  await deps.db
    .update(invoices)
    .set({
      status: 'canceled',
      canceledAt: now,
      errorMessage: null,
      nextAttemptAt: null,
      updatedAt: now,
    })
    .where(
      and(
        eq(invoices.id, invoice.id),
        inArray(invoices.status, from),
        eq(invoices.attempts, invoice.attempts),
      ),
    );
}

/** Takes the invoice for one send (another worker that read it too finds nothing to take). */
async function claim(deps: InvoiceDeps, invoice: InvoiceRow, from: InvoiceRow['status'][]) {
  const now = deps.now();
  const [claimed] = await deps.db
    .update(invoices)
    .set({
      status: from.includes('authorized') ? 'canceling' : 'processing',
      attempts: invoice.attempts + 1,
      provider: deps.nfse.name,
      nextAttemptAt: later(now, POLL_DELAY_MS),
      updatedAt: now,
    })
    .where(
      and(
        eq(invoices.id, invoice.id),
        inArray(invoices.status, from),
        eq(invoices.attempts, invoice.attempts),
        lte(invoices.nextAttemptAt, now),
        // A send never goes out once a cancellation was asked for.
        ...(from.includes('authorized') ? [] : [isNull(invoices.cancelReason)]),
      ),
    )
    .returning();
  return claimed;
}

/** Sends the invoice (`from`: the statuses it may be sent from; `processing` for a resend). */
async function issue(
  deps: InvoiceDeps,
  invoice: InvoiceRow,
  from: InvoiceRow['status'][] = ['queued', 'error'],
): Promise<void> {
  const now = deps.now();
  const settings = await readFiscalSettings(deps.db);
  if (!settings) {
    await updateInvoice(deps.db, invoice.id, {
      status: 'queued',
      errorMessage: fiscalSettingsMessages.missing,
      nextAttemptAt: later(now, SETTINGS_WAIT_MS),
      updatedAt: now,
    });
    return;
  }
  const [sale, recipient] = await Promise.all([
    invoiceContext(deps.db, invoice.paymentId),
    companyFiscalData(deps.db, invoice.companyId),
  ]);
  if (!sale) return;
  if (!recipient) {
    await updateInvoice(deps.db, invoice.id, {
      status: 'error',
      errorMessage: issueMessages.noRecipient,
      nextAttemptAt: later(now, retryDelayMs(invoice.attempts + 1)),
      updatedAt: now,
    });
    return;
  }
  const claimed = await claim(deps, invoice, from);
  if (!claimed) return;
  await settle(deps, claimed, () =>
    deps.nfse.issue(nfseRequest(claimed, settings, recipient, sale)),
  );
}

const notAtProvider = (error: unknown) =>
  error instanceof NfseError && error.kind === 'api' && error.status === 404;

/**
 * Reads a nota sent before. One the provider does not hold (the send never reached it) is sent
 * again with the same reference, or dropped when a cancellation was asked for meanwhile.
 */
async function poll(deps: InvoiceDeps, invoice: InvoiceRow): Promise<void> {
  await settle(deps, invoice, async () => {
    try {
      return await deps.nfse.get(invoice.reference);
    } catch (error) {
      if (!notAtProvider(error)) throw error;
      return null;
    }
  });
}

async function resendOrDrop(deps: InvoiceDeps, invoice: InvoiceRow): Promise<void> {
  if (invoice.cancelReason) return dropUnsent(deps, invoice, ['processing']);
  if (invoice.attempts >= MAX_ATTEMPTS) {
    const now = deps.now();
    await updateInvoice(deps.db, invoice.id, {
      status: 'error',
      errorMessage: issueMessages.unreachable,
      nextAttemptAt: null,
      updatedAt: now,
    });
    return;
  }
  await issue(deps, invoice, ['processing']);
}

async function cancelAtProvider(deps: InvoiceDeps, invoice: InvoiceRow, reason: string) {
  const claimed = await claim(deps, invoice, ['authorized', 'canceling']);
  if (!claimed) return;
  await settle(deps, claimed, () => deps.nfse.cancel(invoice.reference, reason));
}

/**
 * Calls the provider and stores what it answered (null: it does not hold the nota). A call that
 * failed changes no status: a send that timed out or lost its connection may have reached the
 * provider, so the nota stays `processing` and the poll (by reference) settles it; a cancellation
 * stays `canceling` and is asked again. Either way after a back-off, the message visible to staff.
 */
async function settle(
  deps: InvoiceDeps,
  invoice: InvoiceRow,
  call: () => Promise<NfseResult | null>,
) {
  let result: NfseResult | null;
  try {
    result = await call();
  } catch (error) {
    deps.log?.warn({ err: error, invoiceId: invoice.id }, 'NFS-e provider call failed');
    const now = deps.now();
    await updateInvoice(deps.db, invoice.id, {
      errorMessage: issueMessages.unreachable,
      nextAttemptAt: later(now, retryDelayMs(Math.max(invoice.attempts, 1))),
      updatedAt: now,
    });
    return;
  }
  if (!result) return resendOrDrop(deps, invoice);
  const answer = result;
  await deps.db.transaction((tx) => applyResult(tx, deps, invoice.id, answer));
}
