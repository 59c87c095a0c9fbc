import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../app';
import { createTestUser } from '../../test/account-fixtures';
import { tokenFromLastEmail } from '../../test/mailbox';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * Two app instances on one database behave as one system: nothing that matters (sessions,
 * one-time tokens, rate-limit counters) lives in an instance's memory.
 */
describe('two replicas on one database', () => {
  let t: TestApp;
  let replicaA: App;
  let replicaB: App;
  beforeAll(async () => {
    t = await createTestApp();
    replicaA = t.app;
    replicaB = await buildApp({ config: t.config, db: t.db });
    await replicaB.ready();
  });
  afterAll(async () => {
    await replicaB.close();
    await t.close();
  });

  it('shares sessions: signed in on A works on B, and logout on B ends it on A', async () => {
    const user = await createTestUser(t);
    const signIn = await replicaA.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: user.password },
    });
    const headers = { authorization: `Bearer ${signIn.json().token}` };
    expect(
      (await replicaB.inject({ method: 'GET', url: '/api/auth/me', headers })).statusCode,
    ).toBe(200);
    await replicaB.inject({ method: 'POST', url: '/api/auth/logout', headers });
    expect(
      (await replicaA.inject({ method: 'GET', url: '/api/auth/me', headers })).statusCode,
    ).toBe(401);
  });

  it('spends a one-time token on both: a reset link used on A is refused on B', async () => {
    const user = await createTestUser(t);
    await replicaA.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: user.email },
    });
    const token = await tokenFromLastEmail(t, user.email);
    const reset = (app: App) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/reset-password',
        payload: { token, password: 'nova-senha-forte-1' },
      });
    expect((await reset(replicaA)).statusCode).toBe(200);
    const again = await reset(replicaB);
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('INVALID_TOKEN');
  });

  it('counts wrong passwords from both replicas against one limit', async () => {
    const user = await createTestUser(t);
    const attempt = (app: App) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: '10.7.7.7',
        payload: { email: user.email, password: 'errada-123' },
      });
    for (let index = 0; index < 10; index++) {
      expect((await attempt(index % 2 === 0 ? replicaA : replicaB)).statusCode).toBe(401);
    }
    expect((await attempt(replicaA)).statusCode).toBe(429);
    expect((await attempt(replicaB)).statusCode).toBe(429);
  });
});
