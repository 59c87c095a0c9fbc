/**
 * What other features may use of the NFS-e invoices: the backoffice lists, retries, re-issues and
 * cancels them, edits the fiscal settings and shows a payment's nota. Billing does not call this
 * feature: invoices subscribes to its `payment.paid` and `payment.refunded` (invoices.events.ts).
 */
export {
  fiscalSettingsView,
  readFiscalSettings,
  saveFiscalSettings,
} from './fiscal-settings.repository';
export { queueInvoiceWork } from './invoices.jobs';
export {
  findInvoice,
  findInvoiceOfPayment,
  insertReissue,
  lockInvoice,
  wakeQueuedInvoices,
} from './invoices.repository';
export {
  cancelInvoice,
  invoiceDocument,
  invoiceSummary,
  markInvoiceForRetry,
} from './invoices.service';
/** Joined by the backoffice's invoice list. */
export { invoices } from './invoices.table';
