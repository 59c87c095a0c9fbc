import { brazilianDay } from '@rumo/shared/billing/money';
import type { BillingInterval, PublicPlan } from '@rumo/shared/billing/plans';
import { plural } from '@rumo/shared/common/plural';

export const intervalSuffix: Record<BillingInterval, string> = {
  monthly: '/mês',
  yearly: '/ano',
};

/** One offer (tier) with its monthly and yearly prices, as /planos shows it. */
export interface PlanTier {
  tier: string;
  monthly: PublicPlan | null;
  yearly: PublicPlan | null;
}

/** Groups the API's rows by tier, keeping the API's display order. */
export function groupPlansByTier(plans: readonly PublicPlan[]): PlanTier[] {
  const tiers = new Map<string, PlanTier>();
  for (const plan of plans) {
    const entry = tiers.get(plan.tier) ?? { tier: plan.tier, monthly: null, yearly: null };
    entry[plan.interval] = plan;
    tiers.set(plan.tier, entry);
  }
  return [...tiers.values()];
}

/**
 * What a yearly price means per month, and how much it saves against twelve monthly payments
 * (null when the tier has no monthly price or the year is not cheaper).
 */
export function yearlySaving(tier: PlanTier): {
  monthlyEquivalentCents: number;
  savingCents: number | null;
  savingPercent: number | null;
} | null {
  if (!tier.yearly) return null;
  const monthlyEquivalentCents = Math.round(tier.yearly.priceCents / 12);
  if (!tier.monthly) return { monthlyEquivalentCents, savingCents: null, savingPercent: null };
  const fullYear = tier.monthly.priceCents * 12;
  const savingCents = fullYear - tier.yearly.priceCents;
  if (savingCents <= 0) return { monthlyEquivalentCents, savingCents: null, savingPercent: null };
  return {
    monthlyEquivalentCents,
    savingCents,
    savingPercent: Math.round((savingCents / fullYear) * 100),
  };
}

export function userLimitLabel(limit: number): string {
  return `Até ${plural(limit, 'usuário', 'usuários')}`;
}

const addDays = (day: string, days: number) => {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
};

/**
 * The day ('YYYY-MM-DD', Brasília) of the first charge when nothing is charged today, as the API
 * decides it: a company in trial keeps it (the charge falls on its last day); a new buyer gets
 * the plan's trial days. Null when the card is charged today.
 */
export function firstChargeDay(input: {
  plan: Pick<PublicPlan, 'trialDays'> | null;
  signedIn: boolean;
  trialEndsAt: string | null;
  now: Date;
}): string | null {
  const today = brazilianDay(input.now);
  if (input.signedIn) {
    if (!input.trialEndsAt) return null;
    const last = brazilianDay(new Date(input.trialEndsAt));
    return last > today ? last : null;
  }
  const days = input.plan?.trialDays ?? 0;
  return days > 0 ? addDays(today, days) : null;
}
