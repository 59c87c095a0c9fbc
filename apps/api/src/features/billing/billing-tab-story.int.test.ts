import { billingMessages } from '@rumo/shared/billing/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, type TestUser } from '../../test/account-fixtures';
import { deliverAndProcess } from '../../test/billing-fixtures';
import { checkoutBody, defaultPlans, postCheckout } from '../../test/checkout-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { subscriptions } from './subscriptions.table';

/** Configurações › Assinatura after a plan change or a cancellation: one story, told by the API. */
describe('billing tab: a scheduled plan change and a cancellation', () => {
  let t: TestApp;
  let plans: Awaited<ReturnType<typeof defaultPlans>>;

  /**
   * An admin of a company without a trial who buys `tier` from inside the app: Efí makes the first
   * charge now and it is still waiting (a company in trial keeps it, so its first charge would
   * wait for the trial's last day).
   */
  async function payingAdmin(tier = 'equipe'): Promise<TestUser> {
    const buyer = await createTestUser(t, { role: 'admin' });
    const body = await checkoutBody(t, plans.find(tier).id, { email: buyer.email });
    const { company: _, ...buyerFields } = body.buyer;
    const response = await postCheckout(t, { ...body, buyer: buyerFields }, buyer.headers);
    expect(response.statusCode).toBe(201);
    return buyer;
  }

  const call = (user: TestUser, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
    t.app.inject({
      method,
      url: `/api/billing${url}`,
      headers: user.headers,
      ...(payload ? { payload } : {}),
    });
  const overview = async (user: TestUser) => (await call(user, 'GET', '/subscription')).json();

  beforeAll(async () => {
    t = await createTestApp();
    plans = await defaultPlans(t);
  });
  afterAll(() => t.close());

  it('a change made before the first charge is paid: that charge pays the plan bought', async () => {
    const admin = await payingAdmin('equipe');
    const empresa = plans.find('empresa');
    expect((await call(admin, 'PUT', '/plan', { planId: empresa.id })).statusCode).toBe(200);
    await deliverAndProcess(t);

    const { subscription } = await overview(admin);
    expect(subscription).toMatchObject({
      status: 'active',
      plan: { name: 'Equipe', priceCents: 44_900 },
      nextPlan: { id: empresa.id, name: 'Empresa' },
      nextChargeCents: 129_000,
    });

    // The next charge, at the new value, is the one that moves the company to the new plan.
    const [row] = await t.db
      .select({ efiSubscriptionId: subscriptions.efiSubscriptionId })
      .from(subscriptions)
      .where(eq(subscriptions.companyId, admin.companyId));
    const renewal = await t.app.inject({
      method: 'POST',
      url: `/efi-sim/control/subscriptions/${row?.efiSubscriptionId}/charges`,
      payload: { outcome: 'paid' },
    });
    expect(renewal.statusCode).toBe(200);
    await deliverAndProcess(t);
    expect((await overview(admin)).subscription).toMatchObject({
      plan: { name: 'Empresa', priceCents: 129_000 },
      nextPlan: null,
      nextChargeCents: 129_000,
    });
  });

  it('a scheduled cancellation offers no plan change, and the change it cancels is not shown', async () => {
    const admin = await payingAdmin('equipe');
    await deliverAndProcess(t);
    const empresa = plans.find('empresa');
    expect((await call(admin, 'PUT', '/plan', { planId: empresa.id })).statusCode).toBe(200);
    expect((await overview(admin)).subscription.nextPlan).toMatchObject({ id: empresa.id });

    const canceled = await call(admin, 'POST', '/cancel', { reason: 'Orçamento cortado' });
    expect(canceled.statusCode).toBe(200);
    expect(canceled.json().subscription).toMatchObject({
      plan: { name: 'Equipe' },
      nextPlan: null,
      cancelAtPeriodEnd: true,
      nextChargeAt: null,
      nextChargeCents: null,
    });
    const change = await call(admin, 'PUT', '/plan', { planId: plans.find('essencial').id });
    expect(change.statusCode).toBe(409);
    expect(change.json().message).toBe(billingMessages.planChangeWhileCanceling);

    // Undone, the change scheduled before is there again (Efí kept it).
    expect((await call(admin, 'POST', '/cancel/undo')).statusCode).toBe(200);
    expect((await overview(admin)).subscription.nextPlan).toMatchObject({ id: empresa.id });

    // Keeping the plan being paid drops the scheduled change.
    const kept = await call(admin, 'PUT', '/plan', { planId: plans.find('equipe').id });
    expect(kept.json()).toMatchObject({
      message: billingMessages.planChangeUndone,
      subscription: { plan: { name: 'Equipe' }, nextPlan: null, nextChargeCents: 44_900 },
    });
  });
});
