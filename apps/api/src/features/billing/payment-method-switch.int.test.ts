import { injectControl } from '@rumo/efi/testing';
import { billingMessages } from '@rumo/shared/billing/contracts';
import { switchBirthDateMessages } from '@rumo/shared/billing/payment-method';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, type TestUser } from '../../test/account-fixtures';
import { paymentsOf, subscriptionRow, templatesSentTo } from '../../test/billing-fixtures';
import { processSimulatorCallbacks } from '../../test/boleto-fixtures';
import {
  checkoutBody,
  defaultPlans,
  postCheckout,
  tokenizeCard,
} from '../../test/checkout-fixtures';
import { lastEmailTo } from '../../test/mailbox';
import { createTestApp, type TestApp, testClock } from '../../test/test-app';
import { issueSession } from '../auth/public';
import { subscriptions } from './subscriptions.table';

/**
 * PUT /api/billing/payment-method: card ↔ boleto from the next charge on, on the Efí simulator
 * (a new Efí subscription whose first charge is the next charge's day; the old one canceled).
 */
describe('switching between card and boleto', () => {
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

  interface Buyer {
    admin: TestUser;
    subscriptionId: string;
  }

  /** An admin whose company bought by card on 27/11 (charged at once, paid). */
  async function buyByCard(): Promise<Buyer> {
    clock.set(start);
    const admin = await createTestUser(t, { role: 'admin' });
    const body = await checkoutBody(t, planId, { email: admin.email });
    const { company: _, ...buyer } = body.buyer;
    expect((await postCheckout(t, { ...body, buyer }, await signedIn(admin))).statusCode).toBe(201);
    await processCallbacks();
    const [row] = await t.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.companyId, admin.companyId));
    if (!row) throw new Error('no subscription');
    return { admin, subscriptionId: row.id };
  }

  const switchTo = async (buyer: Buyer, payload: object, headers?: Record<string, string>) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/billing/payment-method',
      headers: headers ?? (await signedIn(buyer.admin)),
      payload,
    });

  it('card → boleto: the next charge is a boleto due that day, the old Efí subscription canceled, admins told', async () => {
    const buyer = await buyByCard();
    const second = await createTestUser(t, { companyId: buyer.admin.companyId, role: 'admin' });
    const before = await subscriptionRow(t, buyer.subscriptionId);
    const [first] = await paymentsOf(t, buyer.subscriptionId);
    expect(first).toMatchObject({ method: 'card', status: 'paid', paidVia: 'card' });
    expect(before).toMatchObject({ paymentMethod: 'card', nextChargeAt: '2026-12-27' });

    const response = await switchTo(buyer, { method: 'boleto' });
    expect(response.statusCode).toBe(200);
    const result = response.json();
    expect(result.message).toBe(billingMessages.methodChangedToBoleto('27/12/26'));
    expect(result.subscription).toMatchObject({
      paymentMethod: 'card',
      nextPaymentMethod: 'boleto',
      nextChargeAt: '2026-12-27',
    });
    // 27/12/26 is a Sunday: Efí moves the due date to the next business day.
    expect(result.openBoletos).toEqual([
      expect.objectContaining({
        method: 'boleto',
        boleto: expect.objectContaining({ dueDate: '2026-12-28' }),
      }),
    ]);
    const after = await subscriptionRow(t, buyer.subscriptionId);
    expect(after.efiSubscriptionId).not.toBe(before.efiSubscriptionId);
    expect((await t.app.efi.getSubscription(before.efiSubscriptionId ?? 0)).status).toBe(
      'canceled',
    );
    const fresh = await t.app.efi.getSubscription(after.efiSubscriptionId ?? 0);
    expect(fresh).toMatchObject({ status: 'active', payment_method: 'banking_billet' });
    for (const admin of [buyer.admin, second]) {
      const email = await lastEmailTo(t, admin.email);
      expect(email.template).toBe('subscription_payment_method_changed');
      expect(email.text).toContain('27/12/26');
      expect(email.text).not.toMatch(/https?:\/\//);
    }

    // The old subscription's cancellation is Rumo's own: it schedules no cancellation.
    await processCallbacks();
    expect(await subscriptionRow(t, buyer.subscriptionId)).toMatchObject({
      status: 'active',
      cancelAtPeriodEnd: false,
      efiCanceledAt: null,
    });

    const boleto = (await paymentsOf(t, buyer.subscriptionId)).at(-1);
    clock.set(new Date('2026-12-27T15:00:00Z'));
    await control().payBoleto(boleto?.efiChargeId ?? 0, { via: 'pix' });
    await processCallbacks();
    expect((await paymentsOf(t, buyer.subscriptionId)).at(-1)).toMatchObject({
      method: 'boleto',
      paidVia: 'pix',
      periodStart: '2026-12-27',
      periodEnd: '2027-01-27',
    });
    expect(await subscriptionRow(t, buyer.subscriptionId)).toMatchObject({
      paymentMethod: 'boleto',
      nextPaymentMethod: null,
      cardMask: null,
      currentPeriodEnd: '2027-01-27',
    });

    // boleto → card: the card's first charge falls on the next charge's day (Efí's trial_days).
    const card = await tokenizeCard(t);
    const back = await switchTo(buyer, { method: 'card', card });
    expect(back.statusCode).toBe(200);
    expect(back.json().message).toBe(billingMessages.methodChangedToCard('27/01/27'));
    const onCard = await subscriptionRow(t, buyer.subscriptionId);
    expect(onCard).toMatchObject({ nextPaymentMethod: 'card', cardMask: card.cardMask });
    const cardSub = await t.app.efi.getSubscription(onCard.efiSubscriptionId ?? 0);
    expect(cardSub).toMatchObject({ payment_method: 'credit_card', next_execution: '2027-01-27' });
    expect((await t.app.efi.getSubscription(after.efiSubscriptionId ?? 0)).status).toBe('canceled');
    await processCallbacks();

    clock.set(new Date('2027-01-27T15:00:00Z'));
    await control().renew(onCard.efiSubscriptionId ?? 0, 'paid');
    await processCallbacks();
    expect((await paymentsOf(t, buyer.subscriptionId)).at(-1)).toMatchObject({
      method: 'card',
      status: 'paid',
      paidVia: 'card',
      periodStart: '2027-01-27',
      periodEnd: '2027-02-27',
    });
    expect(await subscriptionRow(t, buyer.subscriptionId)).toMatchObject({
      status: 'active',
      paymentMethod: 'card',
      nextPaymentMethod: null,
      cancelAtPeriodEnd: false,
    });
    expect(await templatesSentTo(t, second.email)).toContain('billing_receipt');
  });

  it('boleto → card for a CPF payer asks the birth date Efí needs, and keeps it', async () => {
    clock.set(start);
    const admin = await createTestUser(t, { role: 'admin' });
    const body = await checkoutBody(t, planId, { email: admin.email });
    const { company: _, birthDate: __, ...buyer } = body.buyer;
    const bought = await postCheckout(
      t,
      { ...body, buyer, payment: { method: 'boleto' } },
      await signedIn(admin),
    );
    expect(bought.statusCode).toBe(201);
    const [row] = await t.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.companyId, admin.companyId));
    const [first] = await paymentsOf(t, row?.id ?? '');
    await control().payBoleto(first?.efiChargeId ?? 0);
    await processCallbacks();
    const payer = { admin, subscriptionId: row?.id ?? '' };

    const tab = await t.app.inject({
      method: 'GET',
      url: '/api/billing/subscription',
      headers: await signedIn(admin),
    });
    expect(tab.json().subscription).toMatchObject({ cardNeedsBirthDate: true });

    const card = await tokenizeCard(t);
    const missing = await switchTo(payer, { method: 'card', card });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      message: switchBirthDateMessages.required,
      issues: [{ path: 'birthDate', message: switchBirthDateMessages.required }],
    });
    const invalid = await switchTo(payer, { method: 'card', card, birthDate: '1990-02-31' });
    expect(invalid.statusCode).toBe(400);
    expect(JSON.stringify(invalid.json())).toContain(switchBirthDateMessages.invalid);
    expect(await subscriptionRow(t, payer.subscriptionId)).toMatchObject({
      paymentMethod: 'boleto',
      efiSubscriptionId: row?.efiSubscriptionId,
    });

    const switched = await switchTo(payer, { method: 'card', card, birthDate: '1988-07-14' });
    expect(switched.statusCode, switched.body).toBe(200);
    const after = await subscriptionRow(t, payer.subscriptionId);
    expect(after).toMatchObject({ nextPaymentMethod: 'card', cardMask: card.cardMask });
    expect(after.payer).toMatchObject({ birthDate: '1988-07-14' });
    const known = await t.app.inject({
      method: 'GET',
      url: '/api/billing/subscription',
      headers: await signedIn(admin),
    });
    expect(known.json().subscription).toMatchObject({ cardNeedsBirthDate: false });
    const efi = await t.app.efi.getSubscription(after.efiSubscriptionId ?? 0);
    expect(efi).toMatchObject({ payment_method: 'credit_card', status: 'active' });
  });

  it('two switches at once leave one live Efí subscription: the later one is undone (409)', async () => {
    const buyer = await buyByCard();
    const before = await subscriptionRow(t, buyer.subscriptionId);
    // Signed in first, so both switches reach the route together.
    const headers = await signedIn(buyer.admin);
    const answers = await Promise.all([
      switchTo(buyer, { method: 'boleto' }, headers),
      switchTo(buyer, { method: 'boleto' }, headers),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const refused = answers.find((answer) => answer.statusCode === 409)?.json().message;
    // Overlapping, the later one is undone; on a busy machine it may start after the first
    // ended and find the subscription already on boleto. Either way one switch took effect.
    expect([billingMessages.methodChangedMeanwhile, billingMessages.samePaymentMethod]).toContain(
      refused,
    );

    // The simulator numbers subscriptions in order: each switch that reached Efí made the next.
    const first = before.efiSubscriptionId ?? 0;
    const statuses = await Promise.all(
      [first, first + 1, first + 2].map((id) =>
        t.app.efi.getSubscription(id).then(
          (remote) => remote.status,
          () => 'not created',
        ),
      ),
    );
    expect(statuses.slice(0, 2)).not.toContain('not created');
    if (refused === billingMessages.samePaymentMethod) expect(statuses[2]).toBe('not created');
    expect(statuses.filter((status) => status === 'active')).toHaveLength(1);
    const after = await subscriptionRow(t, buyer.subscriptionId);
    expect((await t.app.efi.getSubscription(after.efiSubscriptionId ?? 0)).status).toBe('active');
    expect(await paymentsOf(t, buyer.subscriptionId)).toHaveLength(2);
  });

  it('is refused with a 409 in pt-BR: same method, open boleto, scheduled cancellation, past due', async () => {
    const buyer = await buyByCard();
    const same = await switchTo(buyer, { method: 'card', card: await tokenizeCard(t) });
    expect(same.statusCode).toBe(409);
    expect(same.json().message).toBe(billingMessages.samePaymentMethod);

    expect((await switchTo(buyer, { method: 'boleto' })).statusCode).toBe(200);
    const open = await switchTo(buyer, { method: 'card', card: await tokenizeCard(t) });
    expect(open.statusCode).toBe(409);
    expect(open.json().message).toBe(billingMessages.methodChangeWhileBoletoOpen);

    const canceling = await buyByCard();
    await t.app.inject({
      method: 'POST',
      url: '/api/billing/cancel',
      headers: await signedIn(canceling.admin),
      payload: { reason: 'Vamos pausar o uso por enquanto.' },
    });
    const whileCanceling = await switchTo(canceling, { method: 'boleto' });
    expect(whileCanceling.statusCode).toBe(409);
    expect(whileCanceling.json().message).toBe(billingMessages.methodChangeWhileCanceling);

    const late = await buyByCard();
    await t.db
      .update(subscriptions)
      .set({ status: 'past_due', pastDueSince: clock.now() })
      .where(eq(subscriptions.id, late.subscriptionId));
    const whileLate = await switchTo(late, { method: 'boleto' });
    expect(whileLate.statusCode).toBe(409);
    expect(whileLate.json().message).toBe(billingMessages.methodChangeWhileOverdue);

    const member = await createTestUser(t, { companyId: buyer.admin.companyId });
    const forbidden = await t.app.inject({
      method: 'PUT',
      url: '/api/billing/payment-method',
      headers: await signedIn(member),
      payload: { method: 'boleto' },
    });
    expect(forbidden.statusCode).toBe(403);
  });
});
