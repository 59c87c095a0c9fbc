import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createEfiSubscription,
  createPlan,
  deliverAndProcess,
  paymentsOf,
  retryBody,
  settle,
  subscriptionRow,
  templatesSentTo,
} from '../../test/billing-fixtures';
import { createCompanyWithUsers } from '../../test/okr-fixtures';
import { createTestApp, type TestApp, testClock } from '../../test/test-app';
import { emailOutbox } from '../mail/mail.table';
import { addDays, dayOf } from './billing-time';
import type { SubscriptionPlanRow } from './plans.table';
import { runBillingDaily } from './subscription-daily.service';
import { subscriptions } from './subscriptions.table';

describe('subscription lifecycle (payments and the clock)', () => {
  let t: TestApp;
  const clock = testClock(new Date('2026-03-10T15:00:00Z'));
  let plan: SubscriptionPlanRow;
  beforeAll(async () => {
    t = await createTestApp({ now: clock.now });
    plan = await createPlan(t, { priceCents: 44_900 });
  });
  afterAll(() => t.close());

  const daily = () => runBillingDaily(t.app, { reconcileLimit: 0 });

  it('a refused renewal: past due, dunning on day 0, 3 and 7, suspended after the grace, active again when paid', async () => {
    const { subscription, company, efiSubscriptionId } = await createEfiSubscription(t, plan);
    await deliverAndProcess(t);
    const paid = await subscriptionRow(t, subscription.id);
    expect(paid).toMatchObject({
      status: 'active',
      currentPeriodStart: '2026-03-10',
      currentPeriodEnd: '2026-04-10',
      nextChargeAt: '2026-04-10',
      nextChargeCents: 44_900,
    });

    clock.set(new Date('2026-04-10T12:00:00Z'));
    const renewal = await t.app.inject({
      method: 'POST',
      url: `/efi-sim/control/subscriptions/${efiSubscriptionId}/charges`,
      payload: { outcome: 'unpaid' },
    });
    expect(renewal.statusCode).toBe(200);
    const refusedChargeId = (renewal.json() as { data: { charge_id: number } }).data.charge_id;
    await deliverAndProcess(t);
    const pastDue = await subscriptionRow(t, subscription.id);
    expect(pastDue.status).toBe('past_due');
    expect(pastDue.pastDueSince?.toISOString()).toBe('2026-04-10T12:00:00.000Z');
    const email = company.admin.email;
    expect(await templatesSentTo(t, email)).toEqual(['billing_receipt', 'billing_dunning_0']);
    const [dunning] = await t.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.template, 'billing_dunning_0'));
    expect(dunning?.text).toContain('http://rumo.test/configuracoes?aba=assinatura');
    expect(dunning?.text).toContain('R$\u00a0449,00');
    expect(dunning?.text).toContain('20/04/26');

    // The daily job on the same day and the next sends nothing new.
    await daily();
    clock.advanceDays(1);
    await daily();
    expect(await templatesSentTo(t, email)).toHaveLength(2);

    clock.set(new Date('2026-04-13T13:00:00Z'));
    await daily();
    await daily();
    clock.set(new Date('2026-04-17T13:00:00Z'));
    await daily();
    expect(await templatesSentTo(t, email)).toEqual([
      'billing_receipt',
      'billing_dunning_0',
      'billing_dunning_1',
      'billing_dunning_2',
    ]);
    expect((await subscriptionRow(t, subscription.id)).status).toBe('past_due');

    clock.set(new Date('2026-04-20T13:00:00Z'));
    await daily();
    await daily();
    expect((await subscriptionRow(t, subscription.id)).status).toBe('suspended');
    expect((await templatesSentTo(t, email)).filter((x) => x === 'billing_suspended')).toHaveLength(
      1,
    );

    // The admin pays the refused charge with another card.
    clock.set(new Date('2026-04-21T10:00:00Z'));
    await t.app.efi.retryCharge(refusedChargeId, retryBody('4'));
    await deliverAndProcess(t);
    const active = await subscriptionRow(t, subscription.id);
    expect(active).toMatchObject({
      status: 'active',
      pastDueSince: null,
      currentPeriodStart: '2026-04-10',
      currentPeriodEnd: '2026-05-10',
      nextChargeAt: '2026-05-10',
    });
    const list = await paymentsOf(t, subscription.id);
    expect(list.map((p) => p.status)).toEqual(['paid', 'paid']);
    const templates = await templatesSentTo(t, email);
    expect(templates.filter((x) => x === 'billing_receipt')).toHaveLength(2);
    expect(templates).toHaveLength(6);

    // Replaying every callback changes and sends nothing.
    await t.app.inject({ method: 'POST', url: '/efi-sim/control/resend' });
    await deliverAndProcess(t);
    await daily();
    expect(await templatesSentTo(t, email)).toHaveLength(6);
  });

  it('skips the dunning e-mails once the charge is paid', async () => {
    clock.set(new Date('2026-05-01T12:00:00Z'));
    const { subscription, company, efiSubscriptionId } = await createEfiSubscription(t, plan);
    await deliverAndProcess(t);
    clock.set(new Date('2026-06-01T12:00:00Z'));
    const renewal = await t.app.inject({
      method: 'POST',
      url: `/efi-sim/control/subscriptions/${efiSubscriptionId}/charges`,
      payload: { outcome: 'unpaid' },
    });
    const chargeId = (renewal.json() as { data: { charge_id: number } }).data.charge_id;
    await deliverAndProcess(t);
    await t.app.efi.retryCharge(chargeId, retryBody('5'));
    await deliverAndProcess(t);
    clock.advanceDays(8);
    await daily();
    expect(await templatesSentTo(t, company.admin.email)).toEqual([
      'billing_receipt',
      'billing_dunning_0',
      'billing_receipt',
    ]);
    expect((await subscriptionRow(t, subscription.id)).status).toBe('active');
  });

  it('a cancellation by the payer at Efí ends the subscription at the end of the paid period', async () => {
    clock.set(new Date('2026-07-05T12:00:00Z'));
    const { subscription, company, efiSubscriptionId } = await createEfiSubscription(t, plan);
    await deliverAndProcess(t);
    clock.set(new Date('2026-07-20T12:00:00Z'));
    await t.app.inject({
      method: 'POST',
      url: `/efi-sim/control/subscriptions/${efiSubscriptionId}/cancel`,
    });
    await deliverAndProcess(t);
    const scheduled = await subscriptionRow(t, subscription.id);
    expect(scheduled).toMatchObject({
      status: 'active',
      cancelAtPeriodEnd: true,
      currentPeriodEnd: '2026-08-05',
      nextChargeAt: null,
    });
    expect(scheduled.canceledAt?.toISOString()).toBe('2026-07-20T12:00:00.000Z');
    expect(scheduled.efiCanceledAt).not.toBeNull();

    clock.set(new Date('2026-08-04T12:00:00Z'));
    await daily();
    expect((await subscriptionRow(t, subscription.id)).status).toBe('active');
    clock.set(new Date('2026-08-05T12:00:00Z'));
    await daily();
    await daily();
    const ended = await subscriptionRow(t, subscription.id);
    expect(ended.status).toBe('canceled');
    expect(ended.endedAt?.toISOString()).toBe('2026-08-05T12:00:00.000Z');
    expect(await templatesSentTo(t, company.admin.email)).toEqual([
      'billing_receipt',
      'billing_subscription_ended',
    ]);
  });

  it('a cancellation scheduled in Rumo cancels at Efí a day before the period ends', async () => {
    clock.set(new Date('2026-09-01T12:00:00Z'));
    const { subscription, efiSubscriptionId } = await createEfiSubscription(t, plan);
    await deliverAndProcess(t);
    await t.db
      .update(subscriptions)
      .set({ cancelAtPeriodEnd: true, canceledAt: clock.now(), cancelReason: 'Teste' })
      .where(eq(subscriptions.id, subscription.id));
    clock.set(new Date('2026-09-29T12:00:00Z'));
    await daily();
    expect((await t.app.efi.getSubscription(efiSubscriptionId)).status).toBe('active');
    clock.set(new Date('2026-09-30T12:00:00Z'));
    await daily();
    expect((await t.app.efi.getSubscription(efiSubscriptionId)).status).toBe('canceled');
    // Efí's own callback about our cancellation changes nothing more.
    await deliverAndProcess(t);
    expect(await subscriptionRow(t, subscription.id)).toMatchObject({
      status: 'active',
      cancelReason: 'Teste',
    });
    clock.set(new Date('2026-10-01T12:00:00Z'));
    await daily();
    expect((await subscriptionRow(t, subscription.id)).status).toBe('canceled');
  });

  it('a trial that ends without a paid plan expires, once', async () => {
    clock.set(new Date('2026-11-01T12:00:00Z'));
    const company = await createCompanyWithUsers(t, { admins: 2, users: 1 });
    const [trial] = await t.db
      .insert(subscriptions)
      .values({
        companyId: company.companyId,
        planId: plan.id,
        status: 'trialing',
        trialEndsAt: new Date('2026-11-15T12:00:00Z'),
      })
      .returning();
    await daily();
    clock.set(new Date('2026-11-15T11:59:00Z'));
    await daily();
    expect((await subscriptionRow(t, trial?.id ?? '')).status).toBe('trialing');
    clock.set(new Date('2026-11-15T12:00:00Z'));
    await daily();
    clock.advanceDays(1);
    await daily();
    expect((await subscriptionRow(t, trial?.id ?? '')).status).toBe('expired');
    for (const admin of company.admins) {
      expect(await templatesSentTo(t, admin.email)).toEqual(['billing_trial_expired']);
    }
    expect(await templatesSentTo(t, company.user.email)).toEqual([]);
  });

  it('reconciliation catches a payment whose notification was lost', async () => {
    clock.set(new Date('2026-12-01T12:00:00Z'));
    const { subscription, efiSubscriptionId } = await createEfiSubscription(t, plan);
    await deliverAndProcess(t);
    clock.set(new Date('2027-01-01T12:00:00Z'));
    await t.app.inject({
      method: 'POST',
      url: `/efi-sim/control/subscriptions/${efiSubscriptionId}/charges`,
      payload: { outcome: 'paid' },
    });
    await settle(t);
    // The callbacks were lost: the daily job reads the subscription at Efí instead.
    const { efiNotifications } = await import('./webhooks.table');
    await t.db.delete(efiNotifications);
    const result = await runBillingDaily(t.app, { reconcileLimit: 100 });
    expect(result.reconciliation.corrected).toBeGreaterThanOrEqual(1);
    const row = await subscriptionRow(t, subscription.id);
    expect(row.currentPeriodEnd).toBe(addDays(dayOf(new Date('2027-02-01T12:00:00Z')), 0));
    expect((await paymentsOf(t, subscription.id)).map((p) => p.status)).toEqual(['paid', 'paid']);
  });
});
