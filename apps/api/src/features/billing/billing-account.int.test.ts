import { billingMessages } from '@rumo/shared/billing/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, type TestUser } from '../../test/account-fixtures';
import { settle, templatesSentTo } from '../../test/billing-fixtures';
import {
  CARDS,
  checkoutBody,
  defaultPlans,
  postCheckout,
  tokenizeCard,
} from '../../test/checkout-fixtures';
import { lastEmailTo } from '../../test/mailbox';
import { createTestApp, type TestApp, testClock } from '../../test/test-app';
import { payments, subscriptions } from './subscriptions.table';

describe('billing tab (Configurações › Assinatura)', () => {
  let t: TestApp;
  const clock = testClock();
  let plans: Awaited<ReturnType<typeof defaultPlans>>;
  let admin: TestUser;

  /** A company whose trial just ended and whose admin buys `tier` from inside the app. */
  async function payingAdmin(tier = 'equipe'): Promise<TestUser> {
    const buyer = await createTestUser(t, { role: 'admin' });
    await t.db.insert(subscriptions).values({
      companyId: buyer.companyId,
      status: 'trialing',
      trialEndsAt: new Date(clock.now().getTime() - 60_000),
    });
    const body = await checkoutBody(t, plans.find(tier).id, { email: buyer.email });
    const { company: _, ...buyerFields } = body.buyer;
    const response = await postCheckout(t, { ...body, buyer: buyerFields }, buyer.headers);
    expect(response.statusCode).toBe(201);
    expect(response.json().existingCompany).toBe(true);
    return buyer;
  }

  const call = (user: TestUser, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
    t.app.inject({
      method,
      url: `/api/billing${url}`,
      headers: user.headers,
      ...(payload ? { payload } : {}),
    });

  beforeAll(async () => {
    t = await createTestApp({ now: clock.now });
    plans = await defaultPlans(t);
    admin = await payingAdmin();
  });
  afterAll(() => t.close());

  it('shows the plan, next charge, card and the payment history', async () => {
    const response = await call(admin, 'GET', '/subscription');
    expect(response.statusCode).toBe(200);
    const { subscription, access } = response.json();
    expect(subscription).toMatchObject({
      status: 'active',
      plan: { name: 'Equipe', priceCents: 44_900, userLimit: 50 },
      nextChargeCents: 44_900,
      cancelAtPeriodEnd: false,
      activeUsers: 1,
    });
    expect(subscription.cardMask).toMatch(/4444$/);
    expect(access).toMatchObject({ readOnly: false, status: 'active' });
    const history = await call(admin, 'GET', '/payments?page=1&limit=10');
    expect(history.json()).toMatchObject({ page: 1, limit: 10, total: 1 });
    expect(history.json().data[0]).toMatchObject({
      amountCents: 44_900,
      description: 'Rumo Equipe (mensal)',
    });
  });

  it('is for admins only, and each company sees its own', async () => {
    const member = await createTestUser(t, { companyId: admin.companyId });
    expect((await call(member, 'GET', '/subscription')).statusCode).toBe(403);
    expect((await call(member, 'GET', '/access')).statusCode).toBe(200);
    const other = await createTestUser(t, { role: 'admin' });
    const theirs = await call(other, 'GET', '/subscription');
    expect(theirs.json().subscription).toBeNull();
    expect((await call(other, 'GET', '/payments')).json().total).toBe(0);
  });

  it('changes the plan from the next charge on, refusing one too small for the users', async () => {
    const yearly = plans.find('empresa', 'yearly');
    const changed = await call(admin, 'PUT', '/plan', { planId: yearly.id });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().message).toBe(billingMessages.planChanged);
    expect(changed.json().subscription).toMatchObject({
      plan: { name: 'Equipe' },
      nextPlan: { name: 'Empresa', interval: 'yearly' },
      nextChargeCents: yearly.priceCents,
    });

    const small = await payingAdmin('essencial');
    for (let i = 0; i < 10; i++) await createTestUser(t, { companyId: small.companyId });
    const tooSmall = await payingAdmin('equipe');
    for (let i = 0; i < 10; i++) await createTestUser(t, { companyId: tooSmall.companyId });
    const refused = await call(tooSmall, 'PUT', '/plan', { planId: plans.find('essencial').id });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(billingMessages.planTooSmall(11, 10));
  });

  it('changes the card once Efí accepts it and e-mails every admin, without a link', async () => {
    const second = await createTestUser(t, { companyId: admin.companyId, role: 'admin' });
    const member = await createTestUser(t, { companyId: admin.companyId });
    const before = (await call(admin, 'GET', '/subscription')).json().subscription.cardMask;

    const refused = await call(admin, 'PUT', '/card', {
      card: await tokenizeCard(t, CARDS.invalid),
    });
    expect(refused.statusCode).toBe(402);
    expect(refused.json().message).toBe('Dados do cartão inválidos.');
    expect((await call(admin, 'GET', '/subscription')).json().subscription.cardMask).toBe(before);
    expect(await templatesSentTo(t, second.email)).toEqual([]);

    const card = await tokenizeCard(t, '4000000000000010');
    const response = await call(admin, 'PUT', '/card', { card });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(billingMessages.cardUpdated);
    expect(response.json().subscription.cardMask).toBe(card.cardMask);
    for (const to of [admin, second]) {
      const email = await lastEmailTo(t, to.email);
      expect(email.template).toBe('subscription_card_changed');
      expect(email.text).toContain('final 0010');
      expect(email.text).not.toMatch(/https?:|token/i);
      expect(email.html).not.toMatch(/href=/);
    }
    expect(await templatesSentTo(t, member.email)).toEqual([]);
  });

  it('cancels at the end of the paid period with a reason, e-mails it, and can undo', async () => {
    expect((await call(admin, 'POST', '/cancel', { reason: '' })).statusCode).toBe(400);
    const canceled = await call(admin, 'POST', '/cancel', { reason: 'Vamos pausar os OKRs.' });
    expect(canceled.statusCode).toBe(200);
    expect(canceled.json().subscription).toMatchObject({
      cancelAtPeriodEnd: true,
      cancelReason: 'Vamos pausar os OKRs.',
      nextChargeAt: null,
    });
    expect(canceled.json().access.readOnly).toBe(false);
    expect((await lastEmailTo(t, admin.email)).template).toBe('subscription_cancel_scheduled');

    const undone = await call(admin, 'POST', '/cancel/undo');
    expect(undone.statusCode).toBe(200);
    expect(undone.json().subscription.cancelAtPeriodEnd).toBe(false);
    expect((await call(admin, 'POST', '/cancel/undo')).statusCode).toBe(409);
  });

  it('pays a refused renewal again with a new card', async () => {
    const [row] = await t.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.companyId, admin.companyId));
    const renewal = await t.app.inject({
      method: 'POST',
      url: `/efi-sim/control/subscriptions/${row?.efiSubscriptionId}/charges`,
      payload: { outcome: 'unpaid' },
    });
    expect(renewal.statusCode).toBe(200);
    const chargeId = renewal.json().data.charge_id as number;
    await settle(t);
    await t.db.insert(payments).values({
      companyId: admin.companyId,
      subscriptionId: row?.id ?? '',
      planId: row?.planId,
      efiChargeId: chargeId,
      amountCents: 44_900,
      status: 'unpaid',
    });
    await t.db
      .update(subscriptions)
      .set({ status: 'past_due', pastDueSince: clock.now() })
      .where(eq(subscriptions.companyId, admin.companyId));

    const refused = await call(admin, 'POST', '/pay', {
      card: await tokenizeCard(t, CARDS.invalid),
    });
    expect(refused.statusCode).toBe(402);
    expect(refused.json().message).toBe('Dados do cartão inválidos.');

    const paid = await call(admin, 'POST', '/pay', { card: await tokenizeCard(t) });
    expect(paid.statusCode).toBe(200);
    expect(paid.json().message).toBe(billingMessages.paymentRetried);
    const [payment] = await t.db.select().from(payments).where(eq(payments.efiChargeId, chargeId));
    expect(payment?.status).toBe('waiting');
  });
});
