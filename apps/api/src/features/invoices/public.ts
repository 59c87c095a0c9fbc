/**
 * What other features may use of the NFS-e invoices: billing queues and cancels a payment's
 * nota fiscal from its paid/refund handling and shows it in the payment history; the backoffice
 * lists, retries and cancels them and edits the fiscal settings.
 */
export {
  fiscalSettingsView,
  readFiscalSettings,
  saveFiscalSettings,
} from './fiscal-settings.repository';
export { queueInvoiceWork, sweepInvoices } from './invoices.jobs';
export {
  findInvoice,
  findInvoiceOfPayment,
  insertReissue,
  lockInvoice,
  queueInvoiceForPayment,
  wakeQueuedInvoices,
} from './invoices.repository';
export {
  cancelInvoice,
  cancelInvoiceForPayment,
  invoiceDocument,
  invoiceSummary,
  markInvoiceForRetry,
  paymentInvoiceSummaries,
} from './invoices.service';
export type { InvoiceRow } from './invoices.table';
