import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createEfiSubscription, createPlan, paymentsOf, settle } from '../../test/billing-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { rateLimitCounters } from '../rate-limits/rate-limits.table';
import {
  processNotification,
  purgeUnknownTokens,
  REFUSED_TOKEN_ERROR,
} from './notifications.service';
import { efiNotificationEntries, efiNotifications } from './webhooks.table';

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

describe('unknown webhook tokens are bounded', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const post = (token: string, remoteAddress: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/webhooks/efi',
      remoteAddress,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `notification=${token}`,
    });

  it('stores at most 1,000 new tokens per address in 5 minutes; known ones always pass', async () => {
    const forger = '203.0.113.5';
    for (const token of ['forjado-1', 'forjado-2', 'forjado-3']) {
      expect((await post(token, forger)).statusCode).toBe(200);
    }
    // Two first deliveries at once store one token and count it once.
    const twice = await Promise.all([post('forjado-3', forger), post('forjado-4', forger)]);
    expect(twice.map((response) => response.statusCode)).toEqual([200, 200]);
    await Promise.all([post('forjado-5', forger), post('forjado-5', forger)]);
    const key = `efi-webhook-new-token:ip:${forger}`;
    const count = async () => {
      const [counter] = await t.db
        .select()
        .from(rateLimitCounters)
        .where(eq(rateLimitCounters.key, key));
      return counter?.count;
    };
    // The delivery that did not store forjado-5 gives its reservation back in onResponse, which
    // may still be running when inject resolves (on PostgreSQL it is another connection).
    await expect.poll(count, { timeout: 2000, interval: 20 }).toBe(5);
    // As if 994 more forged tokens had come in these minutes (posting them takes too long here).
    await t.db.update(rateLimitCounters).set({ count: 999 }).where(eq(rateLimitCounters.key, key));
    expect((await post('forjado-1000', forger)).statusCode).toBe(200);
    const refused = await post('forjado-1001', forger);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ statusCode: 429 });
    // A token already stored is Efí's re-post: counted on its row, never refused.
    expect((await post('forjado-1', forger)).statusCode).toBe(200);
    expect((await post('de-outro-endereco', '198.51.100.20')).statusCode).toBe(200);
    const tokens = await t.db
      .select({ token: efiNotifications.token, deliveries: efiNotifications.deliveries })
      .from(efiNotifications);
    expect(tokens.map((row) => row.token).sort()).toEqual([
      'de-outro-endereco',
      'forjado-1',
      'forjado-1000',
      'forjado-2',
      'forjado-3',
      'forjado-4',
      'forjado-5',
    ]);
    expect(tokens.find((row) => row.token === 'forjado-1')?.deliveries).toBe(2);
  });

  it('purges the tokens Efí refused once their last delivery is 3 days old', async () => {
    await t.db.delete(efiNotifications);
    for (const token of ['recusado-velho', 'recusado-novo', 'falhou-por-outro-motivo']) {
      await post(token, '198.51.100.30');
    }
    for (const token of ['recusado-velho', 'recusado-novo']) {
      const result = await processNotification(t.app, token);
      expect(result.state).toBe('failed');
      expect(result.error?.startsWith(REFUSED_TOKEN_ERROR)).toBe(true);
    }
    const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);
    await t.db
      .update(efiNotifications)
      .set({ lastReceivedAt: daysAgo(4) })
      .where(eq(efiNotifications.token, 'recusado-velho'));
    await t.db
      .update(efiNotifications)
      .set({ state: 'failed', lastError: 'Efí fora do ar', lastReceivedAt: daysAgo(30) })
      .where(eq(efiNotifications.token, 'falhou-por-outro-motivo'));
    expect(await purgeUnknownTokens(t.app)).toBe(1);
    const left = await t.db.select({ token: efiNotifications.token }).from(efiNotifications);
    expect(left.map((row) => row.token).sort()).toEqual([
      'falhou-por-outro-motivo',
      'recusado-novo',
    ]);
    // The hourly job runs the same purge.
    expect(await purgeUnknownTokens(t.app, 1)).toBe(0);
  });
});
