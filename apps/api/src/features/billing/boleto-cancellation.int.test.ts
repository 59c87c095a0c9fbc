import { injectControl, SimulatorControlError } from '@rumo/efi/testing';
import { billingMessages } from '@rumo/shared/billing/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '../../test/account-fixtures';
import { paymentsOf, subscriptionRow } from '../../test/billing-fixtures';
import { buyByBoletoAndPay, processSimulatorCallbacks } from '../../test/boleto-fixtures';
import { defaultPlans } from '../../test/checkout-fixtures';
import { createStaffUser } from '../../test/staff-fixtures';
import { createTestApp, type TestApp, testClock } from '../../test/test-app';
import { issueSession } from '../auth/public';
import { runBillingDaily } from './subscription-daily.service';

/**
 * A boleto subscription canceled at the end of its period (real PGlite or PostgreSQL, on the
 * simulator the app mounts): the boleto Efí already issued for the next period is canceled at
 * once and can no longer be paid; the company keeps access until the period ends.
 */
describe('cancelling a boleto subscription', () => {
  let t: TestApp;
  const start = new Date('2026-11-27T15:00:00Z');
  const clock = testClock(start);
  const control = () => injectControl(t.app);
  let planId: string;

  beforeAll(async () => {
    t = await createTestApp({ now: clock.now });
    planId = (await defaultPlans(t)).find('equipe').id;
  });
  afterAll(() => t.close());

  /** A fresh session: one lasts seven days of the app's clock, which these tests move further. */
  const signedIn = async (user: { id: string }) => ({
    authorization: `Bearer ${(await issueSession(t.db, t.app, user.id)).token}`,
  });

  const processCallbacks = () => processSimulatorCallbacks(t);

  /** An admin who bought by boleto on 27/11, paid it, and whose 30/12 boleto Efí issued. */
  async function boletoSubscriber() {
    clock.set(start);
    const { admin, subscriptionId, efiSubscriptionId } = await buyByBoletoAndPay(t, planId);
    clock.set(new Date('2026-12-18T15:00:00Z'));
    const next = Number((await control().renew(efiSubscriptionId)).charge_id);
    await processCallbacks();
    return { admin, subscriptionId, efiSubscriptionId, next };
  }

  const post = async (admin: TestUser, url: string, payload?: object) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: await signedIn(admin),
      ...(payload ? { payload } : {}),
    });

  async function expectCanceled(efiChargeId: number, subscriptionId: string) {
    expect((await t.app.efi.getCharge(efiChargeId)).status).toBe('canceled');
    const paying = await control()
      .payBoleto(efiChargeId, { via: 'pix' })
      .catch((error: unknown) => error);
    expect(paying).toBeInstanceOf(SimulatorControlError);
    const payment = (await paymentsOf(t, subscriptionId)).find(
      (p) => p.efiChargeId === efiChargeId,
    );
    expect(payment).toMatchObject({ status: 'canceled', paidAt: null });
  }

  it("cancels the next period's boleto when the cancellation is scheduled; access stays until the period ends", async () => {
    const { admin, subscriptionId, efiSubscriptionId, next } = await boletoSubscriber();
    const canceled = await post(admin, '/api/billing/cancel', { reason: 'Vamos pausar o uso.' });
    expect(canceled.statusCode, canceled.body).toBe(200);
    expect(canceled.json().openBoletos).toEqual([]);

    await expectCanceled(next, subscriptionId);
    expect((await t.app.efi.getSubscription(efiSubscriptionId)).status).toBe('canceled');
    expect(await subscriptionRow(t, subscriptionId)).toMatchObject({
      status: 'active',
      cancelAtPeriodEnd: true,
      currentPeriodEnd: '2026-12-30',
    });
    const access = await t.app.inject({
      method: 'GET',
      url: '/api/billing/access',
      headers: await signedIn(admin),
    });
    expect(access.json()).toMatchObject({ status: 'active', readOnly: false });

    // The period ends: canceled, and nothing was charged for the next one.
    clock.set(new Date('2026-12-31T15:00:00Z'));
    await runBillingDaily(t.app);
    expect((await subscriptionRow(t, subscriptionId)).status).toBe('canceled');
  });

  it('an undo subscribes at Efí again, its first boleto due on the next charge day', async () => {
    const { admin, subscriptionId, efiSubscriptionId } = await boletoSubscriber();
    await post(admin, '/api/billing/cancel', { reason: 'Vamos pausar o uso.' });
    const undone = await post(admin, '/api/billing/cancel/undo');
    expect(undone.statusCode, undone.body).toBe(200);
    expect(undone.json().message).toBe(billingMessages.cancelUndone);
    const row = await subscriptionRow(t, subscriptionId);
    expect(row).toMatchObject({ cancelAtPeriodEnd: false, efiCanceledAt: null });
    expect(row.efiSubscriptionId).not.toBe(efiSubscriptionId);
    const resumed = await t.app.efi.getSubscription(row.efiSubscriptionId ?? 0);
    expect(resumed.status).toBe('active');
    expect(undone.json().openBoletos).toEqual([
      expect.objectContaining({ boleto: expect.objectContaining({ dueDate: '2026-12-30' }) }),
    ]);
  });

  it('a staff cancellation at the period end cancels the next boleto too', async () => {
    const { subscriptionId, efiSubscriptionId, next } = await boletoSubscriber();
    const staff = await createStaffUser(t, { role: 'manager' });
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/backoffice/subscriptions/${subscriptionId}/cancel`,
      headers: staff.headers,
      payload: { reason: 'Pedido do cliente por telefone', when: 'period_end' },
    });
    expect(response.statusCode, response.body).toBe(200);
    await expectCanceled(next, subscriptionId);
    expect((await t.app.efi.getSubscription(efiSubscriptionId)).status).toBe('canceled');
    expect(await subscriptionRow(t, subscriptionId)).toMatchObject({
      status: 'active',
      cancelAtPeriodEnd: true,
    });
  });
});
