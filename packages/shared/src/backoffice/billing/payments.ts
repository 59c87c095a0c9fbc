import { z } from 'zod';
import { PAYMENT_STATUSES, SUBSCRIPTION_STATUSES } from '../../billing/contracts';
import { invoiceSummarySchema } from '../../billing/invoices';
import { boletoDetailsSchema, PAID_VIA, PAYMENT_METHODS } from '../../billing/payment-method';
import { paginatedSchema } from '../../common/pagination';
import { companyPeriodQuerySchema, statusListFilter } from '../list-query';
import {
  companyRefSchema,
  efiSyncMessages,
  idParam,
  methodFilter,
  moneyFilter,
  planRefSchema,
} from './common';

/**
 * The backoffice's payments (spec §7; permission `payments`; role rules, spec §6, on top):
 *
 * GET    /backoffice/payments                              staffPaymentQuerySchema -> staffPaymentListSchema
 * GET    /backoffice/payments/pending | /overdue           paginationQuerySchema -> staffPaymentListSchema
 * GET    /backoffice/payments/stats                        -> paymentStatsSchema
 * GET    /backoffice/payments/{id}                         -> staffPaymentDetailSchema
 * POST   /backoffice/payments/{id}/sync-efi                -> paymentSyncResultSchema (syncPayment)
 * POST   /backoffice/payments/{id}/settle                  reasonBodySchema -> paymentSettleResultSchema (settlePayment)
 * POST   /backoffice/payments/sync-all-pending             -> paymentSyncAllResultSchema (syncAllPayments)
 */

const paymentStatus = z.enum(PAYMENT_STATUSES, { error: 'Status de pagamento inválido.' });
/** Charges still waiting for Efí (not final, not refused). */
export const PENDING_PAYMENT_STATUSES = [
  'new',
  'waiting',
  'identified',
  'approved',
  'link',
] as const;
/** Refused charges the customer has not paid again: what is overdue. */
export const OVERDUE_PAYMENT_STATUSES = ['unpaid'] as const;

export const staffPaymentQuerySchema = companyPeriodQuerySchema.extend({
  status: statusListFilter(paymentStatus),
  planId: idParam.optional(),
  minAmountCents: moneyFilter,
  maxAmountCents: moneyFilter,
  method: methodFilter,
});
export type StaffPaymentQuery = z.infer<typeof staffPaymentQuerySchema>;

export const staffPaymentSchema = z.object({
  id: z.string(),
  company: companyRefSchema,
  subscriptionId: z.string(),
  plan: planRefSchema.nullable(),
  efiChargeId: z.number().int(),
  amountCents: z.number().int(),
  status: paymentStatus,
  method: z.enum(PAYMENT_METHODS),
  refusalReason: z.string().nullable(),
  periodStart: z.string().nullable(),
  periodEnd: z.string().nullable(),
  paidAt: z.string().nullable(),
  /** How a paid charge was paid (paidViaLabels); null while unpaid. */
  paidVia: z.enum(PAID_VIA).nullable(),
  statusAt: z.string(),
  createdAt: z.string(),
});
export type StaffPayment = z.infer<typeof staffPaymentSchema>;
export const staffPaymentListSchema = paginatedSchema(staffPaymentSchema);
export type StaffPaymentList = z.infer<typeof staffPaymentListSchema>;

/** What Efí says of a charge now (`GET /v1/charge/:id`), or why it could not be read. */
export const efiChargeViewSchema = z.object({
  available: z.boolean(),
  error: z.string().nullable(),
  status: z.string().nullable(),
  totalCents: z.number().int().nullable(),
  refusalReason: z.string().nullable(),
  paymentMethod: z.string().nullable(),
  cardMask: z.string().nullable(),
  history: z.array(z.object({ message: z.string(), at: z.string().nullable() })),
});
export type EfiChargeView = z.infer<typeof efiChargeViewSchema>;

export const staffPaymentDetailSchema = z.object({
  data: staffPaymentSchema.extend({
    subscription: z.object({
      id: z.string(),
      status: z.enum(SUBSCRIPTION_STATUSES),
      efiSubscriptionId: z.number().int().nullable(),
    }),
    /** The boleto (with its Pix code) to pay; null by card. */
    boleto: boletoDetailsSchema.nullable(),
    /** Whether staff may register it as paid outside Efí ("Registrar pagamento"). */
    settleable: z.boolean(),
    efi: efiChargeViewSchema,
    /** The payment's nota fiscal (links to the staff routes); null when none was queued. */
    invoice: invoiceSummarySchema.nullable().default(null),
  }),
});
export type StaffPaymentDetail = z.infer<typeof staffPaymentDetailSchema>;

export const paymentSyncResultSchema = z.object({
  message: z.string(),
  changed: z.boolean(),
  previousStatus: paymentStatus,
  payment: staffPaymentSchema,
});
export type PaymentSyncResult = z.infer<typeof paymentSyncResultSchema>;

/** Payment statuses a boleto can be registered as paid outside Efí from. */
export const SETTLEABLE_PAYMENT_STATUSES = ['waiting', 'unpaid'] as const;

export const paymentSettleResultSchema = z.object({
  message: z.string(),
  payment: staffPaymentSchema,
});
export type PaymentSettleResult = z.infer<typeof paymentSettleResultSchema>;

export const paymentSyncAllResultSchema = z.object({
  message: z.string(),
  checked: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  failed: z.number().int(),
  /** Pending payments left for the next run (Efí limits calls per day). */
  remaining: z.number().int(),
  errors: z.array(z.object({ paymentId: z.string(), error: z.string() })),
});
export type PaymentSyncAllResult = z.infer<typeof paymentSyncAllResultSchema>;

export const paymentStatsSchema = z.object({
  byStatus: z.array(
    z.object({ status: paymentStatus, count: z.number().int(), amountCents: z.number().int() }),
  ),
  paidThisMonthCents: z.number().int(),
  paidLastMonthCents: z.number().int(),
  paidThisMonthCount: z.number().int(),
  pendingCount: z.number().int(),
  pendingCents: z.number().int(),
  overdueCount: z.number().int(),
  overdueCents: z.number().int(),
  /**
   * This month's charge outcomes, as Estatísticas counts them (definitions in
   * backoffice/stats.ts): the charges whose first outcome (refused, or paid) fell in the month;
   * refusal and recovery rates over that same window, 0..1 or null.
   */
  chargeOutcomes: z.object({
    from: z.string(),
    to: z.string(),
    charged: z.number().int(),
    refused: z.number().int(),
    refusalRate: z.number().nullable(),
    recovered: z.number().int(),
    recoveredCents: z.number().int(),
    rate: z.number().nullable(),
    byMethod: z.array(
      z.object({
        method: z.enum(PAYMENT_METHODS),
        charged: z.number().int(),
        refused: z.number().int(),
        refusalRate: z.number().nullable(),
        recovered: z.number().int(),
        recoveredCents: z.number().int(),
        rate: z.number().nullable(),
      }),
    ),
  }),
  /** Open charges by how each was made (each sums to the totals above). */
  byMethod: z.array(
    z.object({
      method: z.enum(PAYMENT_METHODS),
      pendingCount: z.number().int(),
      pendingCents: z.number().int(),
      overdueCount: z.number().int(),
      overdueCents: z.number().int(),
    }),
  ),
});
export type PaymentStats = z.infer<typeof paymentStatsSchema>;

export const paymentErrorCodes = { notSettleable: 'PAYMENT_NOT_SETTLEABLE' } as const;

export const paymentMessages = {
  ...efiSyncMessages,
  paymentNotFound: 'Pagamento não encontrado.',
  paymentSynced: 'Pagamento atualizado com a Efí.',
  paymentUnchanged: 'O pagamento já estava igual ao da Efí.',
  paymentSettled: 'Pagamento registrado. A assinatura foi atualizada.',
  notSettleable:
    'Só é possível registrar o pagamento de um boleto aguardando pagamento ou vencido.',
} as const;

/** Labels of the audit actions these calls record (merged into AUDIT_ACTION_LABELS). */
export const PAYMENT_AUDIT_ACTION_LABELS: Record<string, string> = {
  'payment.efi_synced': 'Pagamento sincronizado com a Efí',
  'payment.settled': 'Pagamento registrado manualmente',
  'payments.efi_synced': 'Pagamentos pendentes sincronizados com a Efí',
};
