import { z } from 'zod';
import { SUBSCRIPTION_STATUSES } from '../billing/contracts';
import { PAYMENT_METHODS } from '../billing/payment-method';
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
 * Definitions (money in integer centavos; days and months in America/Sao_Paulo). Each is computed
 * in one place (apps/api/src/features/backoffice/stats/stats.repository.ts) and shown the same on
 * the dashboard, Pagamentos and Estatísticas; the dashboard's and Pagamentos' window is the
 * current month up to now, Estatísticas' the chosen period (by default the same).
 *
 * - A company's recurring revenue at an instant T, in annual centavos (a yearly plan's price,
 *   12 × a monthly plan's: exact integers):
 *   - now (the series' last point, a period ending today): its subscription is `active` or
 *     `past_due` with a plan, its scheduled cancellation has not taken effect (the period's last
 *     day has not passed) and a `past_due` one is within the grace days → its plan's;
 *   - at an earlier instant (a past month end) it is rebuilt from the payments: the paid charge
 *     (`paid`/`settled`, paid by T) whose period covers T's day — or ended less than the grace
 *     days before it — gives the plan that charge paid for (so plan changes show up), unless the
 *     subscription had ended (`ended_at` ≤ T, e.g. an immediate cancellation) or its scheduled
 *     cancellation had taken effect.
 * - ARR = the sum over companies (exact). MRR = ARR / 12, fractional centavos when yearly plans
 *   are paying (a R$ 4.490 yearly plan: ARR R$ 4.490,00, MRR 37.416,67 centavos); it is rounded
 *   only where shown. ARPA = MRR / paying companies (null when none).
 * - Movements between two instants (the previous month's end and this month's end, or a
 *   period's start and end), per company, before → after, in MRR:
 *   - new: 0 → x, never paid before; reactivation: 0 → x, a paid charge before; churn: x → 0
 *     (negative); expansion: x → y > x (y − x); contraction: x → y < x (y − x, negative);
 *   - a company at 0 at both ends that paid a charge in between (it started and was canceled
 *     immediately, say) is new (or reactivated) and churned by that charge's plan;
 *   - new + expansion + contraction + churn + reactivation = net = MRR after − MRR before;
 *   - new companies and churned companies count the companies with those movements.
 * - For a period [from, to] (whole days; default: the current month up to today) the summary
 *   compares the start of `from` with the end of `to` (or now, when `to` is today):
 *   - logo churn = churned companies / companies paying at the start;
 *   - revenue churn = (churn + contraction) / MRR at the start (gross: expansion does not offset
 *     it); monthly revenue churn = revenue churn / months of the period (days / 30.4375 rounded,
 *     at least 1); LTV = ARPA / monthly revenue churn (rounded centavos), null when that churn
 *     is 0 (or no ARPA);
 *   - trial conversion = trials decided in the period that converted / trials decided in it; a
 *     trial is decided when its first charge is paid (converted) or, unpaid, when the trial (or
 *     the subscription) ended, by now;
 *   - charge outcomes: the charges whose first outcome at Efí (the first refusal, `unpaid`, or
 *     the payment when never refused) fell in the period; refusal rate = refused / those;
 *     recovery = refused ones paid now / refused.
 * - By payment method (`byMethod`, each sums to its total): MRR and paying companies by how each
 *   subscription pays now (`subscriptions.payment_method`; an admin's switch counts from the charge
 *   it takes effect on); charge outcomes by how each charge was made (`payments.method`: a
 *   boleto's refusal is Efí's `unpaid`, the boleto not paid by its due date).
 * - Engagement of a company (the last four weeks: four rolling 7-day windows ending today):
 *   - the active key results are those of the active objectives of the company's active cycle;
 *   - a key result is on time in a week when it has a check-in dated in that week;
 *   - on-time rate = on-time (key result, week) pairs / (4 × active key results); null without
 *     active key results;
 *   - active users = active users who signed in or checked in within the last 14 days;
 *   - at risk: no check-in ever, whatever the subscription's status; or a paying subscription
 *     (`active`/`past_due`) with an on-time rate under 40 % or no check-in in the last 14 days.
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

/** MRR from annual centavos: fractional with yearly plans, rounded only where shown. */
export const monthlyCents = (annual: number) => annual / 12;

/** MRR centavos (fractional for yearly plans: price / 12). */
const mrr = z.number();

export const mrrMovementsSchema = z.object({
  newCents: mrr,
  expansionCents: mrr,
  /** Negative (or 0). */
  contractionCents: mrr,
  /** Negative (or 0). */
  churnCents: mrr,
  reactivationCents: mrr,
  netCents: mrr,
});
export type MrrMovements = z.infer<typeof mrrMovementsSchema>;

export const mrrPointSchema = mrrMovementsSchema.extend({
  /** 'YYYY-MM'. */
  month: z.string(),
  /** The instant measured: the month's end, or now for the current month. */
  at: z.string(),
  mrrCents: mrr,
  payingCompanies: z.number().int(),
});
export type MrrPoint = z.infer<typeof mrrPointSchema>;

export const mrrSeriesSchema = z.object({ data: z.array(mrrPointSchema) });
export type MrrSeries = z.infer<typeof mrrSeriesSchema>;

const rate = z.number().nullable();

const chargeOutcomeSchema = z.object({
  /** Charges whose first outcome (refused, or paid) fell in the period. */
  charged: z.number().int(),
  refused: z.number().int(),
  /** refused / charged. */
  refusalRate: rate,
  recovered: z.number().int(),
  recoveredCents: z.number().int(),
  rate,
});

export const statsSummarySchema = z.object({
  data: z.object({
    from: z.string(),
    to: z.string(),
    mrrCents: mrr,
    /** Exact: yearly prices + 12 × monthly prices of the paying companies. */
    arrCents: z.number().int(),
    arpaCents: mrr.nullable(),
    payingCompanies: z.number().int(),
    mrrAtStartCents: mrr,
    payingAtStart: z.number().int(),
    movements: mrrMovementsSchema,
    newCompanies: z.number().int(),
    churnedCompanies: z.number().int(),
    logoChurnRate: rate,
    revenueChurnRate: rate,
    monthlyRevenueChurnRate: rate,
    ltvCents: z.number().int().nullable(),
    trialConversion: z.object({
      /** Trials decided in the period (converted or ended unpaid). */
      ended: z.number().int(),
      converted: z.number().int(),
      rate,
    }),
    failedPaymentRecovery: chargeOutcomeSchema,
    /** MRR, paying companies and charge outcomes by payment method (definitions above). */
    byMethod: z.array(
      z.object({
        method: z.enum(PAYMENT_METHODS),
        mrrCents: mrr,
        payingCompanies: z.number().int(),
        failedPaymentRecovery: chargeOutcomeSchema,
      }),
    ),
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

export const RISK_REASONS = ['never_checked_in', 'low_engagement', 'no_recent_check_in'] as const;
export const riskReasonLabels: Record<(typeof RISK_REASONS)[number], string> = {
  never_checked_in: 'Nenhum check-in registrado',
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
    /** MRR centavos (fractional for a yearly plan: price / 12). */
    mrrCents: mrr,
    engagement: engagementSchema,
    /** The latest sign-in or check-in of anyone in the company. */
    lastActivityAt: z.string().nullable(),
  }),
});
export type CompanyView = z.infer<typeof companyViewSchema>['data'];

export const statsMessages = {
  companyNotFound: 'Empresa não encontrada.',
} as const;
