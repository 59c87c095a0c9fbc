import { injectControl } from '@rumo/efi/testing';
import { billingMessages, type CheckoutBody } from '@rumo/shared/billing/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser } from '../../test/account-fixtures';
import { templatesSentTo } from '../../test/billing-fixtures';
import { checkoutBody, defaultPlans, postCheckout } from '../../test/checkout-fixtures';
import { lastEmailTo } from '../../test/mailbox';
import { createTestApp, type TestApp, testClock } from '../../test/test-app';
import { emailOutbox } from '../mail/mail.table';
import { users } from '../users/users.table';
import { runFirstBoletoDeadlines } from './checkout.first-boleto';
import { processPendingNotifications } from './notifications.service';
import { payments, subscriptions } from './subscriptions.table';

/** Buying by Boleto / Pix, on the Efí simulator the app mounts (real PGlite or PostgreSQL). */
describe('checkout by boleto', () => {
  let t: TestApp;
  let planId: string;
  const start = new Date('2026-11-27T15:00:00Z');
  const clock = testClock(start);
  const control = () => injectControl(t.app);

  beforeAll(async () => {
    t = await createTestApp({ now: clock.now });
    planId = (await defaultPlans(t)).find('equipe').id;
  });
  afterAll(() => t.close());

  /** A new buyer's boleto body: no card, and no birth date with a CPF. */
  async function boletoBody(overrides: { document?: string } = {}): Promise<CheckoutBody> {
    const body = await checkoutBody(t, planId, { company: 'Padaria Aurora' });
    const { birthDate: _, ...buyer } = body.buyer;
    return {
      ...body,
      buyer: { ...buyer, document: overrides.document ?? buyer.document },
      payment: { method: 'boleto' },
    };
  }

  async function rowsOf(email: string) {
    const [admin] = await t.db.select().from(users).where(eq(users.email, email));
    const companyId = admin?.companyId ?? '';
    const [subscription] = await t.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.companyId, companyId));
    const charges = await t.db.select().from(payments).where(eq(payments.companyId, companyId));
    return { admin, subscription, charges };
  }

  /** The link of the activation e-mail sent to `email`. */
  async function activationToken(email: string): Promise<string> {
    const [row] = await t.db
      .select({ text: emailOutbox.text })
      .from(emailOutbox)
      .where(
        and(
          eq(emailOutbox.toAddress, email.toLowerCase()),
          eq(emailOutbox.template, 'purchase_activation'),
        ),
      );
    const token = /[?&]token=([A-Za-z0-9_.-]+)/.exec(row?.text ?? '')?.[1];
    if (!token) throw new Error(`no activation link sent to ${email}`);
    return token;
  }

  /** The simulator's callbacks were stored by the webhook route: process them as the queue does. */
  const processCallbacks = () => processPendingNotifications(t.app);

  it('answers the boleto to pay and records a pending order, method boleto', async () => {
    clock.set(start);
    const body = await boletoBody();
    const response = await postCheckout(t, body);
    expect(response.statusCode).toBe(201);
    const result = response.json();
    expect(result).toMatchObject({
      paymentMethod: 'boleto',
      cardMask: null,
      trial: false,
      amountCents: 44_900,
      nextChargeAt: '2026-11-30',
      boleto: { dueDate: '2026-11-30' },
    });
    expect(result.boleto.linhaDigitavel.replace(/\D/g, '')).toMatch(/^\d{47}$/);
    expect(result.boleto.pixCode).toMatch(/^000201.*6304[0-9A-F]{4}$/);
    const pdf = await t.app.inject({ method: 'GET', url: new URL(result.boleto.pdfUrl).pathname });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');

    const { admin, subscription, charges } = await rowsOf(body.buyer.email);
    expect(admin).toMatchObject({ role: 'admin', status: 'pending' });
    expect(subscription).toMatchObject({
      status: 'pending',
      paymentMethod: 'boleto',
      cardMask: null,
      nextChargeAt: '2026-11-30',
    });
    expect(charges).toHaveLength(1);
    expect(charges[0]).toMatchObject({
      method: 'boleto',
      status: 'waiting',
      boleto: result.boleto,
      periodStart: '2026-11-30',
      periodEnd: '2026-12-30',
    });

    // The e-mail carries the boleto and no account link (that one waits for the payment).
    const email = await lastEmailTo(t, body.buyer.email);
    expect(email.template).toBe('purchase_boleto');
    for (const part of [email.text, email.html]) {
      expect(part).toContain(result.boleto.linhaDigitavel);
      expect(part).toContain(result.boleto.pixCode);
      expect(part).toContain('30/11/26');
    }
    expect(email.text).not.toContain('token=');

    const again = await t.app.inject({ method: 'GET', url: `/api/checkout/${result.id}` });
    expect(again.json()).toEqual(result);
  });

  it('bills a CNPJ buyer as a company and a CPF buyer as a person', async () => {
    clock.set(start);
    const customers = [];
    for (const document of ['11.222.333/0001-81', '529.982.247-25']) {
      const body = await boletoBody({ document });
      expect((await postCheckout(t, body)).statusCode).toBe(201);
      const { charges } = await rowsOf(body.buyer.email);
      const charge = await t.app.efi.getCharge(charges[0]?.efiChargeId ?? 0);
      expect(charge.payment?.method).toBe('banking_billet');
      customers.push(charge.customer);
    }
    expect(customers).toEqual([
      expect.objectContaining({ cnpj: '11222333000181', corporate_name: 'Padaria Aurora' }),
      expect.objectContaining({ cpf: '52998224725', name: 'Marta Compradora' }),
    ]);
    expect(customers[0]?.cpf ?? null).toBeNull();
  });

  it('answers a repeated request with the same boleto and creates one order', async () => {
    clock.set(start);
    const body = await boletoBody();
    const first = (await postCheckout(t, body)).json();
    const second = await postCheckout(t, body);
    expect(second.statusCode).toBe(201);
    expect(second.json()).toEqual(first);
    const { charges } = await rowsOf(body.buyer.email);
    expect(charges).toHaveLength(1);
    expect(await templatesSentTo(t, body.buyer.email)).toEqual(['purchase_boleto']);
  });

  it('activates the order when the first boleto is paid (by its Pix): link, receipt, access', async () => {
    clock.set(start);
    const body = await boletoBody();
    await postCheckout(t, body);
    const before = await rowsOf(body.buyer.email);
    clock.set(new Date('2026-11-28T13:00:00Z'));
    await control().payBoleto(before.charges[0]?.efiChargeId ?? 0, { via: 'pix' });
    await processCallbacks();

    const { subscription, charges } = await rowsOf(body.buyer.email);
    expect(subscription).toMatchObject({
      status: 'active',
      currentPeriodStart: '2026-11-30',
      currentPeriodEnd: '2026-12-30',
      nextChargeAt: '2026-12-30',
    });
    expect(charges[0]).toMatchObject({ status: 'paid', method: 'boleto' });
    expect(await templatesSentTo(t, body.buyer.email)).toEqual([
      'purchase_boleto',
      'purchase_activation',
      'billing_receipt',
    ]);
    const token = await activationToken(body.buyer.email);
    const activated = await t.app.inject({
      method: 'POST',
      url: '/api/auth/activate-purchase',
      payload: { token, password: 'senha-nova-123' },
    });
    expect(activated.statusCode).toBe(200);
    const headers = { authorization: `Bearer ${activated.json().token}` };
    const access = await t.app.inject({ method: 'GET', url: '/api/billing/access', headers });
    expect(access.json()).toMatchObject({ status: 'active', readOnly: false });
  });

  it('reminds a day before and on the due date, then expires the unpaid order', async () => {
    clock.set(start);
    const body = await boletoBody();
    await postCheckout(t, body);
    const { subscription } = await rowsOf(body.buyer.email);
    const efiId = subscription?.efiSubscriptionId ?? 0;

    clock.set(new Date('2026-11-28T12:00:00Z'));
    expect((await runFirstBoletoDeadlines(t.app)).reminders).toBe(0);
    clock.set(new Date('2026-11-29T12:00:00Z'));
    await runFirstBoletoDeadlines(t.app);
    await runFirstBoletoDeadlines(t.app);
    clock.set(new Date('2026-11-30T12:00:00Z'));
    await runFirstBoletoDeadlines(t.app);
    // Paid on its last day, a boleto is confirmed days later: the order waits for it.
    clock.set(new Date('2026-12-03T12:00:00Z'));
    expect((await runFirstBoletoDeadlines(t.app)).expired).toBe(0);
    clock.set(new Date('2026-12-04T12:00:00Z'));
    expect((await runFirstBoletoDeadlines(t.app)).expired).toBeGreaterThanOrEqual(1);

    const after = await rowsOf(body.buyer.email);
    expect(after.subscription).toMatchObject({ status: 'expired', nextChargeAt: null });
    expect(after.subscription?.efiCanceledAt).toBeInstanceOf(Date);
    expect((await t.app.efi.getSubscription(efiId)).status).toBe('canceled');
    expect(await templatesSentTo(t, body.buyer.email)).toEqual([
      'purchase_boleto',
      'first_boleto_due_1',
      'first_boleto_due_0',
      'first_boleto_expired',
    ]);
    const expired = await lastEmailTo(t, body.buyer.email);
    expect(expired.text).toContain('o pedido foi cancelado');
    // Nobody was ever let in: the admin still has no password nor link.
    expect(after.admin?.status).toBe('pending');
    expect((await runFirstBoletoDeadlines(t.app)).expired).toBe(0);
  });

  it('never expires an order paid at Efí whose notification was missed: it activates it', async () => {
    clock.set(start);
    const body = await boletoBody();
    await postCheckout(t, body);
    const { charges } = await rowsOf(body.buyer.email);
    // Paid, but the callbacks stay unprocessed (as if they never came).
    await control().payBoleto(charges[0]?.efiChargeId ?? 0);
    clock.set(new Date('2026-12-04T12:00:00Z'));
    expect((await runFirstBoletoDeadlines(t.app)).paid).toBeGreaterThanOrEqual(1);
    const after = await rowsOf(body.buyer.email);
    expect(after.subscription?.status).toBe('active');
    expect(after.subscription?.efiCanceledAt).toBeNull();
    expect(await templatesSentTo(t, body.buyer.email)).toEqual([
      'purchase_boleto',
      'purchase_activation',
      'billing_receipt',
    ]);
  });

  it('does not remind an order paid at Efí whose notification was missed', async () => {
    clock.set(start);
    const body = await boletoBody();
    await postCheckout(t, body);
    const { charges } = await rowsOf(body.buyer.email);
    await control().payBoleto(charges[0]?.efiChargeId ?? 0, { via: 'pix' });
    clock.set(new Date('2026-11-29T12:00:00Z'));
    await runFirstBoletoDeadlines(t.app);
    expect((await rowsOf(body.buyer.email)).subscription?.status).toBe('active');
    expect(await templatesSentTo(t, body.buyer.email)).not.toContain('first_boleto_due_1');
  });

  it('an order whose first boleto may still be paid is neither replaced nor its payer overwritten anonymously', async () => {
    clock.set(start);
    const body = await boletoBody();
    await postCheckout(t, body);
    const first = await rowsOf(body.buyer.email);
    const firstEfiId = first.subscription?.efiSubscriptionId ?? 0;
    const intruder = {
      ...body.buyer,
      name: 'Outra Pessoa',
      company: 'Outra Empresa',
      document: '111.444.777-35',
      birthDate: '1990-01-20',
    };

    // Waiting, then past due but within the days a bank takes to confirm a boleto paid late.
    for (const day of ['2026-11-27T16:00:00Z', '2026-12-02T12:00:00Z']) {
      clock.set(new Date(day));
      await runFirstBoletoDeadlines(t.app);
      for (const payment of [
        { method: 'boleto' as const },
        (await checkoutBody(t, planId)).payment,
      ]) {
        const again = await postCheckout(t, { ...(await boletoBody()), buyer: intruder, payment });
        expect(again.statusCode).toBe(409);
        expect(again.json()).toMatchObject({
          code: 'EMAIL_TAKEN',
          message: billingMessages.emailTaken,
        });
      }
    }
    const after = await rowsOf(body.buyer.email);
    expect(after.subscription).toMatchObject({ status: 'pending', efiSubscriptionId: firstEfiId });
    expect(after.subscription?.payer).toEqual(first.subscription?.payer);
    expect(after.charges).toHaveLength(1);
    expect((await t.app.efi.getSubscription(firstEfiId)).status).toBe('active');
  });

  it('a buyer whose boleto order expired unpaid orders again with the same e-mail, on the same company', async () => {
    clock.set(start);
    const body = await boletoBody();
    await postCheckout(t, body);
    const first = await rowsOf(body.buyer.email);
    const firstEfiId = first.subscription?.efiSubscriptionId ?? 0;
    clock.set(new Date('2026-12-04T12:00:00Z'));
    await runFirstBoletoDeadlines(t.app);
    expect((await rowsOf(body.buyer.email)).subscription?.status).toBe('expired');

    // Two orders at once for the expired one: one takes it, the other finds the e-mail taken.
    const buyer = { ...body.buyer, name: 'Marta Compradora Silva' };
    const attempts = await Promise.all([
      postCheckout(t, { ...(await boletoBody()), buyer }),
      postCheckout(t, { ...(await boletoBody()), buyer }),
    ]);
    expect(attempts.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const second = await rowsOf(body.buyer.email);
    expect(second.admin?.companyId).toBe(first.admin?.companyId);
    expect(second.subscription).toMatchObject({ status: 'pending' });
    expect(second.subscription?.payer).toMatchObject({ name: 'Marta Compradora Silva' });
    expect(second.subscription?.efiSubscriptionId).not.toBe(firstEfiId);

    // That one expires too; then by card: a new buyer's purchase, activation link at once.
    clock.set(new Date('2026-12-11T12:00:00Z'));
    await runFirstBoletoDeadlines(t.app);
    const card = await checkoutBody(t, planId, { email: body.buyer.email });
    const byCard = await postCheckout(t, card);
    expect(byCard.statusCode).toBe(201);
    expect((await rowsOf(body.buyer.email)).subscription).toMatchObject({
      status: 'active',
      paymentMethod: 'card',
    });
    expect((await lastEmailTo(t, body.buyer.email)).template).toBe('purchase_activation');
    expect(await t.db.$count(users, eq(users.email, body.buyer.email))).toBe(1);

    // Once an order was paid the e-mail is taken, as before.
    const paidCharge = (await rowsOf(body.buyer.email)).charges.find((c) => c.method === 'card');
    await t.db
      .update(payments)
      .set({ status: 'paid', paidAt: clock.now() })
      .where(eq(payments.id, paidCharge?.id ?? ''));
    const taken = await postCheckout(t, { ...(await boletoBody()), buyer: body.buyer });
    expect(taken.statusCode).toBe(409);
  });

  it('a pending buyer who sets a password by “Esqueci a senha” sees the company read-only', async () => {
    clock.set(start);
    const body = await boletoBody();
    await postCheckout(t, body);
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: body.buyer.email },
    });
    const token = /[?&]token=([A-Za-z0-9_.-]+)/.exec(
      (await lastEmailTo(t, body.buyer.email)).text,
    )?.[1];
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: 'senha-nova-123' },
    });
    expect(reset.statusCode).toBeLessThan(300);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: body.buyer.email, password: 'senha-nova-123' },
    });
    const headers = { authorization: `Bearer ${login.json().token}` };
    const write = await t.app.inject({
      method: 'POST',
      url: '/api/teams',
      headers,
      payload: { name: 'Vendas' },
    });
    expect(write.statusCode).toBe(402);
    expect(write.json().message).toBe(billingMessages.readOnly.payment_pending);
  });

  it('with a trial: access at once, the boleto due on the trial’s last day (Efí’s business day)', async () => {
    clock.set(start);
    const admin = await createTestUser(t, { role: 'admin' });
    await t.db.insert(subscriptions).values({
      companyId: admin.companyId,
      status: 'trialing',
      trialEndsAt: new Date('2026-12-05T18:00:00Z'),
    });
    const body = await boletoBody();
    const { company: _, ...buyer } = body.buyer;
    const response = await postCheckout(
      t,
      { ...body, buyer: { ...buyer, email: admin.email } },
      admin.headers,
    );
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      trial: true,
      paymentMethod: 'boleto',
      // The trial's last day is a Saturday: Efí makes the boleto due on Monday, and the trial
      // lasts until then.
      nextChargeAt: '2026-12-07',
      boleto: { dueDate: '2026-12-07' },
      existingCompany: true,
    });
    const [row] = await t.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.companyId, admin.companyId));
    expect(row).toMatchObject({ status: 'trialing', paymentMethod: 'boleto' });
    expect(row?.trialEndsAt?.toISOString()).toBe('2026-12-08T02:59:59.999Z');
    const write = await t.app.inject({
      method: 'POST',
      url: '/api/teams',
      headers: admin.headers,
      payload: { name: `Time ${Math.random()}` },
    });
    expect(write.statusCode).not.toBe(402);
    const email = await lastEmailTo(t, admin.email);
    expect(email.template).toBe('subscription_started');
    expect(email.text).toContain(response.json().boleto.linhaDigitavel);
  });

  it('keeps an existing company read-only until its first boleto is paid', async () => {
    clock.set(start);
    const admin = await createTestUser(t, { role: 'admin' });
    await t.db.insert(subscriptions).values({
      companyId: admin.companyId,
      status: 'expired',
      trialEndsAt: new Date('2026-11-20T18:00:00Z'),
    });
    const body = await boletoBody();
    const { company: _, ...buyer } = body.buyer;
    const response = await postCheckout(
      t,
      { ...body, buyer: { ...buyer, email: admin.email } },
      admin.headers,
    );
    expect(response.json()).toMatchObject({ trial: false, existingCompany: true });
    const write = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/teams',
        headers: admin.headers,
        payload: { name: `Time ${Math.random()}` },
      });
    const refused = await write();
    expect(refused.statusCode).toBe(402);
    expect(refused.json().message).toBe(billingMessages.readOnly.payment_pending);

    const [charge] = await t.db
      .select()
      .from(payments)
      .where(eq(payments.companyId, admin.companyId));
    await control().payBoleto(charge?.efiChargeId ?? 0);
    await processCallbacks();
    t.app.sessionCache?.clear();
    expect((await write()).statusCode).not.toBe(402);
    expect(await templatesSentTo(t, admin.email)).toEqual(['purchase_boleto', 'billing_receipt']);
  });
});
