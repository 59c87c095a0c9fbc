import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlan, deliverAndProcess } from '../../test/billing-fixtures';
import { checkoutBody, postCheckout } from '../../test/checkout-fixtures';
import { countingProvider, FISCAL_SETTINGS, workInvoices } from '../../test/invoice-fixtures';
import { createStaffUser } from '../../test/staff-fixtures';
import { createTestApp, type TestApp, testClock } from '../../test/test-app';
import { payments, subscriptions } from '../billing/subscriptions.table';
import { users } from '../users/users.table';
import { invoices } from './invoices.table';

/** The buyer's first nota fiscal, with nothing but what checkout asked (no admin correction). */
describe('the checkout payer as the tomador of the first nota', () => {
  let t: TestApp;
  const clock = testClock(new Date('2026-11-27T15:00:00Z'));
  const counting = countingProvider();
  let planId: string;

  beforeAll(async () => {
    t = await createTestApp({ now: clock.now, nfse: counting.provider });
    counting.attach(t);
    planId = (await createPlan(t, { priceCents: 44_900, name: 'Pro' })).id;
    const staff = await createStaffUser(t, { role: 'admin' });
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/backoffice/settings/fiscal',
      headers: staff.headers,
      payload: FISCAL_SETTINGS,
    });
    expect(saved.statusCode, saved.body).toBe(200);
  });
  afterAll(() => t.close());

  const payerOf = async (email: string) => {
    const [row] = await t.db
      .select({ payer: subscriptions.payer, subscriptionId: subscriptions.id })
      .from(subscriptions)
      .innerJoin(users, eq(users.companyId, subscriptions.companyId))
      .where(eq(users.email, email));
    if (!row) throw new Error(`no subscription for ${email}`);
    return row;
  };

  it('issues the nota on the first send with the city code chosen at checkout', async () => {
    const body = await checkoutBody(t, planId);
    body.address = { ...body.address, city: 'Campinas', ibgeCode: '3509502' };
    const bought = await postCheckout(t, body);
    expect(bought.statusCode, bought.body).toBe(201);
    const { payer, subscriptionId } = await payerOf(body.buyer.email);
    expect(payer).toMatchObject({ ibgeCode: '3509502', address: { city: 'Campinas' } });
    // Efí's billing address stays Efí's: the code is kept beside it.
    expect(payer?.address).not.toHaveProperty('ibgeCode');

    await deliverAndProcess(t);
    await workInvoices(t);
    const [payment] = await t.db
      .select()
      .from(payments)
      .where(eq(payments.subscriptionId, subscriptionId));
    expect(payment?.status).toBe('paid');
    const [invoice] = await t.db
      .select()
      .from(invoices)
      .where(eq(invoices.paymentId, payment?.id ?? ''));
    expect(invoice).toMatchObject({ status: 'authorized', attempts: 1, errorMessage: null });
    expect(counting.sends.get(payment?.id ?? '')).toBe(1);
  });

  it('finds the code by name and UF for API clients that send the city only', async () => {
    const body = await checkoutBody(t, planId);
    body.address = { ...body.address, city: '  sao   PAULO ', state: 'SP' };
    expect(body.address).not.toHaveProperty('ibgeCode');
    const bought = await postCheckout(t, body);
    expect(bought.statusCode, bought.body).toBe(201);
    const { payer } = await payerOf(body.buyer.email);
    expect(payer).toMatchObject({ ibgeCode: '3550308', address: { city: 'São Paulo' } });
  });

  it('refuses in pt-BR, on the city, a city not in the list or a code of another UF', async () => {
    const issuesOf = async (address: object) => {
      const body = await checkoutBody(t, planId);
      const response = await postCheckout(t, { ...body, address: { ...body.address, ...address } });
      expect(response.statusCode).toBe(400);
      return response.json().issues;
    };
    expect(await issuesOf({ city: 'Cidade Inventada' })).toEqual([
      { path: 'address.city', message: 'Escolha uma cidade da lista.' },
    ]);
    // Campinas is in SP.
    expect(await issuesOf({ city: 'Campinas', state: 'RJ', ibgeCode: '3509502' })).toEqual([
      { path: 'address.city', message: 'Essa cidade não fica em RJ. Escolha uma cidade da lista.' },
    ]);
    expect(await issuesOf({ ibgeCode: '9999999' })).toEqual([
      { path: 'address.city', message: 'Escolha uma cidade da lista.' },
    ]);
  });
});
