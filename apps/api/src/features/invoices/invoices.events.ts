import type { FeatureEvents } from '../../events/domain-events';
import type { JobQueue } from '../../jobs/job-queue';
import { sweepInvoices } from './invoices.jobs';
import { queueInvoiceForPayment } from './invoices.repository';
import { cancelInvoiceForPayment } from './invoices.service';

/**
 * The nota fiscal follows billing's payments (docs/decisions/0026-nfse-invoices.md): a charge paid
 * queues its nota and sends it at once (not at the next minute's sweep); a refund cancels it.
 * Both run after billing's commit, so a rolled-back payment queues nothing.
 */
export const invoiceEvents =
  (jobs: JobQueue): FeatureEvents =>
  (bus) => {
    bus.subscribe('payment.paid', async ({ paymentId }, { db, now }) => {
      await queueInvoiceForPayment(db, paymentId, now());
      await sweepInvoices(jobs, { db, now });
    });
    bus.subscribe('payment.refunded', async ({ paymentId }, { db, now }) => {
      await db.transaction((tx) => cancelInvoiceForPayment(tx, paymentId, now()));
    });
  };
