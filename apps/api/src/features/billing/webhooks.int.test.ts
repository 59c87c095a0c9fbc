import { errorBodySchema } from '@rumo/shared/common/errors';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '../../events/domain-events';
import {
  createEfiSubscription,
  createPlan,
  deliverAndProcess,
  paymentsOf,
  settle,
  subscriptionRow,
  templatesSentTo,
} from '../../test/billing-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { processNotification, processPendingNotifications } from './notifications.service';
import type { SubscriptionPlanRow } from './plans.table';
import { applyChargeChange, supersedes } from './subscription-lifecycle.service';
import { payments } from './subscriptions.table';
import { efiNotificationEntries, efiNotifications } from './webhooks.table';

const post = (t: TestApp, payload: string, type = 'application/x-www-form-urlencoded') =>
  t.app.inject({
    method: 'POST',
    url: '/api/webhooks/efi',
    headers: { 'content-type': type },
    payload,
  });

describe('POST /api/webhooks/efi', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers 200 at once and stores each token once, counting deliveries', async () => {
    const token = '09027955-5e06-4ff0-a9c7-46b47b8f1b27';
    for (let i = 0; i < 3; i++) {
      const response = await post(t, `notification=${token}`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ received: true });
    }
    const [row] = await t.db
      .select()
      .from(efiNotifications)
      .where(eq(efiNotifications.token, token));
    expect(row).toMatchObject({ deliveries: 3, state: 'pending', attempts: 0 });
  });

  it.each([
    ['no token', ''],
    ['another field', 'a=%00&b=c'],
    ['an empty token', 'notification='],
    ['an over-long token', `notification=${'a'.repeat(5000)}`],
    ['a NUL byte', 'notification=abc%00'],
    ['a huge body', `notification=${'a'.repeat(100_000)}`],
  ])('refuses %s with the standard 4xx body', async (_label, payload) => {
    const response = await post(t, payload);
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(errorBodySchema.strict().safeParse(response.json()).success).toBe(true);
  });

  it('refuses JSON garbage and other content types without a 5xx', async () => {
    for (const [type, payload] of [
      ['application/json', '{"notification": 12}'],
      ['application/json', '{'],
      ['text/plain', 'notification=abc'],
    ] as const) {
      const response = await post(t, payload, type);
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
    }
  });

  it('records an unknown token as failed, without a 5xx and without retrying Efí', async () => {
    const response = await post(t, 'notification=token-que-a-efi-nao-conhece');
    expect(response.statusCode).toBe(200);
    const results = await processPendingNotifications(t.app);
    const result = results.find((item) => item.token === 'token-que-a-efi-nao-conhece');
    expect(result?.state).toBe('failed');
    const [row] = await t.db
      .select()
      .from(efiNotifications)
      .where(eq(efiNotifications.token, 'token-que-a-efi-nao-conhece'));
    expect(row?.state).toBe('failed');
    expect(row?.attempts).toBe(1);
    expect(row?.lastError).toBeTruthy();
  });
});

describe('processing Efí notifications', () => {
  let t: TestApp;
  let plan: SubscriptionPlanRow;
  beforeAll(async () => {
    t = await createTestApp();
    plan = await createPlan(t);
  });
  afterAll(() => t.close());

  it('applies each entry once when the same token is processed 20 times at once', async () => {
    const { subscription, company, firstChargeId } = await createEfiSubscription(t, plan);
    await settle(t);
    const [stored] = await t.db
      .select()
      .from(efiNotifications)
      .where(eq(efiNotifications.state, 'pending'));
    const token = stored?.token ?? '';
    expect(token).not.toBe('');

    const results = await Promise.all(
      Array.from({ length: 20 }, () => processNotification(t.app, token)),
    );
    const history = await t.app.efi.getNotification(token);
    expect(results.reduce((sum, result) => sum + result.applied, 0)).toBe(history.length);
    expect(await t.db.$count(efiNotificationEntries, eq(efiNotificationEntries.token, token))).toBe(
      history.length,
    );

    const list = await paymentsOf(t, subscription.id);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      efiChargeId: firstChargeId,
      status: 'paid',
      amountCents: 9900,
    });
    const row = await subscriptionRow(t, subscription.id);
    expect(row.status).toBe('active');
    expect(row.currentPeriodEnd).not.toBeNull();
    expect(row.nextChargeAt).toBe(row.currentPeriodEnd);
    expect(await templatesSentTo(t, company.admin.email)).toEqual(['billing_receipt']);

    const [notification] = await t.db
      .select()
      .from(efiNotifications)
      .where(eq(efiNotifications.token, token));
    expect(notification).toMatchObject({ state: 'processed', attempts: 20, lastError: null });
  });

  it('ends paid whatever the order the entries arrive in', async () => {
    const { subscription, efiSubscriptionId } = await createEfiSubscription(t, plan);
    await deliverAndProcess(t);
    const at = (second: number) => new Date(Date.UTC(2026, 0, 10, 12, 0, second));
    const entries = [
      { status: 'new', occurredAt: at(1), entryId: 11 },
      { status: 'waiting', occurredAt: at(2), entryId: 12 },
      { status: 'paid', occurredAt: at(3), entryId: 13 },
    ];
    const orders = [
      [0, 1, 2],
      [2, 1, 0],
      [2, 0, 1],
      [1, 2, 0],
    ];
    for (const [index, order] of orders.entries()) {
      const efiChargeId = 900_000 + index;
      for (const position of order) {
        const entry = entries[position];
        if (!entry) continue;
        await inTransaction(t.app.domain, (tx, publish) =>
          applyChargeChange(tx, publish, t.app, {
            ...entry,
            efiSubscriptionId,
            efiChargeId,
            valueCents: null,
          }),
        );
      }
      const [row] = await t.db.select().from(payments).where(eq(payments.efiChargeId, efiChargeId));
      expect(row?.status).toBe('paid');
    }
    // Each paid charge paid one period and one receipt, never twice.
    expect((await paymentsOf(t, subscription.id)).filter((p) => p.periodEnd)).toHaveLength(5);
  });

  it('orders statuses: final beats non-final, then the later change wins', () => {
    const at = (ms: number) => new Date(ms);
    const key = (status: string, ms: number, entryId: number | null = null) => ({
      status,
      at: at(ms),
      entryId,
    });
    expect(supersedes(key('paid', 1), key('unpaid', 2))).toBe(true);
    expect(supersedes(key('unpaid', 3), key('paid', 1))).toBe(false);
    expect(supersedes(key('refunded', 2), key('paid', 1))).toBe(true);
    expect(supersedes(key('paid', 1), key('refunded', 2))).toBe(false);
    expect(supersedes(key('waiting', 1, 3), key('new', 1, 2))).toBe(true);
    expect(supersedes(key('new', 1, 2), key('waiting', 1, 3))).toBe(false);
  });

  it('retries a token whose subscription is not in Rumo yet, then applies it', async () => {
    const { efiPlanId } = plan;
    const created = await t.app.efi.createOneStepSubscription(efiPlanId ?? 0, {
      items: [{ name: 'Rumo', value: 9900, amount: 1 }],
      metadata: { notification_url: t.config.efi.notificationUrl },
      payment: {
        credit_card: {
          customer: {
            name: 'Ana Souza',
            cpf: '94271564656',
            email: 'ana@example.com',
            birth: '1990-08-29',
            phone_number: '5144916523',
          },
          payment_token: `${'cd'.repeat(19)}04`,
          billing_address: {
            street: 'Rua A',
            number: '1',
            neighborhood: 'Centro',
            zipcode: '35400000',
            city: 'Ouro Preto',
            state: 'MG',
          },
        },
      },
    });
    const results = await deliverAndProcess(t);
    const failed = results.filter((result) => result.state === 'failed');
    expect(failed).toHaveLength(1);
    expect(failed[0]?.error).toContain(String(created.subscription_id));
    expect(await t.db.$count(payments, eq(payments.efiChargeId, created.charge.id))).toBe(0);
  });
});
