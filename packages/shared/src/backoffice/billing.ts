import { z } from 'zod';
import { PAYMENT_STATUSES, SUBSCRIPTION_STATUSES } from '../billing/contracts';
import { invoiceSummarySchema } from '../billing/invoices';
import { boletoDetailsSchema, PAID_VIA, PAYMENT_METHODS } from '../billing/payment-method';
import {
  BILLING_INTERVALS,
  type BillingInterval,
  MAX_TRIAL_DAYS,
  trialTooLongMessage,
} from '../billing/plans';
import { isoDateSchema } from '../common/fields';
import { paginatedSchema, paginationQuerySchema } from '../common/pagination';
import { plural } from '../common/plural';
import { COMPANY_SIZES, LEAD_SOURCES, LEAD_STATUSES } from '../leads/contracts';
import { companyPeriodQuerySchema, statusListFilter } from './list-query';

/**
 * The backoffice's billing calls (spec §7; API base /api, staff tokens only). Permissions:
 * plans and subscriptions `subscription_plans`; payments `payments`; leads and the dashboard
 * `stats`; webhooks `system`. Role rules (spec §6) on top: see each route.
 *
 * GET    /backoffice/plans                                 staffPlanListQuerySchema -> staffPlanListSchema
 * POST   /backoffice/plans                                 staffPlanBodySchema -> 201 staffPlanSchema (managePlans)
 * PUT    /backoffice/subscription-plans/{id}               staffPlanUpdateBodySchema -> staffPlanSchema (managePlans)
 * DELETE /backoffice/subscription-plans/{id}               reasonBodySchema -> 204 | 409 in use (deletePlans)
 * POST   /backoffice/subscription-plans/sync-efi           -> planSyncResultSchema (syncData)
 * GET    /backoffice/subscription-plans/test-efi-connection -> efiConnectionResultSchema (testConnection)
 * POST   /backoffice/subscription-plans/{id}/create-efi-plan -> staffPlanSchema (managePlans)
 * GET    /backoffice/payments                              staffPaymentQuerySchema -> staffPaymentListSchema
 * GET    /backoffice/payments/pending | /overdue           paginationQuerySchema -> staffPaymentListSchema
 * GET    /backoffice/payments/stats                        -> paymentStatsSchema
 * GET    /backoffice/payments/{id}                         -> staffPaymentDetailSchema
 * POST   /backoffice/payments/{id}/sync-efi                -> paymentSyncResultSchema (syncPayment)
 * POST   /backoffice/payments/{id}/settle                  reasonBodySchema -> paymentSettleResultSchema (settlePayment)
 * POST   /backoffice/payments/sync-all-pending             -> paymentSyncAllResultSchema (syncAllPayments)
 * GET    /backoffice/webhooks                              staffWebhookQuerySchema -> staffWebhookListSchema
 * GET    /backoffice/webhooks/{id}                         -> staffWebhookDetailSchema
 * POST   /backoffice/webhooks/{id}/replay                  -> webhookReplayResultSchema
 * POST   /backoffice/webhooks/replay-failed                -> webhookReplayAllResultSchema
 * GET    /backoffice/leads                                 staffLeadQuerySchema -> staffLeadListSchema
 * PATCH  /backoffice/leads/{id}                            staffLeadUpdateBodySchema -> staffLeadSchema
 * GET    /backoffice/subscriptions                         staffSubscriptionQuerySchema -> staffSubscriptionListSchema
 * GET    /backoffice/subscriptions/{id}                    -> staffSubscriptionDetailSchema
 * POST   /backoffice/subscriptions/{id}/cancel             staffCancelSubscriptionBodySchema -> subscriptionActionResultSchema
 * POST   /backoffice/subscriptions/{id}/extend             extendSubscriptionBodySchema -> subscriptionActionResultSchema
 * POST   /backoffice/subscriptions/{id}/retry-charge       -> subscriptionActionResultSchema
 * GET    /backoffice/dashboard                             -> backofficeDashboardSchema (stats)
 */

/** Whole days (inclusive) in America/Sao_Paulo. */
const dayFilter = isoDateSchema.optional();
const searchFilter = z.string().trim().min(1).max(120).optional();
const idParam = z.uuid('Identificador inválido.');
const methodFilter = z.enum(PAYMENT_METHODS, { error: 'Forma de pagamento inválida.' }).optional();

export const idParamsSchema = z.object({ id: idParam });

const moneyFilter = z.coerce
  .number({ error: 'Informe o valor em centavos.' })
  .int('Informe o valor em centavos.')
  .min(0)
  .max(100_000_000)
  .optional();

/** The reason a sensitive staff action needs (recorded in the audit log). */
export const reasonSchema = z
  .string({ error: 'Informe o motivo.' })
  .trim()
  .min(3, 'Informe o motivo (ao menos 3 caracteres).')
  .max(500, 'O motivo deve ter no máximo 500 caracteres.');
export const reasonBodySchema = z.object({ reason: reasonSchema });
export type ReasonBody = z.infer<typeof reasonBodySchema>;

// ---------------------------------------------------------------------------------------------
// Plans

export const EFI_SYNC_STATES = ['pending', 'synced', 'failed'] as const;
export const efiSyncStateLabels: Record<(typeof EFI_SYNC_STATES)[number], string> = {
  pending: 'Não criado na Efí',
  synced: 'Sincronizado',
  failed: 'Falha na sincronização',
};

export const staffPlanSchema = z.object({
  id: z.string(),
  tier: z.string(),
  name: z.string(),
  description: z.string(),
  features: z.array(z.string()),
  priceCents: z.number().int(),
  interval: z.enum(BILLING_INTERVALS),
  userLimit: z.number().int(),
  trialDays: z.number().int(),
  active: z.boolean(),
  highlighted: z.boolean(),
  displayOrder: z.number().int(),
  efiPlanId: z.number().int().nullable(),
  efiSyncState: z.enum(EFI_SYNC_STATES),
  efiSyncError: z.string().nullable(),
  /** Subscriptions on the plan now (any status but canceled or expired). */
  subscriptions: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type StaffPlan = z.infer<typeof staffPlanSchema>;

export const staffPlanListQuerySchema = z.object({
  /** Spec §7: active plans unless asked otherwise; `all` lists both. */
  active: z
    .enum(['true', 'false', '1', '0', 'all'], { error: 'Use true, false ou all.' })
    .default('true')
    .transform((value) => (value === 'all' ? null : value === 'true' || value === '1')),
});
export const staffPlanListSchema = z.object({ data: z.array(staffPlanSchema) });
export type StaffPlanList = z.infer<typeof staffPlanListSchema>;

const planName = z
  .string({ error: 'Informe o nome do plano.' })
  .trim()
  .min(2, 'O nome do plano deve ter ao menos 2 caracteres.')
  .max(80, 'O nome do plano deve ter no máximo 80 caracteres.');

/** A trial no longer than the plan's period (`MAX_TRIAL_DAYS`), on the trial days field. */
export function refineTrialDays(
  plan: { interval?: BillingInterval | undefined; trialDays?: number | undefined },
  ctx: z.RefinementCtx,
): void {
  if (plan.interval === undefined || plan.trialDays === undefined) return;
  if (plan.trialDays > MAX_TRIAL_DAYS[plan.interval]) {
    ctx.addIssue({
      code: 'custom',
      path: ['trialDays'],
      message: trialTooLongMessage(plan.interval),
    });
  }
}

export const staffPlanBodySchema = z
  .object({
    name: planName,
    /** Groups the monthly and yearly prices of one offer; derived from the name when absent. */
    tier: z
      .string()
      .trim()
      .regex(/^[a-z0-9-]{2,40}$/, 'Use de 2 a 40 letras minúsculas, números ou hífens.')
      .optional(),
    description: z
      .string()
      .trim()
      .max(500, 'A descrição deve ter no máximo 500 caracteres.')
      .default(''),
    features: z
      .array(
        z
          .string()
          .trim()
          .min(1, 'Item vazio.')
          .max(120, 'Cada item deve ter no máximo 120 caracteres.'),
      )
      .max(20, 'No máximo 20 itens.')
      .default([]),
    priceCents: z
      .number({ error: 'Informe o preço em centavos.' })
      .int('Informe o preço em centavos.')
      // Efí refuses charges under R$ 5,00 (4600036).
      .min(500, 'O preço mínimo é R$ 5,00.')
      .max(10_000_000, 'O preço máximo é R$ 100.000,00.'),
    interval: z.enum(BILLING_INTERVALS, { error: 'Escolha mensal ou anual.' }),
    userLimit: z
      .number({ error: 'Informe o limite de usuários.' })
      .int('Informe um número inteiro.')
      .min(1, 'O limite de usuários deve ser ao menos 1.')
      .max(100_000),
    trialDays: z
      .number()
      .int()
      .min(0)
      .max(365, 'O teste pode durar no máximo 365 dias.')
      .default(0),
    active: z.boolean().default(true),
    highlighted: z.boolean().default(false),
    displayOrder: z.number().int().min(0).max(10_000).default(0),
  })
  .superRefine((plan, ctx) => refineTrialDays(plan, ctx));
export type StaffPlanBody = z.input<typeof staffPlanBodySchema>;

/** Any subset of the plan's fields (`{ active: false }` deactivates it). */
export const staffPlanUpdateBodySchema = z
  .object({
    name: planName,
    description: z.string().trim().max(500, 'A descrição deve ter no máximo 500 caracteres.'),
    features: z
      .array(z.string().trim().min(1, 'Item vazio.').max(120))
      .max(20, 'No máximo 20 itens.'),
    priceCents: z
      .number()
      .int('Informe o preço em centavos.')
      .min(500, 'O preço mínimo é R$ 5,00.')
      .max(10_000_000, 'O preço máximo é R$ 100.000,00.'),
    interval: z.enum(BILLING_INTERVALS, { error: 'Escolha mensal ou anual.' }),
    userLimit: z.number().int().min(1, 'O limite de usuários deve ser ao menos 1.').max(100_000),
    trialDays: z.number().int().min(0).max(365, 'O teste pode durar no máximo 365 dias.'),
    active: z.boolean(),
    highlighted: z.boolean(),
    displayOrder: z.number().int().min(0).max(10_000),
  })
  .partial()
  .refine((body) => Object.keys(body).length > 0, 'Informe ao menos um campo para alterar.')
  // With the interval in the body; the API checks a trial alone against the plan's interval.
  .superRefine((body, ctx) => refineTrialDays(body, ctx));
export type StaffPlanUpdateBody = z.input<typeof staffPlanUpdateBodySchema>;

export const planSyncItemSchema = z.object({
  planId: z.string(),
  name: z.string(),
  outcome: z.enum(['created', 'renamed', 'unchanged', 'failed']),
  efiPlanId: z.number().int().nullable(),
  error: z.string().nullable(),
});
export const planSyncResultSchema = z.object({
  message: z.string(),
  created: z.number().int(),
  renamed: z.number().int(),
  unchanged: z.number().int(),
  failed: z.number().int(),
  plans: z.array(planSyncItemSchema),
});
export type PlanSyncResult = z.infer<typeof planSyncResultSchema>;

/** Spec §8: the web shows 'Conexão OK' or 'Erro na Conexão' with this message. */
export const efiConnectionResultSchema = z.object({
  ok: z.boolean(),
  message: z.string(),
  environment: z.enum(['simulator', 'sandbox', 'production']),
  latencyMs: z.number().int(),
});
export type EfiConnectionResult = z.infer<typeof efiConnectionResultSchema>;

// ---------------------------------------------------------------------------------------------
// Payments

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

const companyRefSchema = z.object({ id: z.string(), name: z.string() });
const planRefSchema = z.object({
  id: z.string(),
  name: z.string(),
  interval: z.enum(BILLING_INTERVALS),
  priceCents: z.number().int(),
  userLimit: z.number().int(),
});

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

// ---------------------------------------------------------------------------------------------
// Webhooks (Efí notifications)

export const WEBHOOK_STATES = ['pending', 'processed', 'failed'] as const;
export const webhookStateLabels: Record<(typeof WEBHOOK_STATES)[number], string> = {
  pending: 'Pendente',
  processed: 'Processado',
  failed: 'Falhou',
};

/**
 * Efí's statuses in a notification's entries (efi-pay.md §1.6), in pt-BR: charges and
 * subscriptions ("o status") share most names; `new_charge` is a subscription's only.
 */
export const EFI_STATUS_LABELS: Record<string, string> = {
  new: 'Novo',
  waiting: 'Aguardando',
  identified: 'Identificado',
  approved: 'Aprovado',
  paid: 'Pago',
  unpaid: 'Não pago',
  refunded: 'Reembolsado',
  contested: 'Contestado',
  canceled: 'Cancelado',
  settled: 'Pago manualmente',
  link: 'Link de pagamento',
  expired: 'Expirado',
  active: 'Ativo',
  new_charge: 'Nova cobrança',
  up_to_date: 'Em dia',
  finished: 'Encerrado',
};

/** The pt-BR name of an Efí status; one Efí adds later is shown as Efí sends it. */
export const efiStatusLabel = (status: string) => EFI_STATUS_LABELS[status] ?? status;

export const staffWebhookQuerySchema = paginationQuerySchema.extend({
  state: z.enum(WEBHOOK_STATES, { error: 'Estado inválido.' }).optional(),
  from: dayFilter,
  to: dayFilter,
});
export type StaffWebhookQuery = z.infer<typeof staffWebhookQuerySchema>;

export const staffWebhookSchema = z.object({
  id: z.string(),
  /** The first characters of Efí's token, enough to find it in Efí's panel. */
  tokenHint: z.string(),
  state: z.enum(WEBHOOK_STATES),
  deliveries: z.number().int(),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  entriesApplied: z.number().int(),
  entries: z.number().int(),
  firstReceivedAt: z.string(),
  lastReceivedAt: z.string(),
  processedAt: z.string().nullable(),
  /** The subscription (and its company) the entries are about; null before any is stored. */
  subscription: z
    .object({
      id: z.string(),
      efiSubscriptionId: z.number().int().nullable(),
      status: z.enum(SUBSCRIPTION_STATUSES),
      companyId: z.string(),
      companyName: z.string(),
    })
    .nullable(),
  /** The latest entry stored: what Efí last said (its status names, see efiStatusLabel). */
  lastEntry: z
    .object({
      type: z.string(),
      statusCurrent: z.string(),
      statusPrevious: z.string().nullable(),
    })
    .nullable(),
});
export type StaffWebhook = z.infer<typeof staffWebhookSchema>;
export const staffWebhookListSchema = paginatedSchema(staffWebhookSchema);
export type StaffWebhookList = z.infer<typeof staffWebhookListSchema>;

export const staffWebhookDetailSchema = z.object({
  data: staffWebhookSchema.extend({
    entryList: z.array(
      z.object({
        entryId: z.number().int(),
        type: z.string(),
        statusCurrent: z.string(),
        statusPrevious: z.string().nullable(),
        efiSubscriptionId: z.number().int().nullable(),
        efiChargeId: z.number().int().nullable(),
        valueCents: z.number().int().nullable(),
        occurredAt: z.string(),
        appliedAt: z.string(),
      }),
    ),
  }),
});
export type StaffWebhookDetail = z.infer<typeof staffWebhookDetailSchema>;

export const webhookReplayResultSchema = z.object({
  message: z.string(),
  state: z.enum(['processed', 'failed']),
  /** Entries in Efí's history for the token. */
  entries: z.number().int(),
  /** Entries applied by this replay (0 when everything was already applied). */
  applied: z.number().int(),
  error: z.string().nullable(),
});
export type WebhookReplayResult = z.infer<typeof webhookReplayResultSchema>;

export const webhookReplayAllResultSchema = z.object({
  message: z.string(),
  replayed: z.number().int(),
  processed: z.number().int(),
  failed: z.number().int(),
  applied: z.number().int(),
});
export type WebhookReplayAllResult = z.infer<typeof webhookReplayAllResultSchema>;

// ---------------------------------------------------------------------------------------------
// Leads

export const leadSourceLabels: Record<(typeof LEAD_SOURCES)[number], string> = {
  proposta: 'Proposta',
  beta: 'Beta',
  checkout: 'Checkout',
};
export const leadStatusLabels: Record<(typeof LEAD_STATUSES)[number], string> = {
  new: 'Novo',
  contacted: 'Contatado',
  qualified: 'Qualificado',
  converted: 'Convertido',
  lost: 'Perdido',
};

export const staffLeadQuerySchema = paginationQuerySchema.extend({
  source: z.enum(LEAD_SOURCES, { error: 'Origem inválida.' }).optional(),
  status: z.enum(LEAD_STATUSES, { error: 'Status inválido.' }).optional(),
  ownerId: idParam.optional(),
  from: dayFilter,
  to: dayFilter,
  /** Part of the name, e-mail or company. */
  search: searchFilter,
});
export type StaffLeadQuery = z.infer<typeof staffLeadQuerySchema>;

export const staffLeadSchema = z.object({
  id: z.string(),
  source: z.enum(LEAD_SOURCES),
  status: z.enum(LEAD_STATUSES),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  company: z.string().nullable(),
  companySize: z.enum(COMPANY_SIZES).nullable(),
  message: z.string().nullable(),
  owner: z.object({ id: z.string(), name: z.string() }).nullable(),
  notes: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type StaffLead = z.infer<typeof staffLeadSchema>;
export const staffLeadListSchema = paginatedSchema(staffLeadSchema);
export type StaffLeadList = z.infer<typeof staffLeadListSchema>;

export const staffLeadUpdateBodySchema = z
  .object({
    status: z.enum(LEAD_STATUSES, { error: 'Status inválido.' }),
    /** A staff member's id, or null to leave the lead without an owner. */
    ownerId: idParam.nullable(),
    notes: z
      .string()
      .trim()
      .max(5000, 'As anotações devem ter no máximo 5.000 caracteres.')
      .nullable()
      .transform((value) => (value ? value : null)),
  })
  .partial()
  .refine((body) => Object.keys(body).length > 0, 'Informe ao menos um campo para alterar.');
export type StaffLeadUpdateBody = z.input<typeof staffLeadUpdateBodySchema>;

// ---------------------------------------------------------------------------------------------
// Subscriptions

export const staffSubscriptionQuerySchema = paginationQuerySchema.extend({
  status: z.enum(SUBSCRIPTION_STATUSES, { error: 'Status inválido.' }).optional(),
  planId: idParam.optional(),
  companyId: idParam.optional(),
  /** Part of the company's name. */
  company: searchFilter,
  /** Created between these days. */
  from: dayFilter,
  to: dayFilter,
  /** How the subscription pays now. */
  method: methodFilter,
});
export type StaffSubscriptionQuery = z.infer<typeof staffSubscriptionQuerySchema>;

export const staffSubscriptionSchema = z.object({
  id: z.string(),
  company: companyRefSchema,
  plan: planRefSchema.nullable(),
  nextPlan: planRefSchema.nullable(),
  status: z.enum(SUBSCRIPTION_STATUSES),
  efiSubscriptionId: z.number().int().nullable(),
  trialEndsAt: z.string().nullable(),
  currentPeriodStart: z.string().nullable(),
  currentPeriodEnd: z.string().nullable(),
  nextChargeAt: z.string().nullable(),
  nextChargeCents: z.number().int().nullable(),
  /** How it pays now; `nextMethod` from the next charge when the admin switched. */
  method: z.enum(PAYMENT_METHODS),
  nextMethod: z.enum(PAYMENT_METHODS).nullable(),
  cardBrand: z.string().nullable(),
  cardMask: z.string().nullable(),
  cancelAtPeriodEnd: z.boolean(),
  cancelReason: z.string().nullable(),
  canceledAt: z.string().nullable(),
  endedAt: z.string().nullable(),
  pastDueSince: z.string().nullable(),
  activeUsers: z.number().int(),
  createdAt: z.string(),
  /** Efí's next execution ('YYYY-MM-DD') as the daily reconciliation last read it. */
  efiNextExecution: z.string().nullable(),
  /** Set while the reconciliation finds Efí's next charge on another day than Rumo's. */
  efiMismatchAt: z.string().nullable(),
});
export type StaffSubscription = z.infer<typeof staffSubscriptionSchema>;
export const staffSubscriptionListSchema = paginatedSchema(staffSubscriptionSchema);
export type StaffSubscriptionList = z.infer<typeof staffSubscriptionListSchema>;

export const efiSubscriptionViewSchema = z.object({
  available: z.boolean(),
  error: z.string().nullable(),
  status: z.string().nullable(),
  valueCents: z.number().int().nullable(),
  nextExecution: z.string().nullable(),
  charges: z.array(
    z.object({ chargeId: z.number().int(), status: z.string(), at: z.string().nullable() }),
  ),
});
export type EfiSubscriptionView = z.infer<typeof efiSubscriptionViewSchema>;

export const staffSubscriptionDetailSchema = z.object({
  data: staffSubscriptionSchema.extend({
    payer: z.object({ name: z.string(), email: z.string() }).nullable(),
    users: z.array(
      z.object({
        id: z.string(),
        name: z.string(),
        email: z.string(),
        role: z.string(),
        status: z.string(),
        lastLoginAt: z.string().nullable(),
      }),
    ),
    usage: z.object({ users: z.number().int(), limit: z.number().int().nullable() }),
    payments: z.array(staffPaymentSchema),
    efi: efiSubscriptionViewSchema,
  }),
});
export type StaffSubscriptionDetail = z.infer<typeof staffSubscriptionDetailSchema>;

export const staffCancelSubscriptionBodySchema = z.object({
  reason: reasonSchema,
  /** `period_end` (default) keeps access until the paid period ends; `immediately` ends it now. */
  when: z
    .enum(['period_end', 'immediately'], { error: 'Escolha quando cancelar.' })
    .default('period_end'),
});
export type StaffCancelSubscriptionBody = z.input<typeof staffCancelSubscriptionBodySchema>;

export const extendSubscriptionBodySchema = z.object({
  days: z
    .number({ error: 'Informe o número de dias.' })
    .int('Informe um número inteiro de dias.')
    .min(1, 'Estenda por ao menos 1 dia.')
    .max(365, 'Estenda por no máximo 365 dias.'),
  reason: reasonSchema,
});
export type ExtendSubscriptionBody = z.infer<typeof extendSubscriptionBodySchema>;

export const subscriptionActionResultSchema = z.object({
  message: z.string(),
  data: staffSubscriptionSchema,
});
export type SubscriptionActionResult = z.infer<typeof subscriptionActionResultSchema>;

// ---------------------------------------------------------------------------------------------
// Dashboard

/**
 * The dashboard's figures, each from the definition Estatísticas uses (backoffice/stats.ts) over
 * the current month so far ([from, to], Estatísticas' default period).
 */
export const backofficeDashboardSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** MRR centavos now, fractional for yearly plans (price / 12): round only to show. */
  mrrCents: z.number(),
  /** Exact: yearly prices + 12 × monthly prices. */
  arrCents: z.number().int(),
  /** Companies paying now (`active`, or `past_due` within the grace days). */
  payingCompanies: z.number().int(),
  /** Trials running now. */
  trials: z.number().int(),
  /** Trials decided this month that converted, 0..1 or null. */
  trialConversion: z.number().nullable(),
  newThisMonth: z.number().int(),
  /** Companies that stopped paying this month (canceled, immediately or at the period's end, or suspended). */
  churnedThisMonth: z.number().int(),
  /** Churned this month over the companies paying at its start, or null. */
  churnRate: z.number().nullable(),
  overdueCents: z.number().int(),
  overdueCount: z.number().int(),
  /**
   * MRR and paying companies now by how each subscription pays, and the overdue charges (refused
   * or unpaid boletos not paid yet) by how each was charged: each sums to the figure above.
   */
  byMethod: z.array(
    z.object({
      method: z.enum(PAYMENT_METHODS),
      mrrCents: z.number(),
      payingCompanies: z.number().int(),
      overdueCents: z.number().int(),
      overdueCount: z.number().int(),
    }),
  ),
  recentPayments: z.array(staffPaymentSchema),
  newLeads: z.number().int(),
  failingWebhooks: z.number().int(),
});
export type BackofficeDashboard = z.infer<typeof backofficeDashboardSchema>;

// ---------------------------------------------------------------------------------------------
// Messages and audit actions

export const backofficeBillingErrorCodes = {
  planInUse: 'PLAN_IN_USE',
  planIntervalLocked: 'PLAN_INTERVAL_LOCKED',
  efiUnavailable: 'EFI_UNAVAILABLE',
  invalidState: 'SUBSCRIPTION_INVALID_STATE',
  unknownStaff: 'UNKNOWN_STAFF',
  notSettleable: 'PAYMENT_NOT_SETTLEABLE',
} as const;

export const backofficeBillingMessages = {
  planNotFound: 'Plano não encontrado.',
  paymentNotFound: 'Pagamento não encontrado.',
  webhookNotFound: 'Notificação não encontrada.',
  leadNotFound: 'Lead não encontrado.',
  subscriptionNotFound: 'Assinatura não encontrada.',
  planInUse:
    'Este plano está em uso por assinaturas ou pagamentos e não pode ser excluído. Desative-o para que deixe de ser oferecido.',
  planIntervalLocked:
    'A periodicidade de um plano já criado na Efí ou em uso não pode mudar. Crie um novo plano com a periodicidade desejada.',
  planCreatedAtEfi: 'Plano criado na Efí.',
  planAlreadyAtEfi: 'Este plano já existe na Efí.',
  efiOk: 'Conexão com Efí Pay funcionando corretamente',
  efiFailedFallback: 'Falha ao conectar com Efí Pay',
  syncDone: 'Dados sincronizados com sucesso',
  syncWithFailures: (failed: number) =>
    `Sincronização concluída com ${plural(failed, 'falha', 'falhas')}.`,
  paymentSynced: 'Pagamento atualizado com a Efí.',
  paymentUnchanged: 'O pagamento já estava igual ao da Efí.',
  replayDone: 'Notificação reprocessada.',
  replayFailed: 'A notificação não pôde ser reprocessada.',
  replayAllDone: 'Notificações com falha reprocessadas.',
  unknownStaff: 'Responsável não encontrado entre os usuários do sistema ativos.',
  canceledAtPeriodEnd: 'Cancelamento agendado para o fim do período pago.',
  canceledNow: 'Assinatura cancelada.',
  notCancelable: 'Esta assinatura já está cancelada ou encerrada.',
  trialExtended: (days: number) => `Período de teste estendido em ${plural(days, 'dia', 'dias')}.`,
  graceExtended: (days: number) =>
    `Prazo para pagamento estendido em ${plural(days, 'dia', 'dias')}.`,
  periodExtended: (days: number) =>
    `Período de acesso estendido em ${plural(days, 'dia', 'dias')}.`,
  notExtendable:
    'A Efí não permite adiar a próxima cobrança de uma assinatura paga em dia. Estenda o teste, o prazo de uma cobrança em atraso ou o acesso de uma assinatura com cancelamento agendado.',
  nothingToRetry: 'Não há cobrança recusada nesta assinatura.',
  chargeAlreadyPaid: 'A cobrança já foi paga na Efí; a assinatura foi atualizada.',
  paymentRequested:
    'A Efí só tenta a cobrança de novo com um cartão informado pelo cliente: enviamos aos administradores da empresa o pedido de pagamento com o link para pagar.',
  efiUnavailable: 'Não foi possível falar com a Efí. Tente novamente em instantes.',
  paymentSettled: 'Pagamento registrado. A assinatura foi atualizada.',
  notSettleable:
    'Só é possível registrar o pagamento de um boleto aguardando pagamento ou vencido.',
} as const;

/** Labels of the audit actions these calls record (merge with STAFF_AUDIT_ACTION_LABELS). */
export const BILLING_AUDIT_ACTION_LABELS: Record<string, string> = {
  'subscription_plan.created': 'Plano criado',
  'subscription_plan.updated': 'Plano alterado',
  'subscription_plan.deleted': 'Plano excluído',
  'subscription_plan.efi_created': 'Plano criado na Efí',
  'subscription_plans.efi_synced': 'Planos sincronizados com a Efí',
  'payment.efi_synced': 'Pagamento sincronizado com a Efí',
  'payment.settled': 'Pagamento registrado manualmente',
  'payments.efi_synced': 'Pagamentos pendentes sincronizados com a Efí',
  'webhook.replayed': 'Notificação reprocessada',
  'webhooks.replayed_failed': 'Notificações com falha reprocessadas',
  'lead.updated': 'Lead alterado',
  'subscription.canceled': 'Assinatura cancelada',
  'subscription.extended': 'Assinatura estendida',
  'subscription.charge_retried': 'Nova tentativa de cobrança',
};
