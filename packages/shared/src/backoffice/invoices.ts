import { z } from 'zod';
import { PAYMENT_STATUSES } from '../billing/contracts';
import { INVOICE_STATUSES } from '../billing/invoices';
import { PAYMENT_METHODS } from '../billing/payment-method';
import { paginatedSchema } from '../common/pagination';
import { companyPeriodQuerySchema, statusListFilter } from './list-query';

/**
 * Notas fiscais in the backoffice (API base /api, staff tokens only; permission `payments`):
 * GET  /backoffice/invoices               staffInvoiceQuerySchema -> staffInvoiceListSchema
 * GET  /backoffice/invoices/{id}          -> staffInvoiceDetailSchema
 * GET  /backoffice/invoices/{id}/pdf|xml  -> the document (the provider's, streamed)
 * POST /backoffice/invoices/{id}/retry    -> invoiceActionResultSchema (role rule retryInvoice)
 * POST /backoffice/invoices/{id}/cancel   cancelInvoiceBodySchema -> invoiceActionResultSchema
 *   (role rule cancelInvoice; the reason goes to the provider and the audit log)
 * POST /backoffice/invoices/{id}/reissue  -> invoiceActionResultSchema (the new nota; role rule
 *   reissueInvoice): a canceled nota of a payment still paid is issued again (new reference)
 * POST /backoffice/invoices/retry         bulkRetryBodySchema -> bulkRetryResultSchema
 *   (role rule retryInvoice; at most MAX_BULK_RETRY, each audited)
 * A Visualizador (with the flag) only reads. The payment detail (GET /backoffice/payments/{id})
 * carries the payment's `invoice` (invoiceSummarySchema, its links are these staff routes).
 */

const invoiceStatus = z.enum(INVOICE_STATUSES, { error: 'Status de nota fiscal inválido.' });

export const staffInvoiceQuerySchema = companyPeriodQuerySchema.extend({
  status: statusListFilter(invoiceStatus),
});
export type StaffInvoiceQuery = z.infer<typeof staffInvoiceQuerySchema>;

export const staffInvoiceSchema = z.object({
  id: z.string(),
  status: invoiceStatus,
  company: z.object({ id: z.string(), name: z.string() }),
  payment: z.object({
    id: z.string(),
    method: z.enum(PAYMENT_METHODS),
    status: z.enum(PAYMENT_STATUSES),
    amountCents: z.number().int(),
    paidAt: z.string().nullable(),
  }),
  amountCents: z.number().int(),
  number: z.string().nullable(),
  verificationCode: z.string().nullable(),
  /** The provider's message of the last refusal, or why it still waits (no fiscal settings). */
  errorMessage: z.string().nullable(),
  attempts: z.number().int(),
  nextAttemptAt: z.string().nullable(),
  issuedAt: z.string().nullable(),
  canceledAt: z.string().nullable(),
  cancelReason: z.string().nullable(),
  /** The canceled nota this one issues again, and the one that issued this one again. */
  reissueOf: z.string().nullable(),
  reissuedAs: z.string().nullable(),
  /** Staff links (`/api/backoffice/invoices/{id}/pdf`), null until authorized. */
  pdfUrl: z.string().nullable(),
  xmlUrl: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type StaffInvoice = z.infer<typeof staffInvoiceSchema>;
export const staffInvoiceListSchema = paginatedSchema(staffInvoiceSchema);
export type StaffInvoiceList = z.infer<typeof staffInvoiceListSchema>;
export const staffInvoiceDetailSchema = z.object({ data: staffInvoiceSchema });
export type StaffInvoiceDetail = z.infer<typeof staffInvoiceDetailSchema>;

/** The provider's justification rule (Focus NFe: 15 to 255 characters). */
export const cancelInvoiceBodySchema = z.object({
  reason: z
    .string({ error: 'Informe o motivo do cancelamento.' })
    .trim()
    .min(15, 'O motivo do cancelamento deve ter ao menos 15 caracteres.')
    .max(255, 'O motivo do cancelamento deve ter no máximo 255 caracteres.'),
});
export type CancelInvoiceBody = z.infer<typeof cancelInvoiceBodySchema>;

export const invoiceActionResultSchema = z.object({
  message: z.string(),
  invoice: staffInvoiceSchema,
});
export type InvoiceActionResult = z.infer<typeof invoiceActionResultSchema>;

/** A paid charge's nota may be issued again once canceled (by mistake). */
export const REISSUABLE_PAYMENT_STATUSES = ['paid', 'settled'] as const;
export const mayReissue = (invoice: Pick<StaffInvoice, 'status' | 'reissuedAs' | 'payment'>) =>
  invoice.status === 'canceled' &&
  invoice.reissuedAs === null &&
  (REISSUABLE_PAYMENT_STATUSES as readonly string[]).includes(invoice.payment.status);

/** Invoices one "Tentar novamente" may send again at once. */
export const MAX_BULK_RETRY = 100;

export const bulkRetryBodySchema = z.object({
  ids: z
    .array(z.uuid('Identificador inválido.'), { error: 'Selecione as notas.' })
    .min(1, 'Selecione ao menos uma nota.')
    .max(MAX_BULK_RETRY, `Selecione no máximo ${MAX_BULK_RETRY} notas por vez.`)
    .refine((ids) => new Set(ids).size === ids.length, 'Há notas repetidas na seleção.'),
});
export type BulkRetryBody = z.infer<typeof bulkRetryBodySchema>;

export const bulkRetryResultSchema = z.object({
  message: z.string(),
  /** The notas sent again, and those that could not be (no longer in error or queued). */
  retried: z.array(z.string()),
  skipped: z.array(z.string()),
});
export type BulkRetryResult = z.infer<typeof bulkRetryResultSchema>;

const notas = (count: number) => (count === 1 ? '1 nota' : `${count} notas`);
export const bulkRetryMessage = (retried: number, skipped: number) =>
  skipped === 0
    ? `Nova tentativa agendada para ${notas(retried)}.`
    : `Nova tentativa agendada para ${notas(retried)}; ${notas(skipped)} já não ${skipped === 1 ? 'estava' : 'estavam'} com erro.`;

export const staffInvoiceMessages = {
  retried: 'Nova tentativa de emissão agendada.',
  retryNotAllowed: 'Só uma nota com erro ou na fila pode ser reenviada.',
  cancelRequested: 'Cancelamento da nota fiscal solicitado.',
  canceled: 'Nota fiscal cancelada.',
  cancelPending:
    'Cancelamento registrado: a nota está em processamento no provedor e será cancelada assim que ele responder.',
  cancelNotAllowed:
    'Só uma nota emitida, em processamento, na fila ou com erro pode ser cancelada.',
  reissued: 'Nova nota fiscal na fila de emissão.',
  reissueNotAllowed:
    'Só uma nota cancelada de um pagamento ainda pago, e ainda não reemitida, pode ser emitida de novo.',
} as const;

export const INVOICE_AUDIT_ACTION_LABELS: Record<string, string> = {
  'fiscal_settings.updated': 'Dados fiscais alterados',
  'invoice.retried': 'Emissão de nota fiscal reenviada',
  'invoice.canceled': 'Nota fiscal cancelada',
  'invoice.reissued': 'Nova nota fiscal emitida',
};
