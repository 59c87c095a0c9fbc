import { ssoErrorCodes } from '@rumo/shared/sso/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, type TestUser, uniqueEmail } from '../../test/account-fixtures';
import { type LocalOidcProvider, startLocalOidcProvider } from '../../test/local-oidc-provider';
import { createTestApp, type TestApp } from '../../test/test-app';
import { sessions } from '../auth/auth.table';

/** The OIDC sign-in against a real provider (oidc-provider on 127.0.0.1), each refusal proven. */
describe('OIDC sign-in', () => {
  let t: TestApp;
  let idp: LocalOidcProvider;
  let admin: TestUser;
  let member: TestUser;
  let providerId: string;

  beforeAll(async () => {
    t = await createTestApp();
    idp = await startLocalOidcProvider({ redirectUri: 'http://rumo.test/api/sso/oidc/callback' });
    admin = await createTestUser(t, { role: 'admin' });
    member = await createTestUser(t, { companyId: admin.companyId });
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/sso/providers/oidc',
      headers: admin.headers,
      payload: {
        preset: 'custom',
        issuer: idp.issuer,
        clientId: idp.clientId,
        clientSecret: idp.clientSecret,
        sessionHours: 6,
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).not.toHaveProperty('clientSecret');
    expect(created.body).not.toContain(idp.clientSecret);
    providerId = created.json().id;
  });
  afterAll(async () => {
    await t.close();
    await idp.close();
  });

  /** /start, the provider's redirects, then /callback: answers the callback's redirect. */
  async function signIn(
    options: { query?: (query: URLSearchParams) => void; cookie?: (value: string) => string } = {},
  ) {
    const start = await t.app.inject({
      method: 'GET',
      url: `/api/sso/oidc/start?provider=${providerId}`,
    });
    expect(start.statusCode, start.body).toBe(302);
    const location = String(start.headers.location);
    expect(location.startsWith(idp.issuer)).toBe(true);
    const authUrl = new URL(location);
    expect(authUrl.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authUrl.searchParams.get('nonce')).toBeTruthy();
    const cookie = String(start.headers['set-cookie']).split(';')[0] ?? '';
    expect(String(start.headers['set-cookie'])).toContain('HttpOnly');
    const query = await idp.authorize(location);
    options.query?.(query);
    const callback = await t.app.inject({
      method: 'GET',
      url: `/api/sso/oidc/callback?${query}`,
      headers: { cookie: options.cookie ? options.cookie(cookie) : cookie, 'user-agent': 'E2E/1' },
    });
    expect(callback.statusCode, callback.body).toBe(302);
    return String(callback.headers.location);
  }

  const tokenOf = (location: string) => {
    const match = /^\/auth\/sso#token=(.+)$/.exec(location);
    return match ? decodeURIComponent(match[1] ?? '') : undefined;
  };
  const refusedWith = (location: string) => new URL(location, 'http://x').searchParams.get('erro');

  it('signs the member in for the provider session hours, method oidc', async () => {
    idp.signInAs({ email: member.email });
    const token = tokenOf(await signIn());
    expect(token).toBeTruthy();
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.json().id).toBe(member.id);
    const rows = await t.db.select().from(sessions).where(eq(sessions.method, 'oidc'));
    const session = rows.find((row) => row.userId === member.id);
    expect(session?.providerId).toBe(providerId);
    expect(session?.ssoSubject).toBe(`sub-${member.email}`);
    const hours =
      ((session?.expiresAt.getTime() ?? 0) - (session?.createdAt.getTime() ?? 0)) / 3.6e6;
    expect(Math.round(hours)).toBe(6);
  });

  it('refuses a wrong state', async () => {
    idp.signInAs({ email: member.email });
    const location = await signIn({ query: (query) => query.set('state', 'outro-state') });
    expect(refusedWith(location)).toBe(ssoErrorCodes.signInFailed);
  });

  it('refuses a callback without the attempt cookie', async () => {
    idp.signInAs({ email: member.email });
    const location = await signIn({ cookie: () => '' });
    expect(refusedWith(location)).toBe(ssoErrorCodes.signInFailed);
  });

  const spoiled: [string, Parameters<LocalOidcProvider['tamperNextIdToken']>[0]][] = [
    ['wrong nonce', { claims: { nonce: 'nonce-de-outra-tentativa' } }],
    ['wrong audience', { claims: { aud: 'outro-cliente' } }],
    [
      'an expired token',
      {
        claims: {
          iat: Math.floor(Date.now() / 1000) - 7200,
          exp: Math.floor(Date.now() / 1000) - 3600,
        },
      },
    ],
    ['a wrong issuer', { claims: { iss: 'https://outro-emissor.example.com' } }],
    ['a signature by another key', { foreignKey: true }],
  ];
  it.each(spoiled)('refuses an ID token with %s', async (_name, tampering) => {
    idp.signInAs({ email: member.email });
    idp.tamperNextIdToken(tampering);
    const location = await signIn();
    expect(tokenOf(location)).toBeUndefined();
    expect(refusedWith(location)).toBe(ssoErrorCodes.signInFailed);
  });

  it('refuses an e-mail the provider did not verify', async () => {
    idp.signInAs({ email: member.email, emailVerified: false });
    expect(refusedWith(await signIn())).toBe(ssoErrorCodes.emailNotVerified);
  });

  it('refuses a disabled user and an unknown one (no just-in-time creation)', async () => {
    const disabled = await createTestUser(t, { companyId: admin.companyId, status: 'disabled' });
    idp.signInAs({ email: disabled.email });
    expect(refusedWith(await signIn())).toBe(ssoErrorCodes.userDisabled);
    idp.signInAs({ email: uniqueEmail('desconhecida') });
    expect(refusedWith(await signIn())).toBe(ssoErrorCodes.userUnknown);
  });

  it('ends the SSO sessions a valid back-channel logout token names, and only then', async () => {
    const person = await createTestUser(t, { companyId: admin.companyId });
    idp.signInAs({ email: person.email });
    const token = tokenOf(await signIn());
    const me = () =>
      t.app.inject({
        method: 'GET',
        url: '/api/auth/me',
        headers: { authorization: `Bearer ${token}` },
      });
    const logout = (logoutToken: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/sso/oidc/backchannel-logout/${providerId}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ logout_token: logoutToken }).toString(),
      });
    const sub = `sub-${person.email}`;
    expect((await logout(await idp.logoutToken({ sub }, { foreignKey: true }))).statusCode).toBe(
      400,
    );
    expect(
      (await logout(await idp.logoutToken({ sub }, { aud: 'outro-cliente' }))).statusCode,
    ).toBe(400);
    expect((await me()).statusCode).toBe(200);
    // The password session of the same person stays.
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: person.headers }))
        .statusCode,
    ).toBe(200);
    const accepted = await logout(await idp.logoutToken({ sub }));
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect((await me()).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: person.headers }))
        .statusCode,
    ).toBe(200);
  });

  it('records each attempt in the company sign-in audit', async () => {
    const audit = await t.app.inject({
      method: 'GET',
      url: '/api/auth/sign-ins?limit=100',
      headers: admin.headers,
    });
    const outcomes = (audit.json().data as { method: string; outcome: string }[])
      .filter((row) => row.method === 'oidc')
      .map((row) => row.outcome);
    expect(outcomes).toContain('success');
    expect(outcomes).toContain('provider_error');
    expect(outcomes).toContain('email_not_verified');
  });
});
