import { NfseError, type NfseProvider, type NfseResult } from '@rumo/nfse';
import { fiscalSettingsMessages } from '@rumo/shared/backoffice/fiscal-settings';
import { and, eq, inArray, isNull, lte } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { sendBillingEmailOnce } from '../billing/billing.mail';
import type { Mailer } from '../mail/mailer';
import { companyFiscalData } from './fiscal-data.service';
import { readFiscalSettings } from './fiscal-settings.repository';
import { nfseRequest } from './invoice-request';
import { invoiceIssuedEmail } from './invoices.mail';
import { invoiceContext, lockInvoice, updateInvoice } from './invoices.repository';
import { type InvoiceRow, invoices } from './invoices.table';

export interface InvoiceDeps {
  db: Database;
  nfse: NfseProvider;
  mailer: Mailer;
  now: () => Date;
  config: { publicUrl: string };
  log?: { warn: (details: object, message: string) => void };
}

/** Sends to the provider before an invoice stops retrying by itself (staff may still retry). */
export const MAX_ATTEMPTS = 10;
const MINUTE_MS = 60_000;
/** Back-off after the n-th failed send: 1, 2, 4 … minutes, at most 6 hours. */
export const retryDelayMs = (attempts: number) =>
  Math.min(MINUTE_MS * 2 ** Math.max(0, attempts - 1), 6 * 60 * MINUTE_MS);
/** How soon a nota still processing at the provider is read again (its webhook may come first). */
export const POLL_DELAY_MS = 30_000;
/** How long a queued invoice waits for the fiscal settings before looking again. */
const SETTINGS_WAIT_MS = 60 * MINUTE_MS;

export const issueMessages = {
  noRecipient:
    'Faltam os dados do tomador (CPF ou CNPJ, nome e endereço): peça ao administrador da empresa para preenchê-los em Configurações › Assinatura.',
  unreachable: 'O provedor de NFS-e não respondeu. Nova tentativa automática em breve.',
} as const;

const later = (now: Date, ms: number) => new Date(now.getTime() + ms);
const providerMessage = (result: NfseResult) =>
  result.errors.map((error) => error.message).join(' ') || 'O provedor recusou a nota fiscal.';

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
