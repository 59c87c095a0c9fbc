import { z } from 'zod';
import {
  BILLING_INTERVALS,
  type BillingInterval,
  MAX_TRIAL_DAYS,
  trialTooLongMessage,
} from '../../billing/plans';
import { efiSyncMessages } from './common';

/**
 * The backoffice's plans (spec §7; permission `subscription_plans`; role rules, spec §6, on top):
 *
 * GET    /backoffice/plans                                 staffPlanListQuerySchema -> staffPlanListSchema
 * POST   /backoffice/plans                                 staffPlanBodySchema -> 201 staffPlanSchema (managePlans)
 * PUT    /backoffice/subscription-plans/{id}               staffPlanUpdateBodySchema -> staffPlanSchema (managePlans)
 * DELETE /backoffice/subscription-plans/{id}               reasonBodySchema -> 204 | 409 in use (deletePlans)
 * POST   /backoffice/subscription-plans/sync-efi           -> planSyncResultSchema (syncData)
 * GET    /backoffice/subscription-plans/test-efi-connection -> efiConnectionResultSchema (testConnection)
 * POST   /backoffice/subscription-plans/{id}/create-efi-plan -> staffPlanSchema (managePlans)
 */

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

export const planErrorCodes = {
  planInUse: 'PLAN_IN_USE',
  planIntervalLocked: 'PLAN_INTERVAL_LOCKED',
} as const;

export const planMessages = {
  ...efiSyncMessages,
  planNotFound: 'Plano não encontrado.',
  planInUse:
    'Este plano está em uso por assinaturas ou pagamentos e não pode ser excluído. Desative-o para que deixe de ser oferecido.',
  planIntervalLocked:
    'A periodicidade de um plano já criado na Efí ou em uso não pode mudar. Crie um novo plano com a periodicidade desejada.',
  planCreatedAtEfi: 'Plano criado na Efí.',
  planAlreadyAtEfi: 'Este plano já existe na Efí.',
  efiOk: 'Conexão com Efí Pay funcionando corretamente',
  efiFailedFallback: 'Falha ao conectar com Efí Pay',
} as const;

/** Labels of the audit actions these calls record (merged into AUDIT_ACTION_LABELS). */
export const PLAN_AUDIT_ACTION_LABELS: Record<string, string> = {
  'subscription_plan.created': 'Plano criado',
  'subscription_plan.updated': 'Plano alterado',
  'subscription_plan.deleted': 'Plano excluído',
  'subscription_plan.efi_created': 'Plano criado na Efí',
  'subscription_plans.efi_synced': 'Planos sincronizados com a Efí',
};
