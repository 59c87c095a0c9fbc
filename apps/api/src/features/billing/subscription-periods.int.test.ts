import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, type TestUser } from '../../test/account-fixtures';
import { deliverAndProcess, retryBody, templatesSentTo } from '../../test/billing-fixtures';
import { checkoutBody, defaultPlans, postCheckout } from '../../test/checkout-fixtures';
import { createStaffUser } from '../../test/staff-fixtures';
import { createTestApp, type TestApp, testClock } from '../../test/test-app';
import { issueSession } from '../auth/public';
import { emailOutbox } from '../mail/mail.table';
import { runBillingDaily } from './subscription-daily.service';
import { subscriptions } from './subscriptions.table';

/**
 * A charge's period is its place in its own Efí subscription: earlier purchases of the same
 * company, refused charges before it and a trial kept at purchase do not move it, and the staff
 * figures count only what was paid.
 */
describe('charge periods per Efí subscription', () => {
  let t: TestApp;
  const start = new Date('2026-11-27T15:00:00Z');
  const clock = testClock(start);
  let plans: Awaited<ReturnType<typeof defaultPlans>>;
  const staffHeaders = async () => (await createStaffUser(t, { role: 'admin' })).headers;

  beforeAll(async () => {
    t = await createTestApp({ now: clock.now });
    plans = await defaultPlans(t);
  });
  afterAll(() => t.close());

  /** A fresh session: one lasts seven days of the app's clock, which these tests move further. */
  const signedIn = async (user: { id: string }) => ({
    authorization: `Bearer ${(await issueSession(t.db, t.app, user.id)).token}`,
  });

  /** `admin` buys `tier` from inside the app; answers its subscription row and Efí's id. */
  async function buy(admin: TestUser, tier = 'equipe', interval = 'monthly') {
    const body = await checkoutBody(t, plans.find(tier, interval).id, { email: admin.email });
    const { company: _, ...buyer } = body.buyer;
    const response = await postCheckout(t, { ...body, buyer }, await signedIn(admin));
    expect(response.statusCode).toBe(201);
    await deliverAndProcess(t);
    const [row] = await t.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.companyId, admin.companyId));
    if (!row?.efiSubscriptionId) throw new Error('no subscription');
    return { id: row.id, efiSubscriptionId: row.efiSubscriptionId };
  }

  /** Efí's next charge of the subscription, made now (the simulator's control route). */
  async function renew(efiSubscriptionId: number, outcome: 'paid' | 'unpaid' = 'paid') {
    const response = await t.app.inject({
      method: 'POST',
      url: `/efi-sim/control/renew/${efiSubscriptionId}`,
      payload: { outcome },
    });
    expect(response.statusCode).toBe(200);
    await deliverAndProcess(t);
    return (response.json() as { data: { charge_id: number } }).data.charge_id;
  }

  async function lastReceipt(admin: TestUser): Promise<string> {
    const [row] = await t.db
      .select({ text: emailOutbox.text })
      .from(emailOutbox)
      .where(
        and(
          eq(emailOutbox.toAddress, admin.email.toLowerCase()),
          eq(emailOutbox.template, 'billing_receipt'),
        ),
      )
      .orderBy(desc(emailOutbox.createdAt))
      .limit(1);
    return row?.text ?? '';
  }

  async function drawer(id: string) {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/backoffice/subscriptions/${id}`,
      headers: await staffHeaders(),
    });
    expect(response.statusCode).toBe(200);
    return response.json().data;
  }

  async function cancelNow(id: string) {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/backoffice/subscriptions/${id}/cancel`,
      headers: await staffHeaders(),
      payload: { reason: 'Pedido do cliente por telefone', when: 'immediately' },
    });
    expect(response.statusCode).toBe(200);
  }

  async function dashboard() {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/backoffice/dashboard',
      headers: await staffHeaders(),
    });
    expect(response.statusCode).toBe(200);
    return response.json();
  }

  it('a company that bought yearly, was canceled and buys monthly renews from its new first charge', async () => {
    clock.set(start);
    const admin = await createTestUser(t, { role: 'admin' });
    const yearly = await buy(admin, 'equipe', 'yearly');
    expect(await lastReceipt(admin)).toContain('Ele cobre o período de 27/11/26 a 27/11/27.');
    await cancelNow(yearly.id);

    clock.set(new Date('2027-01-10T15:00:00Z'));
    const monthly = await buy(admin);
    expect(monthly.id).toBe(yearly.id);
    expect(await lastReceipt(admin)).toContain('Ele cobre o período de 10/01/27 a 10/02/27.');
    await renew(monthly.efiSubscriptionId);
    expect(await lastReceipt(admin)).toContain('Ele cobre o período de 10/02/27 a 10/03/27.');
    expect(await drawer(monthly.id)).toMatchObject({
      status: 'active',
      currentPeriodEnd: '2027-03-10',
      nextChargeAt: '2027-03-10',
    });
  });

  it('a refused renewal keeps its month: the next one paid covers its own, still past due', async () => {
    clock.set(start);
    const admin = await createTestUser(t, { role: 'admin' });
    const bought = await buy(admin);
    clock.set(new Date('2026-12-27T12:00:00Z'));
    const refused = await renew(bought.efiSubscriptionId, 'unpaid');
    expect((await drawer(bought.id)).status).toBe('past_due');

    clock.set(new Date('2027-01-02T12:00:00Z'));
    await renew(bought.efiSubscriptionId);
    expect(await lastReceipt(admin)).toContain('Ele cobre o período de 27/01/27 a 27/02/27.');
    // December's charge is still owed.
    expect(await drawer(bought.id)).toMatchObject({
      status: 'past_due',
      currentPeriodEnd: '2027-02-27',
      nextChargeAt: '2027-02-27',
    });
    const { reconciliation } = await runBillingDaily(t.app, { reconcileLimit: 100 });
    expect(reconciliation.mismatched).toBe(0);

    await t.app.efi.retryCharge(refused, retryBody('4'));
    await deliverAndProcess(t);
    expect(await lastReceipt(admin)).toContain('Ele cobre o período de 27/12/26 a 27/01/27.');
    expect(await drawer(bought.id)).toMatchObject({
      status: 'active',
      currentPeriodEnd: '2027-02-27',
      nextChargeAt: '2027-02-27',
    });
  });

  it('a kept trial whose first charge is refused is not revenue', async () => {
    clock.set(start);
    const admin = await createTestUser(t, { role: 'admin' });
    await t.db.insert(subscriptions).values({
      companyId: admin.companyId,
      status: 'trialing',
      trialEndsAt: new Date('2026-12-05T18:00:00Z'),
    });
    const bought = await buy(admin);
    clock.set(new Date('2026-12-05T12:00:00Z'));
    const before = await dashboard();
    await renew(bought.efiSubscriptionId, 'unpaid');
    expect((await drawer(bought.id)).status).toBe('past_due');
    const after = await dashboard();
    expect(after.mrrCents).toBe(before.mrrCents);
    expect(after.payingCompanies).toBe(before.payingCompanies);
  });

  it('staff ending a later purchase now: the ended notice is sent again and the Efí flag cleared', async () => {
    clock.set(start);
    const admin = await createTestUser(t, { role: 'admin' });
    const first = await buy(admin);
    await cancelNow(first.id);
    const flag = { efiNextExecution: '2026-12-27', efiMismatchAt: clock.now() };
    await t.db.update(subscriptions).set(flag).where(eq(subscriptions.id, first.id));
    clock.set(new Date('2027-01-10T15:00:00Z'));
    const second = await buy(admin);
    // A new purchase is not the previous one's comparison with Efí.
    expect(await drawer(second.id)).toMatchObject({ efiNextExecution: null, efiMismatchAt: null });
    await t.db
      .update(subscriptions)
      .set({ efiNextExecution: '2027-03-10', efiMismatchAt: clock.now() })
      .where(eq(subscriptions.id, second.id));
    await cancelNow(second.id);
    const ended = (await templatesSentTo(t, admin.email)).filter(
      (template) => template === 'billing_subscription_canceled_now',
    );
    expect(ended).toHaveLength(2);
    expect((await drawer(second.id)).efiMismatchAt).toBeNull();
  });

  it('a later purchase canceled at its period end gets its own ended notice', async () => {
    const endAtPeriodEnd = async (admin: TestUser, periodEnd: Date) => {
      const canceled = await t.app.inject({
        method: 'POST',
        url: '/api/billing/cancel',
        headers: await signedIn(admin),
        payload: { reason: 'Orçamento cortado' },
      });
      expect(canceled.statusCode).toBe(200);
      clock.set(periodEnd);
      // Efí's charges are stopped first, then access ends.
      await runBillingDaily(t.app);
      await runBillingDaily(t.app);
    };
    clock.set(start);
    const admin = await createTestUser(t, { role: 'admin' });
    const first = await buy(admin);
    await endAtPeriodEnd(admin, new Date('2026-12-27T12:00:00Z'));
    clock.set(new Date('2027-01-10T15:00:00Z'));
    await buy(admin);
    await endAtPeriodEnd(admin, new Date('2027-02-10T12:00:00Z'));
    expect((await drawer(first.id)).status).toBe('canceled');
    const ended = (await templatesSentTo(t, admin.email)).filter(
      (template) => template === 'billing_subscription_ended',
    );
    expect(ended).toHaveLength(2);
  });
});
