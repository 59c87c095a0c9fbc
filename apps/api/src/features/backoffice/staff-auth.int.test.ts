import {
  staffAuthMessages,
  staffLoginFailureSchema,
  staffLoginResponseSchema,
  staffMeResponseSchema,
  staffVerifyResponseSchema,
} from '@rumo/shared/backoffice/auth';
import { errorBodySchema } from '@rumo/shared/common/errors';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser } from '../../test/account-fixtures';
import { createStaffUser, STAFF_TEST_PASSWORD } from '../../test/staff-fixtures';
import { createTestApp, type TestApp, testClock } from '../../test/test-app';
import { staffSessions } from './backoffice.table';

describe('backoffice sign-in and session', () => {
  const clock = testClock(new Date('2026-03-02T12:00:00Z'));
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ now: clock.now });
  });
  afterAll(() => t.close());

  const login = (email: string, password = STAFF_TEST_PASSWORD) =>
    t.app.inject({
      method: 'POST',
      url: '/api/backoffice/auth/login',
      payload: { email, password },
    });
  const refresh = (refreshToken: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/backoffice/auth/refresh',
      payload: { refresh_token: refreshToken },
    });
  const me = (accessToken: string) =>
    t.app.inject({
      method: 'GET',
      url: '/api/backoffice/auth/me',
      headers: { authorization: `Bearer ${accessToken}` },
    });
  const signIn = async (email: string) => {
    const response = await login(email);
    expect(response.statusCode).toBe(200);
    return staffLoginResponseSchema.parse(response.json()).data;
  };

  it('signs in with the spec §3 answer and records the sign-in', async () => {
    const staff = await createStaffUser(t, { role: 'manager', name: 'Gabi Gerente' });
    const response = await login(staff.email.toUpperCase());
    expect(response.statusCode).toBe(200);
    const body = staffLoginResponseSchema.strict().parse(response.json());
    expect(body).toMatchObject({
      success: true,
      message: staffAuthMessages.loggedIn,
      data: {
        user: {
          id: staff.id,
          name: 'Gabi Gerente',
          email: staff.email,
          role: 'manager',
          permissions: {
            subscription_plans: true,
            payments: true,
            stats: true,
            users: false,
            system: false,
          },
          status: 'active',
          lastLoginAt: clock.now().toISOString(),
        },
      },
    });
    expect(response.body).not.toMatch(/"password"|password_?hash|scrypt/i);
    expect((await me(body.data.access_token)).statusCode).toBe(200);
  });

  it('refuses a wrong password, an unknown e-mail and a disabled account with 401 success: false', async () => {
    const staff = await createStaffUser(t, { role: 'analyst' });
    const wrong = await login(staff.email, 'outra-senha-1');
    expect(wrong.statusCode).toBe(401);
    expect(staffLoginFailureSchema.strict().parse(wrong.json())).toEqual({
      success: false,
      message: staffAuthMessages.invalidCredentials,
      statusCode: 401,
      code: 'INVALID_CREDENTIALS',
    });
    const unknown = await login('ninguem@backoffice.rumo.test');
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().message).toBe(staffAuthMessages.invalidCredentials);

    const disabled = await createStaffUser(t, { role: 'viewer', status: 'disabled' });
    const refused = await login(disabled.email);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({
      success: false,
      message: staffAuthMessages.disabled,
      code: 'ACCOUNT_DISABLED',
    });
  });

  it('does not let a customer sign in on the backoffice', async () => {
    const customer = await createTestUser(t, { role: 'admin' });
    const response = await login(customer.email, customer.password);
    expect(response.statusCode).toBe(401);
  });

  it('answers me and verify with the signed-in staff member', async () => {
    const staff = await createStaffUser(t, { role: 'viewer' });
    const meResponse = await t.app.inject({
      method: 'GET',
      url: '/api/backoffice/auth/me',
      headers: staff.headers,
    });
    expect(meResponse.statusCode).toBe(200);
    expect(staffMeResponseSchema.strict().parse(meResponse.json()).data).toMatchObject({
      id: staff.id,
      role: 'viewer',
      permissions: { stats: true, users: false },
    });
    const verify = await t.app.inject({
      method: 'GET',
      url: '/api/backoffice/auth/verify',
      headers: staff.headers,
    });
    expect(verify.statusCode).toBe(200);
    expect(staffVerifyResponseSchema.strict().parse(verify.json()).data).toMatchObject({
      valid: true,
      user: { id: staff.id, email: staff.email },
    });
  });

  it('answers 401 without a token, with a forged one, and with a customer token', async () => {
    const customer = await createTestUser(t, { role: 'admin' });
    for (const headers of [
      {},
      { authorization: 'Bearer nada' },
      { authorization: `Bearer ${customer.token}` },
    ]) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/backoffice/auth/verify',
        headers,
      });
      expect(response.statusCode).toBe(401);
    }
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/backoffice/auth/me' });
    expect(anonymous.json()).toMatchObject({ message: staffAuthMessages.unauthorized });
    const staff = await createStaffUser(t);
    const onCustomerRoute = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: staff.headers,
    });
    expect(onCustomerRoute.statusCode).toBe(401);
  });

  it('rotates the refresh token: new pair, the old refresh token refused', async () => {
    const staff = await createStaffUser(t, { role: 'admin' });
    const first = await signIn(staff.email);
    const rotated = await refresh(first.refresh_token);
    expect(rotated.statusCode).toBe(200);
    const second = staffLoginResponseSchema.parse(rotated.json());
    expect(second.data.refresh_token).not.toBe(first.refresh_token);
    expect(second.data.access_token).not.toBe(first.access_token);
    expect(second.data.user.id).toBe(staff.id);
    expect((await me(second.data.access_token)).statusCode).toBe(200);

    const third = staffLoginResponseSchema.parse((await refresh(second.data.refresh_token)).json());
    expect((await me(third.data.access_token)).statusCode).toBe(200);
    // Only hashes are stored.
    const rows = await t.db
      .select({ hash: staffSessions.refreshTokenHash })
      .from(staffSessions)
      .where(eq(staffSessions.staffUserId, staff.id));
    expect(rows.map((row) => row.hash)).not.toContain(third.data.refresh_token);
  });

  it('revokes the whole family when a used refresh token comes back', async () => {
    const staff = await createStaffUser(t, { role: 'manager' });
    const first = await signIn(staff.email);
    const second = staffLoginResponseSchema.parse((await refresh(first.refresh_token)).json()).data;

    const reuse = await refresh(first.refresh_token);
    expect(reuse.statusCode).toBe(401);
    expect(errorBodySchema.strict().parse(reuse.json())).toMatchObject({
      statusCode: 401,
      code: 'SESSION_INVALID',
      message: staffAuthMessages.invalidRefresh,
    });
    // The newer tokens of that sign-in stop working too.
    expect((await refresh(second.refresh_token)).statusCode).toBe(401);
    expect((await me(second.access_token)).statusCode).toBe(401);
    expect((await me(first.access_token)).statusCode).toBe(401);
    // Another sign-in of the same person is untouched.
    expect((await me(staff.accessToken)).statusCode).toBe(200);
  });

  it('refuses made-up and malformed refresh tokens', async () => {
    expect((await refresh('x'.repeat(40))).statusCode).toBe(401);
    expect((await refresh('abcdefgh.ijklmnop')).statusCode).toBe(401);
    expect((await refresh('')).statusCode).toBe(400);
  });

  it('logs out: the access token and its refresh family stop working', async () => {
    const staff = await createStaffUser(t, { role: 'analyst' });
    const session = await signIn(staff.email);
    const rotated = staffLoginResponseSchema.parse(
      (await refresh(session.refresh_token)).json(),
    ).data;
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/backoffice/auth/logout',
      headers: { authorization: `Bearer ${rotated.access_token}` },
    });
    expect(logout.statusCode).toBe(204);
    expect((await me(rotated.access_token)).statusCode).toBe(401);
    expect((await me(session.access_token)).statusCode).toBe(401);
    expect((await refresh(rotated.refresh_token)).statusCode).toBe(401);
  });

  it('lets access tokens expire after 15 minutes; the refresh token gives a new one', async () => {
    const staff = await createStaffUser(t, { role: 'viewer' });
    const session = await signIn(staff.email);
    clock.advanceMs(14 * 60 * 1000);
    expect((await me(session.access_token)).statusCode).toBe(200);
    clock.advanceMs(2 * 60 * 1000);
    const expired = await me(session.access_token);
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toMatchObject({
      code: 'SESSION_INVALID',
      message: staffAuthMessages.invalidRefresh,
    });
    const renewed = await refresh(session.refresh_token);
    expect(renewed.statusCode).toBe(200);
    expect(
      (await me(staffLoginResponseSchema.parse(renewed.json()).data.access_token)).statusCode,
    ).toBe(200);
  });

  it('refuses a refresh token older than 7 days', async () => {
    const staff = await createStaffUser(t, { role: 'viewer' });
    const session = await signIn(staff.email);
    clock.advanceDays(7);
    clock.advanceMs(1000);
    expect((await refresh(session.refresh_token)).statusCode).toBe(401);
  });

  it('rate limits wrong passwords like the customer sign-in', async () => {
    const staff = await createStaffUser(t, { role: 'viewer' });
    for (let attempt = 0; attempt < 10; attempt++) {
      expect((await login(staff.email, 'errada-123')).statusCode).toBe(401);
    }
    expect((await login(staff.email)).statusCode).toBe(429);
  });
});
