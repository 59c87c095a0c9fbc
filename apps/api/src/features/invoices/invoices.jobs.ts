import type { FastifyInstance } from 'fastify';
import type { FeatureJobs } from '../../jobs/feature-jobs';
import type { JobQueue } from '../../jobs/job-queue';
import { type InvoiceDeps, runInvoice } from './invoice-issue.service';
import { dueInvoiceIds, queueMissingInvoices } from './invoices.repository';

/**
 * The NFS-e queues, wired to the services:
 * - 'invoice-issue' { invoiceId }: the work due on one invoice (send, read, cancel); singleton
 *   per invoice, so two workers never send the same nota at once;
 * - 'invoice-sweep' (every minute): first queues the nota of a payment paid over
 *   `MISSING_INVOICE_GRACE_MS` ago that has none (its `payment.paid` was lost after billing's
 *   commit), then queues 'invoice-issue' for every invoice whose `next_attempt_at` has come (a paid
 *   charge's new invoice, a back-off ended, a poll).
 * The back-off lives on the invoice row (attempts, next_attempt_at, the message shown to staff),
 * not in the job: a refused nota is a result, not a failed job.
 */
export const INVOICE_ISSUE_JOB = 'invoice-issue';
export const INVOICE_SWEEP_JOB = 'invoice-sweep';
export const INVOICE_SWEEP_CRON = '* * * * *';
/** Invoices queued per sweep (the rest wait a minute). */
const SWEEP_LIMIT = 500;
/**
 * How long a paid payment may go without a nota before the sweep queues it: the `payment.paid`
 * subscriber's time (a race would be harmless anyway: one row per payment, same rules).
 */
export const MISSING_INVOICE_GRACE_MS = 2 * 60_000;

/**
 * How far back the sweep looks: a lost delivery is found within minutes, and payments from before
 * the nota existed (or older gaps staff chose to leave) are not issued en masse after the fact.
 */
export const MISSING_INVOICE_WINDOW_MS = 7 * 24 * 60 * 60_000;

export function queueInvoiceWork(jobs: JobQueue, invoiceId: string) {
  return jobs.send(INVOICE_ISSUE_JOB, { invoiceId }, { singletonKey: invoiceId });
}

export async function sweepInvoices(
  jobs: JobQueue,
  deps: Pick<InvoiceDeps, 'db' | 'now'>,
): Promise<number> {
  const now = deps.now();
  const paid = {
    after: new Date(now.getTime() - MISSING_INVOICE_WINDOW_MS),
    before: new Date(now.getTime() - MISSING_INVOICE_GRACE_MS),
  };
  await queueMissingInvoices(deps.db, paid, now, SWEEP_LIMIT);
  const ids = await dueInvoiceIds(deps.db, now, SWEEP_LIMIT);
  for (const id of ids) await queueInvoiceWork(jobs, id);
  return ids.length;
}

export const invoiceDeps = (app: FastifyInstance): InvoiceDeps => ({
  db: app.db,
  nfse: app.nfse,
  mailer: app.mailer,
  now: app.now,
  config: app.config,
  log: app.log,
});

export const invoiceJobs: FeatureJobs = async (app) => {
  const deps = invoiceDeps(app);
  await app.jobs.work<{ invoiceId: string }>(INVOICE_ISSUE_JOB, async (job) => {
    await runInvoice(deps, job.data.invoiceId);
  });
  await app.jobs.work(INVOICE_SWEEP_JOB, async () => {
    await sweepInvoices(app.jobs, deps);
  });
  await app.jobs.schedule(INVOICE_SWEEP_JOB, INVOICE_SWEEP_CRON);
};
