import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createEfiSubscription, createPlan, paymentsOf, settle } from '../../test/billing-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { efiNotificationEntries } from './webhooks.table';

describe('the efi-notification queue', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('processes again a token re-posted while its own job runs', async () => {
    const plan = await createPlan(t);
    const { subscription, efiSubscriptionId } = await createEfiSubscription(t, plan);
    await settle(t);
    const read = t.app.efi.getNotification.bind(t.app.efi);
    let renewed = false;
    // Efí's next change (a paid renewal) and its callback land after the running job read the
    // token's history: the callback's job send meets the running job's singleton key.
    const spy = vi.spyOn(t.app.efi, 'getNotification').mockImplementation(async (token) => {
      const history = await read(token);
      if (!renewed) {
        renewed = true;
        const renewal = await t.app.inject({
          method: 'POST',
          url: `/efi-sim/control/subscriptions/${efiSubscriptionId}/charges`,
          payload: { outcome: 'paid' },
        });
        expect(renewal.statusCode).toBe(200);
        await settle(t);
      }
      return history;
    });
    try {
      await t.app.jobs.drain();
    } finally {
      spy.mockRestore();
    }
    expect(renewed).toBe(true);
    const list = await paymentsOf(t, subscription.id);
    expect(list.map((payment) => payment.status)).toEqual(['paid', 'paid']);
    const token = (await t.db.select().from(efiNotificationEntries))[0]?.token ?? '';
    const history = await t.app.efi.getNotification(token);
    expect(await t.db.$count(efiNotificationEntries, eq(efiNotificationEntries.token, token))).toBe(
      history.length,
    );
    // Nothing left behind: no job loops on the token.
    expect(await t.app.jobs.drain()).toBe(0);
  });
});
