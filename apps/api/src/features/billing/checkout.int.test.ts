import { billingMessages } from '@rumo/shared/billing/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settle, templatesSentTo } from '../../test/billing-fixtures';
import { CARDS, checkoutBody, defaultPlans, postCheckout } from '../../test/checkout-fixtures';
import { lastEmailTo, tokenFromLastEmail } from '../../test/mailbox';
import { createTestApp, type TestApp } from '../../test/test-app';
import { companies } from '../companies/companies.table';
import { users } from '../users/users.table';
import { checkoutSessions } from './checkout.table';
import { payments, subscriptions } from './subscriptions.table';
import { efiNotifications } from './webhooks.table';

describe('checkout', () => {
  let t: TestApp;
  let planId: string;
  beforeAll(async () => {
    t = await createTestApp();
    planId = (await defaultPlans(t)).find('equipe').id;
  });
  afterAll(() => t.close());

  it('buys a plan: company, pending admin, active subscription, first payment, activation e-mail', async () => {
    const body = await checkoutBody(t, planId, { company: 'Padaria Aurora' });
    const response = await postCheckout(t, body);
    expect(response.statusCode).toBe(201);
    const result = response.json();
    expect(result).toMatchObject({
      plan: { id: planId, name: 'Equipe', interval: 'monthly', priceCents: 44_900 },
      amountCents: 44_900,
      email: body.buyer.email,
      existingCompany: false,
    });
    expect(result.nextChargeAt).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    const [admin] = await t.db.select().from(users).where(eq(users.email, body.buyer.email));
    expect(admin).toMatchObject({ role: 'admin', status: 'pending' });
    const [company] = await t.db
      .select()
      .from(companies)
      .where(eq(companies.id, admin?.companyId ?? ''));
    expect(company?.name).toBe('Padaria Aurora');
    const [subscription] = await t.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.companyId, company?.id ?? ''));
    expect(subscription).toMatchObject({
      planId,
      status: 'active',
      nextChargeCents: 44_900,
      cardMask: body.payment.method === 'card' ? body.payment.card.cardMask : null,
    });
    expect(subscription?.efiSubscriptionId).toBeGreaterThan(0);
    expect(subscription?.payer?.document).toBe('52998224725');
    const paid = await t.db
      .select()
      .from(payments)
      .where(eq(payments.companyId, company?.id ?? ''));
    expect(paid).toHaveLength(1);
    expect(paid[0]).toMatchObject({ amountCents: 44_900, status: 'waiting' });

    const email = await lastEmailTo(t, body.buyer.email);
    expect(email.template).toBe('purchase_activation');
    expect(email.text).toContain('/activate-account-purchase?token=');

    const again = await t.app.inject({ method: 'GET', url: `/api/checkout/${result.id}` });
    expect(again.json()).toEqual(result);
  });

  it('confirms the first payment from Efí’s notification and e-mails a receipt', async () => {
    const body = await checkoutBody(t, planId);
    const { id } = (await postCheckout(t, body)).json();
    // Efí's callbacks reach the webhook route, which queues their processing: run the queue.
    await settle(t);
    expect(await t.app.jobs.drain('efi-notification')).toBeGreaterThan(0);
    const [checkoutRow] = await t.db
      .select()
      .from(checkoutSessions)
      .where(eq(checkoutSessions.id, id));
    const [payment] = await t.db
      .select()
      .from(payments)
      .where(eq(payments.companyId, checkoutRow?.companyId ?? ''));
    expect(payment).toMatchObject({ status: 'paid', amountCents: 44_900 });
    expect(payment?.paidAt).toBeInstanceOf(Date);
    expect(await templatesSentTo(t, body.buyer.email)).toEqual([
      'purchase_activation',
      'billing_receipt',
    ]);
  });

  it('activates the purchased account from the e-mail and signs the buyer in', async () => {
    const body = await checkoutBody(t, planId, { company: 'Oficina Norte' });
    expect((await postCheckout(t, body)).statusCode).toBe(201);
    const token = await tokenFromLastEmail(t, body.buyer.email);

    const preview = await t.app.inject({
      method: 'GET',
      url: `/api/auth/purchase-activation?token=${encodeURIComponent(token)}`,
    });
    expect(preview.json()).toEqual({
      name: 'Marta Compradora',
      email: body.buyer.email,
      company: 'Oficina Norte',
      planName: 'Equipe',
    });

    const activated = await t.app.inject({
      method: 'POST',
      url: '/api/auth/activate-purchase',
      payload: { token, password: 'senha-nova-123' },
    });
    expect(activated.statusCode).toBe(200);
    const session = activated.json();
    expect(session).toMatchObject({
      email: body.buyer.email,
      role: 'admin',
      company: 'Oficina Norte',
    });
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/billing/subscription',
      headers: { authorization: `Bearer ${session.token}` },
    });
    expect(me.json().subscription).toMatchObject({ status: 'active', plan: { name: 'Equipe' } });

    const reused = await t.app.inject({
      method: 'POST',
      url: '/api/auth/activate-purchase',
      payload: { token, password: 'outra-senha-123' },
    });
    expect(reused.statusCode).toBe(400);
  });

  it.each([
    [CARDS.invalid, 'Dados do cartão inválidos.'],
    [CARDS.security, 'Transação não autorizada por motivos de segurança.'],
    [CARDS.tryLater, 'Transação não autorizada, tente novamente mais tarde.'],
  ])('refuses card %s with Efí’s reason and creates nothing', async (card, reason) => {
    const body = await checkoutBody(t, planId, { card });
    const response = await postCheckout(t, body);
    expect(response.statusCode).toBe(402);
    expect(response.json()).toMatchObject({ code: 'CARD_REFUSED', message: reason });
    expect(await t.db.$count(users, eq(users.email, body.buyer.email))).toBe(0);
    // The same attempt answers the same; a new attempt with a good card goes through.
    expect((await postCheckout(t, body)).json().message).toBe(reason);
    const retry = {
      ...(await checkoutBody(t, planId, { email: body.buyer.email })),
      buyer: body.buyer,
    };
    expect((await postCheckout(t, retry)).statusCode).toBe(201);
  });

  it('processes the notifications of a refused checkout without waiting for it', async () => {
    const body = await checkoutBody(t, planId, { card: CARDS.invalid });
    expect((await postCheckout(t, body)).statusCode).toBe(402);
    await settle(t);
    await t.app.jobs.drain('efi-notification');
    const failed = await t.db
      .select({ lastError: efiNotifications.lastError })
      .from(efiNotifications)
      .where(eq(efiNotifications.state, 'failed'));
    expect(failed).toEqual([]);
  });

  it('never creates two subscriptions for a double submit', async () => {
    const body = await checkoutBody(t, planId);
    const answers = await Promise.all(Array.from({ length: 5 }, () => postCheckout(t, body)));
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses.filter((status) => status === 201).length).toBeGreaterThanOrEqual(1);
    expect(statuses.every((status) => status === 201 || status === 409)).toBe(true);
    expect(await t.db.$count(users, eq(users.email, body.buyer.email))).toBe(1);
    expect(
      await t.db.$count(checkoutSessions, eq(checkoutSessions.idempotencyKey, body.idempotencyKey)),
    ).toBe(1);
    const ids = new Set(answers.filter((a) => a.statusCode === 201).map((a) => a.json().id));
    expect(ids.size).toBe(1);
    expect((await postCheckout(t, body)).json().id).toBe([...ids][0]);
  });

  it('refuses an e-mail that already has an account', async () => {
    const body = await checkoutBody(t, planId);
    expect((await postCheckout(t, body)).statusCode).toBe(201);
    const second = await checkoutBody(t, planId, { email: body.buyer.email });
    const response = await postCheckout(t, second);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(billingMessages.emailTaken);
  });

  it('validates CPF/CNPJ check digits and the birth date of a CPF buyer', async () => {
    const body = await checkoutBody(t, planId);
    const response = await postCheckout(t, {
      ...body,
      buyer: { ...body.buyer, document: '123.456.789-00', birthDate: '' },
    });
    expect(response.statusCode).toBe(400);
    const paths = (response.json().issues as { path: string }[]).map((issue) => issue.path);
    expect(paths).toEqual(expect.arrayContaining(['buyer.document']));
  });

  it('records the e-mail typed at checkout as a lead', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/checkout/lead',
      payload: { email: 'indecisa@teste.rumo.app', planId },
    });
    expect(response.statusCode).toBe(204);
  });

  it('tells the browser how to tokenize cards', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/billing/config' });
    expect(response.json()).toEqual({
      mode: 'simulator',
      payeeCode: null,
      environment: 'sandbox',
      simulatorUrl: '/efi-sim',
      trialDays: 14,
    });
  });
});
