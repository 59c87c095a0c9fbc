import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEfiSubscription, createPlan } from '../../test/billing-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { latestUnpaidPayment as latestToPayAgain } from './billing-account.repository';
import { latestUnpaidPayment as latestForDunning } from './payments.repository';
import { payments } from './subscriptions.table';

describe('the latest unpaid payment of a subscription', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('is the later Efí charge when two unpaid ones were stored at the same instant', async () => {
    const plan = await createPlan(t);
    const { company, subscription, firstChargeId } = await createEfiSubscription(t, plan);
    const at = new Date('2026-05-10T12:00:00Z');
    // The earlier charge goes in first, so the table's own order would pick it.
    for (const efiChargeId of [firstChargeId + 100, firstChargeId + 101]) {
      await t.db.insert(payments).values({
        companyId: company.companyId,
        subscriptionId: subscription.id,
        planId: plan.id,
        efiChargeId,
        amountCents: plan.priceCents,
        status: 'unpaid',
        statusAt: at,
        createdAt: at,
      });
    }
    expect((await latestToPayAgain(t.db, subscription.id))?.efiChargeId).toBe(firstChargeId + 101);
    expect((await latestForDunning(t.db, subscription.id))?.efiChargeId).toBe(firstChargeId + 101);
  });
});
