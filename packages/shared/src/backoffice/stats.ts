import { z } from 'zod';
import { SUBSCRIPTION_STATUSES } from '../billing/contracts';
import { BILLING_INTERVALS } from '../billing/plans';
import { isoDateSchema } from '../common/fields';
import { paginatedSchema, paginationQuerySchema } from '../common/pagination';

/**
 * The backoffice's subscription metrics and OKR engagement (permission `stats`).
 *
 * Routes (API base /api, staff tokens only):
 * GET /api/backoffice/stats/summary     statsSummaryQuerySchema -> statsSummarySchema
 * GET /api/backoffice/stats/mrr         mrrSeriesQuerySchema -> mrrSeriesSchema
 * GET /api/backoffice/stats/export.csv  mrrSeriesQuerySchema -> text/csv (the MRR series)
 * GET /api/backoffice/stats/engagement  engagementQuerySchema -> engagementListSchema
 * GET /api/backoffice/companies/{id}    -> companyViewSchema (permission `subscription_plans` or `stats`)
 *
 * Definitions (money in integer centavos; days and months in America/Sao_Paulo):
 *
 * - A company's MRR at an instant T:
 *   - at the current instant (the series' last point, a period ending today): its subscription
 *     is `active` or `past_due` → its plan's price, a yearly plan counting price / 12 (rounded);
 *   - at an earlier instant (a past month end) it is reconstructed from the payments: the paid
 *     charge (`paid`/`settled`, paid by T) whose period covers T's day — or ended less than the
 *     grace days before it (a refused renewal still counts until the suspension) — gives the
 *     plan that charge paid for (so plan changes show up), unless the subscription had ended
 *     (`ended_at` ≤ T) or its scheduled cancellation had taken effect.
 * - MRR: the sum over companies; ARR = MRR × 12; ARPA = MRR / paying companies (null when none).
 * - Movements between two instants (the end of the previous month and this month's end), per
 *   company, before → after:
 *   - new: 0 → x, never paid before; reactivation: 0 → x, a paid charge before (a returning
 *     customer); churn: x → 0 (negative); expansion: x → y > x (y − x); contraction:
 *     x → y < x (y − x, negative). new + expansion + contraction + churn + reactivation = net
 *     = MRR after − MRR before.
 * - For a period [from, to] (whole days; default: the current month up to today) the summary
 *   compares the start of `from` with the end of `to` (or now, when `to` is today):
 *   - logo churn = companies paying at the start and not at the end / paying at the start;
 *   - revenue churn = (churned + contraction MRR of those companies) / MRR at the start (gross:
 *     expansion does not offset it);
 *   - monthly revenue churn = revenue churn / months of the period (days / 30.4375 rounded, at
 *     least 1); LTV = ARPA / monthly revenue churn, null when that churn is 0 (or no ARPA);
 *   - trial conversion = trials started in the period (subscriptions created in it with a trial
 *     end) that have a paid charge by now / those trials;
 *   - failed-payment recovery = charges first refused (Efí `unpaid`) in the period that are paid
 *     now / charges refused in the period.
 * - Engagement of a company (the last four weeks: four rolling 7-day windows ending today):
 *   - the active key results are those of the active objectives of the company's active cycle;
 *   - a key result is on time in a week when it has a check-in dated in that week;
 *   - on-time rate = on-time (key result, week) pairs / (4 × active key results); null without
 *     active key results;
 *   - active users = active users who signed in or checked in within the last 14 days;
 *   - at risk: a paying subscription (`active`/`past_due`) and either an on-time rate under 40 %
 *     or no check-in in the last 14 days.
 */

/** A real calendar day (the customer side's date: years 1900 to 2999). */
export const dayQuerySchema = isoDateSchema;

export const statsSummaryQuerySchema = z
  .object({ from: dayQuerySchema.optional(), to: dayQuerySchema.optional() })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: 'A data inicial deve ser anterior à final.',
    path: ['from'],
  });
export type StatsSummaryQuery = z.infer<typeof statsSummaryQuerySchema>;

export const MRR_SERIES_MAX_MONTHS = 60;
export const mrrSeriesQuerySchema = z.object({
  months: z.coerce
    .number({ error: 'Informe o número de meses.' })
    .int('Informe um número inteiro de meses.')
    .min(1, `Informe de 1 a ${MRR_SERIES_MAX_MONTHS} meses.`)
    .max(MRR_SERIES_MAX_MONTHS, `Informe de 1 a ${MRR_SERIES_MAX_MONTHS} meses.`)
    .default(12),
});
export type MrrSeriesQuery = z.infer<typeof mrrSeriesQuerySchema>;

export const mrrMovementsSchema = z.object({
  newCents: z.number().int(),
  expansionCents: z.number().int(),
  /** Negative (or 0). */
  contractionCents: z.number().int(),
  /** Negative (or 0). */
  churnCents: z.number().int(),
  reactivationCents: z.number().int(),
  netCents: z.number().int(),
});
export type MrrMovements = z.infer<typeof mrrMovementsSchema>;

export const mrrPointSchema = mrrMovementsSchema.extend({
  /** 'YYYY-MM'. */
  month: z.string(),
  /** The instant measured: the month's end, or now for the current month. */
  at: z.string(),
  mrrCents: z.number().int(),
  payingCompanies: z.number().int(),
});
export type MrrPoint = z.infer<typeof mrrPointSchema>;

export const mrrSeriesSchema = z.object({ data: z.array(mrrPointSchema) });
export type MrrSeries = z.infer<typeof mrrSeriesSchema>;

const rate = z.number().nullable();

export const statsSummarySchema = z.object({
  data: z.object({
    from: z.string(),
    to: z.string(),
    mrrCents: z.number().int(),
    arrCents: z.number().int(),
    arpaCents: z.number().int().nullable(),
    payingCompanies: z.number().int(),
    mrrAtStartCents: z.number().int(),
    payingAtStart: z.number().int(),
    movements: mrrMovementsSchema,
    churnedCompanies: z.number().int(),
    logoChurnRate: rate,
    revenueChurnRate: rate,
    monthlyRevenueChurnRate: rate,
    ltvCents: z.number().int().nullable(),
    trialConversion: z.object({
      started: z.number().int(),
      converted: z.number().int(),
      rate,
    }),
    failedPaymentRecovery: z.object({
      refused: z.number().int(),
      recovered: z.number().int(),
      recoveredCents: z.number().int(),
      rate,
    }),
  }),
});
export type StatsSummary = z.infer<typeof statsSummarySchema>['data'];

/** pt-BR headers of the MRR CSV export, in column order. */
export const MRR_CSV_HEADERS = [
  'Mês',
  'MRR (R$)',
  'Empresas pagantes',
  'Novo (R$)',
  'Expansão (R$)',
  'Contração (R$)',
  'Cancelamentos (R$)',
  'Reativação (R$)',
  'Variação líquida (R$)',
] as const;

// ---------------------------------------------------------------- engagement and company view

export const ENGAGEMENT_SORTS = ['risk', 'name', 'engagement'] as const;
export const ENGAGEMENT_AT_RISK_RATE = 0.4;
export const ENGAGEMENT_WEEKS = 4;
export const ENGAGEMENT_RECENT_DAYS = 14;

export const engagementQuerySchema = paginationQuerySchema.extend({
  sort: z.enum(ENGAGEMENT_SORTS, { error: 'Ordenação inválida.' }).default('risk'),
  /** Only the companies at risk. */
  atRisk: z
    .enum(['true', 'false'], { error: 'Use true ou false.' })
    .transform((value) => value === 'true')
    .optional(),
});
export type EngagementQuery = z.infer<typeof engagementQuerySchema>;

export const RISK_REASONS = ['low_engagement', 'no_recent_check_in'] as const;
export const riskReasonLabels: Record<(typeof RISK_REASONS)[number], string> = {
  low_engagement: 'Menos de 40 % dos resultados-chave com check-in em dia',
  no_recent_check_in: 'Nenhum check-in nos últimos 14 dias',
};

export const engagementSchema = z.object({
  activeKeyResults: z.number().int(),
  onTimeWeeks: z.number().int(),
  /** 0..1, null without active key results. */
  onTimeRate: rate,
  activeUsers: z.number().int(),
  lastCheckInAt: z.string().nullable(),
  lastSignInAt: z.string().nullable(),
  atRisk: z.boolean(),
  riskReasons: z.array(z.enum(RISK_REASONS)),
});
export type Engagement = z.infer<typeof engagementSchema>;

const planSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  interval: z.enum(BILLING_INTERVALS),
  priceCents: z.number().int(),
  userLimit: z.number().int(),
});

export const companyEngagementSchema = z.object({
  companyId: z.string(),
  companyName: z.string(),
  plan: planSummarySchema.nullable(),
  status: z.enum(SUBSCRIPTION_STATUSES).nullable(),
  engagement: engagementSchema,
});
export type CompanyEngagement = z.infer<typeof companyEngagementSchema>;

export const engagementListSchema = paginatedSchema(companyEngagementSchema);

export const companyIdParamsSchema = z.object({ id: z.uuid('Empresa inválida.') });

export const companyViewSchema = z.object({
  data: z.object({
    id: z.string(),
    name: z.string(),
    createdAt: z.string(),
    users: z.object({
      total: z.number().int(),
      active: z.number().int(),
      pending: z.number().int(),
      disabled: z.number().int(),
    }),
    subscription: z
      .object({
        id: z.string(),
        status: z.enum(SUBSCRIPTION_STATUSES),
        trialEndsAt: z.string().nullable(),
        currentPeriodStart: z.string().nullable(),
        currentPeriodEnd: z.string().nullable(),
        cancelAtPeriodEnd: z.boolean(),
        canceledAt: z.string().nullable(),
        endedAt: z.string().nullable(),
        pastDueSince: z.string().nullable(),
        createdAt: z.string(),
      })
      .nullable(),
    plan: planSummarySchema.nullable(),
    /** Seats in use (everyone not disabled, invitations included) against the plan's limit. */
    usage: z.object({
      seats: z.number().int(),
      limit: z.number().int().nullable(),
      /** 0..1 (may pass 1 after a downgrade), null without a plan. */
      share: rate,
    }),
    mrrCents: z.number().int(),
    engagement: engagementSchema,
    /** The latest sign-in or check-in of anyone in the company. */
    lastActivityAt: z.string().nullable(),
  }),
});
export type CompanyView = z.infer<typeof companyViewSchema>['data'];

export const statsMessages = {
  companyNotFound: 'Empresa não encontrada.',
} as const;
