import { describe, expect, it } from 'vitest';
import { MAX_TRIAL_DAYS, trialTooLongMessage } from '../billing/plans';
import { staffPlanBodySchema, staffPlanUpdateBodySchema } from './billing/plans';

const plan = { name: 'Equipe', priceCents: 9_900, userLimit: 20 };
const trialMessage = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.find((issue) => issue.path[0] === 'trialDays')?.message;

describe('a plan trial no longer than its period', () => {
  it('bounds a monthly trial at 31 days and a yearly one at 365 (Efí), in pt-BR', () => {
    expect(MAX_TRIAL_DAYS).toEqual({ monthly: 31, yearly: 365 });
    expect(
      staffPlanBodySchema.safeParse({ ...plan, interval: 'monthly', trialDays: 31 }).success,
    ).toBe(true);
    const monthly = staffPlanBodySchema.safeParse({ ...plan, interval: 'monthly', trialDays: 32 });
    expect(trialMessage(monthly)).toBe('O teste de um plano mensal pode durar no máximo 31 dias.');
    expect(
      staffPlanBodySchema.safeParse({ ...plan, interval: 'yearly', trialDays: 365 }).success,
    ).toBe(true);
    const yearly = staffPlanBodySchema.safeParse({ ...plan, interval: 'yearly', trialDays: 366 });
    expect(yearly.success).toBe(false);
  });

  it('checks an update carrying both fields; one field alone is left to the API', () => {
    const both = staffPlanUpdateBodySchema.safeParse({ interval: 'monthly', trialDays: 60 });
    expect(trialMessage(both)).toBe(trialTooLongMessage('monthly'));
    expect(staffPlanUpdateBodySchema.safeParse({ trialDays: 60 }).success).toBe(true);
  });
});
