import { publicPlanListSchema } from '@rumo/shared/billing/plans';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { DEFAULT_PLANS, seedDefaultPlansForSale } from './plans.seed';
import { subscriptionPlans } from './plans.table';

describe('plans', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('seeds three offers, monthly and yearly (a year for ten months), once, created at Efí', async () => {
    // What `npm start` does with the embedded default: the plans are on sale from the start.
    expect(await seedDefaultPlansForSale(t.app)).toEqual({ seeded: 6, synced: 6, failed: 0 });
    expect(await seedDefaultPlansForSale(t.app)).toEqual({ seeded: 0, synced: 0, failed: 0 });
    const rows = await t.db.select().from(subscriptionPlans);
    expect(rows).toHaveLength(6);
    expect(rows.every((plan) => plan.efiPlanId !== null && plan.efiSyncState === 'synced')).toBe(
      true,
    );
    const equipe = DEFAULT_PLANS.filter((plan) => plan.tier === 'equipe');
    expect(equipe.map((plan) => [plan.interval, plan.priceCents, plan.userLimit])).toEqual([
      ['monthly', 44_900, 50],
      ['yearly', 449_000, 50],
    ]);
  });

  it('lists the active plans to anyone, in display order, without Efí internals', async () => {
    await t.db
      .update(subscriptionPlans)
      .set({ active: false })
      .where(eq(subscriptionPlans.tier, 'empresa'));
    const response = await t.app.inject({ method: 'GET', url: '/api/plans' });
    expect(response.statusCode).toBe(200);
    const { data } = publicPlanListSchema.parse(response.json());
    expect(data.map((plan) => `${plan.tier}/${plan.interval}`)).toEqual([
      'essencial/monthly',
      'essencial/yearly',
      'equipe/monthly',
      'equipe/yearly',
    ]);
    expect(data.filter((plan) => plan.highlighted).map((plan) => plan.tier)).toEqual([
      'equipe',
      'equipe',
    ]);
    expect(response.body).not.toContain('efi');
  });

  it('refuses prices Efí would refuse (under R$ 5,00) and plans without users', async () => {
    const plan = {
      tier: 'teste',
      name: 'Teste',
      interval: 'monthly' as const,
      priceCents: 10_000,
      userLimit: 5,
    };
    await expect(
      t.db.insert(subscriptionPlans).values({ ...plan, priceCents: 499 }),
    ).rejects.toThrow();
    await expect(
      t.db.insert(subscriptionPlans).values({ ...plan, userLimit: 0 }),
    ).rejects.toThrow();
  });
});
