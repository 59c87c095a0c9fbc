import { z } from 'zod';
import { SUBSCRIPTION_STATUSES } from '../../billing/contracts';
import { PAYMENT_METHODS } from '../../billing/payment-method';
import { paginatedSchema, paginationQuerySchema } from '../../common/pagination';
import { plural } from '../../common/plural';
import {
  companyRefSchema,
  dayFilter,
  idParam,
  methodFilter,
  planRefSchema,
  reasonSchema,
  searchFilter,
} from './common';
import { staffPaymentSchema } from './payments';

/**
 * The backoffice's subscriptions (spec §7; permission `subscription_plans`; role rules, spec §6,
 * on top):
 *
 * GET    /backoffice/subscriptions                         staffSubscriptionQuerySchema -> staffSubscriptionListSchema
 * GET    /backoffice/subscriptions/{id}                    -> staffSubscriptionDetailSchema
 * POST   /backoffice/subscriptions/{id}/cancel             staffCancelSubscriptionBodySchema -> subscriptionActionResultSchema
 * POST   /backoffice/subscriptions/{id}/extend             extendSubscriptionBodySchema -> subscriptionActionResultSchema
 * POST   /backoffice/subscriptions/{id}/retry-charge       -> subscriptionActionResultSchema
 */

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

export const subscriptionErrorCodes = { invalidState: 'SUBSCRIPTION_INVALID_STATE' } as const;

export const subscriptionMessages = {
  subscriptionNotFound: 'Assinatura não encontrada.',
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
} as const;

/** Labels of the audit actions these calls record (merged into AUDIT_ACTION_LABELS). */
export const SUBSCRIPTION_AUDIT_ACTION_LABELS: Record<string, string> = {
  'subscription.canceled': 'Assinatura cancelada',
  'subscription.extended': 'Assinatura estendida',
  'subscription.charge_retried': 'Nova tentativa de cobrança',
};
