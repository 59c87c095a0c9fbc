import { errorCodes } from '@rumo/shared/common/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser } from '../../test/account-fixtures';
import { tokenFromLastEmail } from '../../test/mailbox';
import { createTestApp, type TestApp, testClock } from '../../test/test-app';
import { PASSWORD_RESET_TTL_MS, SESSION_TTL_MS } from './auth.service';
import { SESSION_CACHE_TTL_MS } from './session-cache';

/** Auth's deadlines follow the app's clock (a test moves it), not the process's. */
describe('auth on the app clock', () => {
  let t: TestApp;
  const clock = testClock(new Date('2026-11-27T15:00:00Z'));

  beforeAll(async () => {
    t = await createTestApp({ now: clock.now });
  });
  afterAll(() => t.close());

  const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });
  const me = (token: string) =>
    t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${token}` },
    });

  it('a reset link works until its hour has passed on the app clock', async () => {
    const user = await createTestUser(t);
    await post('/api/auth/forgot-password', { email: user.email });
    const token = await tokenFromLastEmail(t, user.email);
    clock.advanceMs(PASSWORD_RESET_TTL_MS + 1000);
    const late = await post('/api/auth/reset-password', { token, password: 'uma-senha-nova-1' });
    expect(late.statusCode).toBe(400);
    expect(late.json().code).toBe(errorCodes.expiredToken);

    await post('/api/auth/forgot-password', { email: user.email });
    const fresh = await tokenFromLastEmail(t, user.email);
    clock.advanceMs(PASSWORD_RESET_TTL_MS - 1000);
    const inTime = await post('/api/auth/reset-password', {
      token: fresh,
      password: 'uma-senha-nova-1',
    });
    expect(inTime.statusCode, inTime.body).toBe(200);
  });

  it('a session signed in now ends once the app clock passes its seven days', async () => {
    const user = await createTestUser(t);
    const login = await post('/api/auth/login', { email: user.email, password: user.password });
    expect(login.statusCode).toBe(200);
    const { token } = login.json() as { token: string };
    clock.advanceMs(SESSION_TTL_MS - SESSION_CACHE_TTL_MS - 1000);
    expect((await me(token)).statusCode).toBe(200);
    // Past the session cache's bound too, so the answer is not the entry read a moment ago.
    clock.advanceMs(SESSION_CACHE_TTL_MS + 2000);
    const expired = await me(token);
    expect(expired.statusCode).toBe(401);
    expect(expired.json().code).toBe(errorCodes.sessionInvalid);
  });
});
