import type { PublicPlan } from '@rumo/shared/billing/plans';
import { describe, expect, it } from 'vitest';
import { detectCardBrand, passesLuhn } from './card-brand';
import { maskCardNumber, maskDocument, maskExpiry, maskPhone, maskZipcode } from './masks';
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

describe('checkout masks and card rules', () => {
  it('formats as the person types', () => {
    expect(maskDocument('529982')).toBe('529.982');
    expect(maskDocument('11222333000181')).toBe('11.222.333/0001-81');
    expect(maskPhone('1134567890')).toBe('(11) 3456-7890');
    expect(maskPhone('11912345678')).toBe('(11) 91234-5678');
    expect(maskZipcode('01310100')).toBe('01310-100');
    expect(maskExpiry('1234')).toBe('12/34');
    expect(maskCardNumber('378282246310005')).toBe('3782 822463 10005');
  });

  it('tells the brand and checks the Luhn digit', () => {
    expect(detectCardBrand('5555 5555 5555 4444')).toBe('mastercard');
    expect(detectCardBrand('4111')).toBe('visa');
    expect(detectCardBrand('3782')).toBe('amex');
    expect(detectCardBrand('6362 9700 0045 7013')).toBe('elo');
    expect(detectCardBrand('6062 8288 8866 6688')).toBe('hipercard');
    expect(passesLuhn('5555555555554444')).toBe(true);
    expect(passesLuhn('5555555555554442')).toBe(false);
  });
});
