import { z } from 'zod';

export const BILLING_INTERVALS = ['monthly', 'yearly'] as const;
export type BillingInterval = (typeof BILLING_INTERVALS)[number];
export const billingIntervalLabels: Record<BillingInterval, string> = {
  monthly: 'Mensal',
  yearly: 'Anual',
};

/**
 * The longest trial a plan may give, by its interval: no longer than the period it precedes (a
 * longer one is a discount, and coupons are not sold), and never past Efí's `trial_days` limit of
 * 365 (efi-pay.md §4).
 */
export const MAX_TRIAL_DAYS: Record<BillingInterval, number> = { monthly: 31, yearly: 365 };
export const trialTooLongMessage = (interval: BillingInterval) =>
  `O teste de um plano ${interval === 'monthly' ? 'mensal' : 'anual'} pode durar no máximo ${MAX_TRIAL_DAYS[interval]} dias.`;

/** A plan as the public pages show it; money in integer centavos. */
export const publicPlanSchema = z.object({
  id: z.string(),
  /** Groups the monthly and yearly prices of one offer (e.g. `equipe`). */
  tier: z.string(),
  name: z.string(),
  description: z.string(),
  features: z.array(z.string()),
  priceCents: z.number().int(),
  interval: z.enum(BILLING_INTERVALS),
  userLimit: z.number().int(),
  trialDays: z.number().int(),
  highlighted: z.boolean(),
});
export type PublicPlan = z.infer<typeof publicPlanSchema>;

export const publicPlanListSchema = z.object({ data: z.array(publicPlanSchema) });
export type PublicPlanList = z.infer<typeof publicPlanListSchema>;

/**
 * Routes:
 * GET /api/plans (public) -> publicPlanListSchema: the active plans, in display order
 */
