import { z } from 'zod';

/**
 * The nota fiscal de serviço (NFS-e) Rumo issues for each paid charge, through an NFS-e provider
 * (Focus NFe first; packages/nfse). One invoice per payment, whatever the retries.
 *
 * Customer (admin):
 * GET  /api/billing/invoices/{id}/pdf | /xml  -> the document (the provider's, streamed)
 *   (each payment in GET /api/billing/payments carries its `invoice`)
 * PUT  /api/billing/fiscal-data  fiscalDataBodySchema -> fiscalDataResponseSchema (from the next invoice)
 * GET  /api/billing/fiscal-data  -> fiscalDataResponseSchema (null: no payer known yet)
 *   (both in ./fiscal-data.ts)
 *
 * Provider: POST /api/webhooks/nfse (the provider's callback; re-read with the token) -> 200
 */

/** queued: waiting for the job; processing: sent, the provider still working; error: refused. */
export const INVOICE_STATUSES = [
  'queued',
  'processing',
  'authorized',
  'error',
  'canceling',
  'canceled',
] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
export const invoiceStatusLabels: Record<InvoiceStatus, string> = {
  queued: 'Na fila',
  processing: 'Em processamento',
  authorized: 'Emitida',
  error: 'Com erro',
  canceling: 'Cancelando',
  canceled: 'Cancelada',
};

/**
 * What the customer reads of a nota on its way: the provider's refusals are staff's business
 * (they fix and retry them), so a refused nota is still "Em emissão" to the customer.
 */
export const customerInvoiceStatusLabels: Record<InvoiceStatus, string> = {
  ...invoiceStatusLabels,
  queued: 'Em emissão',
  error: 'Em emissão',
};

/** A payment's nota fiscal as the customer sees it (no provider message: staff only). */
export const customerInvoiceSchema = z.object({
  id: z.string(),
  status: z.enum(INVOICE_STATUSES),
  /** The municipality's (or the national layout's) number, once authorized. */
  number: z.string().nullable(),
  verificationCode: z.string().nullable(),
  issuedAt: z.string().nullable(),
  /** Rumo's links (`/api/billing/invoices/{id}/pdf`), null until authorized. */
  pdfUrl: z.string().nullable(),
  xmlUrl: z.string().nullable(),
});
export type CustomerInvoice = z.infer<typeof customerInvoiceSchema>;

/** A payment's nota fiscal as staff see it (the payment drawer). */
export const invoiceSummarySchema = customerInvoiceSchema.extend({
  /** The provider's message when refused (pt-BR, as the provider wrote it). */
  errorMessage: z.string().nullable(),
});
export type InvoiceSummary = z.infer<typeof invoiceSummarySchema>;

export const invoiceMessages = {
  fiscalDataSaved: 'Dados para a nota fiscal salvos. Valem a partir da próxima nota.',
  notFound: 'Nota fiscal não encontrada.',
  notAuthorized: 'A nota fiscal ainda não foi emitida.',
  documentUnavailable: 'Não foi possível obter o documento da nota fiscal agora. Tente de novo.',
} as const;

/**
 * The provider's callback (Focus NFe posts the invoice as JSON, `ref` among its fields). Nothing in
 * it is trusted: Rumo reads the invoice back from the provider with its token.
 */
export const nfseWebhookBodySchema = z.looseObject({
  ref: z
    .string({ error: 'Informe a referência da nota.' })
    .trim()
    .min(1, 'Informe a referência da nota.')
    .max(100, 'Referência da nota inválida.')
    .regex(/^[A-Za-z0-9._-]+$/, 'Referência da nota inválida.'),
});
export const nfseWebhookReplySchema = z.object({ received: z.literal(true) });
