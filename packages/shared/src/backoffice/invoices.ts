import { z } from 'zod';
import { INVOICE_STATUSES } from '../billing/invoices';
import { PAYMENT_METHODS } from '../billing/payment-method';
import { isoDateSchema } from '../common/fields';
import { paginatedSchema, paginationQuerySchema } from '../common/pagination';

/**
 * Notas fiscais in the backoffice (API base /api, staff tokens only; permission `payments`):
 * GET  /backoffice/invoices               staffInvoiceQuerySchema -> staffInvoiceListSchema
 * GET  /backoffice/invoices/{id}          -> staffInvoiceDetailSchema
 * GET  /backoffice/invoices/{id}/pdf|xml  -> the document (the provider's, streamed)
 * POST /backoffice/invoices/{id}/retry    -> invoiceActionResultSchema (role rule retryInvoice)
 * POST /backoffice/invoices/{id}/cancel   cancelInvoiceBodySchema -> invoiceActionResultSchema
 *   (role rule cancelInvoice; the reason goes to the provider and the audit log)
 * A Visualizador (with the flag) only reads. The payment detail (GET /backoffice/payments/{id})
 * carries the payment's `invoice` (invoiceSummarySchema, its links are these staff routes).
 */

const invoiceStatus = z.enum(INVOICE_STATUSES, { error: 'Status de nota fiscal inválido.' });

export const staffInvoiceQuerySchema = paginationQuerySchema.extend({
  /** One status or several separated by commas. */
  status: z
    .string()
    .trim()
    .max(200)
    .transform((value) =>
      value
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean),
    )
    .pipe(z.array(invoiceStatus).min(1, 'Informe ao menos um status.'))
    .optional(),
  companyId: z.uuid('Identificador inválido.').optional(),
  /** Part of the company's name. */
  company: z.string().trim().min(1).max(120).optional(),
  /** Whole days (inclusive, America/Sao_Paulo) of the invoice's creation (the payment's). */
  from: isoDateSchema.optional(),
  to: isoDateSchema.optional(),
});
export type StaffInvoiceQuery = z.infer<typeof staffInvoiceQuerySchema>;

export const staffInvoiceSchema = z.object({
  id: z.string(),
  status: invoiceStatus,
  company: z.object({ id: z.string(), name: z.string() }),
  payment: z.object({
    id: z.string(),
    method: z.enum(PAYMENT_METHODS),
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

export const staffInvoiceMessages = {
  retried: 'Nova tentativa de emissão agendada.',
  retryNotAllowed: 'Só uma nota com erro ou na fila pode ser reenviada.',
  cancelRequested: 'Cancelamento da nota fiscal solicitado.',
  canceled: 'Nota fiscal cancelada.',
  cancelNotAllowed: 'Só uma nota emitida, na fila ou com erro pode ser cancelada.',
} as const;

export const INVOICE_AUDIT_ACTION_LABELS: Record<string, string> = {
  'fiscal_settings.updated': 'Dados fiscais alterados',
  'invoice.retried': 'Emissão de nota fiscal reenviada',
  'invoice.canceled': 'Nota fiscal cancelada',
};
