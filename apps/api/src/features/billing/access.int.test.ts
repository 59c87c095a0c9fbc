import { billingMessages } from '@rumo/shared/billing/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, TEST_PASSWORD, uniqueEmail } from '../../test/account-fixtures';
import { defaultPlans } from '../../test/checkout-fixtures';
import { tokenFromLastEmail } from '../../test/mailbox';
import { createTestApp, type TestApp, testClock } from '../../test/test-app';
import { users } from '../users/users.table';
import { subscriptions } from './subscriptions.table';

describe('trial, read-only and plan limits', () => {
  let t: TestApp;
  const clock = testClock(new Date('2026-11-25T12:00:00Z'));
  beforeAll(async () => {
    t = await createTestApp({ now: clock.now });
  });
  afterAll(() => t.close());

  /** Registers through the API (which starts the trial), activates and signs in. */
  async function registered() {
    const email = uniqueEmail('trial');
    const body = {
      name: 'Tina Teste',
      email,
      company: 'Empresa em Teste',
      password: TEST_PASSWORD,
    };
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: body })).statusCode,
    ).toBe(201);
    const token = await tokenFromLastEmail(t, email);
    await t.app.inject({ method: 'POST', url: '/api/auth/activate', payload: { token } });
    // A session lasts seven days of the app's clock, which these tests move past: sign in again.
    const signIn = async () => {
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email, password: TEST_PASSWORD },
      });
      return { authorization: `Bearer ${login.json().token}` };
    };
    const [user] = await t.db.select().from(users).where(eq(users.email, email));
    return { headers: await signIn(), signIn, companyId: user?.companyId ?? '' };
  }

  const createTeam = (headers: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/teams',
      headers,
      payload: { name: `Time ${Math.random()}` },
    });

  it('starts a 14-day trial on registration, shown with the days left', async () => {
    const { headers } = await registered();
    const access = await t.app.inject({ method: 'GET', url: '/api/billing/access', headers });
    expect(access.json()).toEqual({
      status: 'trialing',
      readOnly: false,
      reason: null,
      trialDaysLeft: 14,
      graceDaysLeft: null,
    });
  });

  it('turns the company read-only when the trial ends: reads work, writes answer 402', async () => {
    const registration = await registered();
    expect((await createTeam(registration.headers)).statusCode).toBe(201);
    clock.advanceDays(15);
    const headers = await registration.signIn();
    const refused = await createTeam(headers);
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toMatchObject({
      code: 'SUBSCRIPTION_INACTIVE',
      message: billingMessages.readOnly.trial_ended,
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/teams', headers })).statusCode).toBe(
      200,
    );
    // The way back stays open: the billing tab, the profile, LGPD requests.
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/billing/subscription', headers })).statusCode,
    ).toBe(200);
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: '/api/profile',
          headers,
          payload: { name: 'Tina Ainda Edita', phone: null, position: null },
        })
      ).statusCode,
    ).toBe(200);
    clock.advanceDays(-15);
  });

  it('keeps writing during the grace period of a past-due payment, then goes read-only', async () => {
    const { headers: before, signIn, companyId } = await registered();
    await t.db
      .update(subscriptions)
      .set({ status: 'past_due', pastDueSince: clock.now(), trialEndsAt: null })
      .where(eq(subscriptions.companyId, companyId));
    const access = await t.app.inject({
      method: 'GET',
      url: '/api/billing/access',
      headers: before,
    });
    expect(access.json()).toMatchObject({ readOnly: false, graceDaysLeft: 10 });
    expect((await createTeam(before)).statusCode).toBe(201);
    clock.advanceDays(11);
    const headers = await signIn();
    const refused = await createTeam(headers);
    expect(refused.statusCode).toBe(402);
    expect(refused.json().message).toBe(billingMessages.readOnly.payment_overdue);
    // A payment restores writes at once (the row is written here directly, so the test evicts
    // the company's cached sessions as the payment's processing does).
    await t.db
      .update(subscriptions)
      .set({ status: 'active', pastDueSince: null })
      .where(eq(subscriptions.companyId, companyId));
    t.app.sessionCache.evictCompany(companyId);
    expect((await createTeam(headers)).statusCode).toBe(201);
    clock.advanceDays(-11);
  });

  it('enforces the plan’s user limit when inviting and reactivating', async () => {
    const plans = await defaultPlans(t);
    const admin = await createTestUser(t, { role: 'admin' });
    await t.db.insert(subscriptions).values({
      companyId: admin.companyId,
      planId: plans.find('essencial').id,
      status: 'active',
    });
    const members = [];
    for (let i = 0; i < 9; i++)
      members.push(await createTestUser(t, { companyId: admin.companyId }));
    const invite = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/users/invite',
        headers: admin.headers,
        payload: { name: 'Mais Uma', email: uniqueEmail('convite'), role: 'user' },
      });
    const refused = await invite();
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toMatchObject({
      code: 'PLAN_USER_LIMIT',
      message: billingMessages.planUserLimit(10),
    });

    const someone = members[0];
    const deactivate = await t.app.inject({
      method: 'POST',
      url: `/api/users/${someone?.id}/deactivate`,
      headers: admin.headers,
    });
    expect(deactivate.statusCode).toBe(200);
    expect((await invite()).statusCode).toBe(201);
    const reactivate = await t.app.inject({
      method: 'POST',
      url: `/api/users/${someone?.id}/reactivate`,
      headers: admin.headers,
    });
    expect(reactivate.statusCode).toBe(402);
  });
});
