import type { PublicPlan } from '@rumo/shared/billing/plans';
import { describe, expect, it } from 'vitest';
import { groupPlansByTier, userLimitLabel, yearlySaving } from './plan-pricing';

const plan = (interval: PublicPlan['interval'], priceCents: number): PublicPlan => ({
  id: `equipe-${interval}`,
  tier: 'equipe',
  name: 'Equipe',
  description: '',
  features: [],
  priceCents,
  interval,
  userLimit: 50,
  trialDays: 0,
  highlighted: true,
});

describe('plan pricing', () => {
  it('groups monthly and yearly rows by tier and prices the year per month', () => {
    const [tier] = groupPlansByTier([plan('monthly', 44_900), plan('yearly', 449_000)]);
    expect(tier?.monthly?.priceCents).toBe(44_900);
    expect(yearlySaving(tier as never)).toEqual({
      monthlyEquivalentCents: 37_417,
      savingCents: 89_800,
      savingPercent: 17,
    });
    expect(userLimitLabel(1200)).toBe('Até 1.200 usuários');
  });
});
