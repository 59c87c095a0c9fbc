import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, type TestUser } from '../../test/account-fixtures';
import { deliverAndProcess, retryBody } from '../../test/billing-fixtures';
import { checkoutBody, defaultPlans, postCheckout } from '../../test/checkout-fixtures';
import { createStaffUser } from '../../test/staff-fixtures';
import { createTestApp, type TestApp, testClock } from '../../test/test-app';
import { issueSession } from '../auth/public';
import { emailOutbox } from '../mail/mail.table';
import { runBillingDaily } from './subscription-daily.service';
import { subscriptions } from './subscriptions.table';

/**
 * A renewal is the next charge of Efí's schedule whenever it is paid: its period, the receipt,
 * the billing tab, the staff drawer and the MRR agree with Efí's `next_execution`.
 */
describe('renewals follow Efí’s schedule', () => {
  let t: TestApp;
  const start = new Date('2026-11-27T15:00:00Z');
  const clock = testClock(start);
  let plans: Awaited<ReturnType<typeof defaultPlans>>;
  /** Staff tokens live 15 minutes of the app's clock, which these tests move by months. */
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

  interface Buyer {
    admin: TestUser;
    subscriptionId: string;
    efiSubscriptionId: number;
  }

  /** An admin (of a company without a trial) who buys `tier` and whose first charge is paid. */
  async function buy(tier = 'equipe', interval = 'monthly'): Promise<Buyer> {
    const admin = await createTestUser(t, { role: 'admin' });
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
    return { admin, subscriptionId: row.id, efiSubscriptionId: row.efiSubscriptionId };
  }

  /** The simulator's control route (the README's way to show renewals): Efí's next charge now. */
  async function renew(buyer: Buyer, outcome: 'paid' | 'unpaid' = 'paid'): Promise<number> {
    const response = await t.app.inject({
      method: 'POST',
      url: `/efi-sim/control/renew/${buyer.efiSubscriptionId}`,
      payload: { outcome },
    });
    expect(response.statusCode).toBe(200);
    await deliverAndProcess(t);
    return (response.json() as { data: { charge_id: number } }).data.charge_id;
  }

  /** The billing tab's read. */
  async function tab(buyer: Buyer) {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/billing/subscription',
      headers: await signedIn(buyer.admin),
    });
    expect(response.statusCode).toBe(200);
    return response.json().subscription;
  }

  /** The staff drawer's read. */
  async function drawer(buyer: Buyer) {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/backoffice/subscriptions/${buyer.subscriptionId}`,
      headers: await staffHeaders(),
    });
    expect(response.statusCode).toBe(200);
    return response.json().data;
  }

  const efiNextExecution = async (buyer: Buyer) =>
    (await t.app.efi.getSubscription(buyer.efiSubscriptionId)).next_execution;

  async function lastReceipt(buyer: Buyer): Promise<string> {
    const [row] = await t.db
      .select({ text: emailOutbox.text })
      .from(emailOutbox)
      .where(
        and(
          eq(emailOutbox.toAddress, buyer.admin.email.toLowerCase()),
          eq(emailOutbox.template, 'billing_receipt'),
        ),
      )
      .orderBy(desc(emailOutbox.createdAt))
      .limit(1);
    return row?.text ?? '';
  }

  async function mrrCents(): Promise<number> {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/backoffice/dashboard',
      headers: await staffHeaders(),
    });
    expect(response.statusCode).toBe(200);
    return response.json().mrrCents;
  }

  /** Rumo's next charge is Efí's, in the tab and in the drawer. */
  async function expectNextCharge(buyer: Buyer, day: string) {
    expect(await efiNextExecution(buyer)).toBe(day);
    expect((await tab(buyer)).nextChargeAt).toBe(day);
    expect((await drawer(buyer)).nextChargeAt).toBe(day);
  }

  it('a monthly renewal paid ahead of its day pays the next month, as Efí schedules it', async () => {
    clock.set(start);
    const buyer = await buy();
    expect(await lastReceipt(buyer)).toContain('Ele cobre o período de 27/11/26 a 27/12/26.');
    await expectNextCharge(buyer, '2026-12-27');

    clock.set(new Date('2026-11-28T12:00:00Z'));
    await renew(buyer);
    expect(await lastReceipt(buyer)).toContain(
      'Ele cobre o período de 27/12/26 a 27/01/27. A próxima cobrança será em 27/01/27.',
    );
    await expectNextCharge(buyer, '2027-01-27');
    expect(await drawer(buyer)).toMatchObject({
      status: 'active',
      currentPeriodStart: '2026-12-27',
      currentPeriodEnd: '2027-01-27',
    });

    const { reconciliation } = await runBillingDaily(t.app, { reconcileLimit: 100 });
    expect(reconciliation.mismatched).toBe(0);
    expect(await drawer(buyer)).toMatchObject({
      efiNextExecution: '2027-01-27',
      efiMismatchAt: null,
    });
  });

  it('after a switch to a yearly plan the renewal pays a year, and the MRR counts the yearly plan', async () => {
    clock.set(start);
    const buyer = await buy();
    const yearly = plans.find('equipe', 'yearly');
    const changed = await t.app.inject({
      method: 'PUT',
      url: '/api/billing/plan',
      headers: await signedIn(buyer.admin),
      payload: { planId: yearly.id },
    });
    expect(changed.statusCode).toBe(200);
    const mrrBefore = await mrrCents();

    await renew(buyer);
    const receipt = await lastReceipt(buyer);
    expect(receipt).toContain('R$\u00a04.490,00');
    expect(receipt).toContain(
      'Ele cobre o período de 27/12/26 a 27/12/27. A próxima cobrança será em 27/12/27.',
    );
    await expectNextCharge(buyer, '2027-12-27');
    expect((await tab(buyer)).plan).toMatchObject({ id: yearly.id, interval: 'yearly' });
    expect((await drawer(buyer)).plan).toMatchObject({ id: yearly.id, interval: 'yearly' });
    // MRR is annual revenue / 12, unrounded (docs/decisions/0023-staff-figures.md).
    expect((await mrrCents()) - mrrBefore).toBeCloseTo(yearly.priceCents / 12 - 44_900, 6);

    await renew(buyer);
    expect(await lastReceipt(buyer)).toContain('Ele cobre o período de 27/12/27 a 27/12/28.');
    await expectNextCharge(buyer, '2028-12-27');
  });

  it('a renewal refused on its day and paid a week later pays its own month', async () => {
    clock.set(start);
    const buyer = await buy();
    clock.set(new Date('2026-12-27T12:00:00Z'));
    const chargeId = await renew(buyer, 'unpaid');
    expect((await tab(buyer)).status).toBe('past_due');

    clock.set(new Date('2027-01-03T12:00:00Z'));
    await t.app.efi.retryCharge(chargeId, retryBody('4'));
    await deliverAndProcess(t);
    expect((await tab(buyer)).status).toBe('active');
    expect(await lastReceipt(buyer)).toContain('Ele cobre o período de 27/12/26 a 27/01/27.');
    await expectNextCharge(buyer, '2027-01-27');
  });

  it('a renewal paid late pays its scheduled month, not a month from the payment', async () => {
    clock.set(start);
    const buyer = await buy();
    clock.set(new Date('2027-01-06T12:00:00Z'));
    await renew(buyer);
    expect(await lastReceipt(buyer)).toContain('Ele cobre o período de 27/12/26 a 27/01/27.');
    await expectNextCharge(buyer, '2027-01-27');
  });

  it('the daily reconciliation flags for staff a next charge that is not Efí’s, until they agree', async () => {
    clock.set(start);
    const buyer = await buy();
    await t.db
      .update(subscriptions)
      .set({ nextChargeAt: '2027-01-27' })
      .where(eq(subscriptions.id, buyer.subscriptionId));
    clock.set(new Date('2026-11-28T06:15:00Z'));
    const first = await runBillingDaily(t.app, { reconcileLimit: 100 });
    expect(first.reconciliation.mismatched).toBe(1);
    expect(await drawer(buyer)).toMatchObject({
      nextChargeAt: '2027-01-27',
      efiNextExecution: '2026-12-27',
      efiMismatchAt: '2026-11-28T06:15:00.000Z',
    });

    await t.db
      .update(subscriptions)
      .set({ nextChargeAt: '2026-12-27' })
      .where(eq(subscriptions.id, buyer.subscriptionId));
    await runBillingDaily(t.app, { reconcileLimit: 100 });
    expect((await drawer(buyer)).efiMismatchAt).toBeNull();
  });

  it('subscribing during a trial keeps it: the first charge falls on the trial’s last day', async () => {
    clock.set(start);
    const admin = await createTestUser(t, { role: 'admin' });
    await t.db.insert(subscriptions).values({
      companyId: admin.companyId,
      status: 'trialing',
      trialEndsAt: new Date('2026-12-05T18:00:00Z'),
    });
    const body = await checkoutBody(t, plans.find('equipe').id, { email: admin.email });
    const { company: _, ...buyerFields } = body.buyer;
    const response = await postCheckout(t, { ...body, buyer: buyerFields }, await signedIn(admin));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ trial: true, nextChargeAt: '2026-12-05' });
    const [started] = await t.db
      .select({ text: emailOutbox.text })
      .from(emailOutbox)
      .where(
        and(
          eq(emailOutbox.toAddress, admin.email.toLowerCase()),
          eq(emailOutbox.template, 'subscription_started'),
        ),
      );
    expect(started?.text).toContain(
      'A primeira cobrança será em 05/12/26, no fim do seu período de teste.',
    );
    await deliverAndProcess(t);
    const [row] = await t.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.companyId, admin.companyId));
    if (!row?.efiSubscriptionId) throw new Error('no subscription');
    const buyer = { admin, subscriptionId: row.id, efiSubscriptionId: row.efiSubscriptionId };
    const efi = await t.app.efi.getSubscription(buyer.efiSubscriptionId);
    expect(efi.history.map((charge) => charge.status)).toEqual(['new']);
    expect(await lastReceipt(buyer)).toBe('');
    expect(await tab(buyer)).toMatchObject({ status: 'trialing', nextChargeCents: 44_900 });
    await expectNextCharge(buyer, '2026-12-05');
    // Buying again during the trial is refused: the company already subscribed.
    const twice = await postCheckout(
      t,
      { ...(await checkoutBody(t, plans.find('equipe').id)), buyer: buyerFields },
      await signedIn(admin),
    );
    expect(twice.statusCode).toBe(409);

    clock.set(new Date('2026-12-05T12:00:00Z'));
    const access = await t.app.inject({
      method: 'GET',
      url: '/api/billing/access',
      headers: await signedIn(admin),
    });
    expect(access.json()).toMatchObject({ readOnly: false, status: 'trialing' });
    await renew(buyer);
    expect((await tab(buyer)).status).toBe('active');
    expect(await lastReceipt(buyer)).toContain('Ele cobre o período de 05/12/26 a 05/01/27.');
    await expectNextCharge(buyer, '2027-01-05');
  });
});
