import { ssoErrorCodes, ssoMessages } from '@rumo/shared/sso/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../lib/errors';
import { createTestUser, uniqueEmail } from '../../test/account-fixtures';
import { createTestApp, type TestApp, testClock } from '../../test/test-app';
import { sessions } from '../auth/auth.table';
import { insertUser } from '../users/public';
import { insertIdentityProvider } from './sso.repository';
import { completeSsoSignIn, type SsoIdentity, type SsoSignInContext } from './sso-sign-in.service';

const HOUR_MS = 60 * 60 * 1000;

describe('completeSsoSignIn (the end of every SSO sign-in)', () => {
  let t: TestApp;
  const clock = testClock(new Date('2026-11-28T09:00:00Z'));
  let ctx: SsoSignInContext;

  beforeAll(async () => {
    t = await createTestApp({ now: clock.now });
    ctx = { db: t.db, config: t.config, now: clock.now };
  });
  afterAll(() => t.close());

  async function companyWithProvider(sessionHours = 12) {
    const admin = await createTestUser(t, { role: 'admin' });
    const provider = await insertIdentityProvider(t.db, {
      companyId: admin.companyId,
      kind: 'oidc',
      preset: 'custom',
      issuer: 'https://idp.example.com',
      clientId: 'rumo',
      sessionHours,
    });
    return { admin, provider };
  }

  const identity = (
    base: { companyId: string; providerId: string },
    email: string,
    extra: Partial<SsoIdentity> = {},
  ): SsoIdentity => ({
    ...base,
    method: 'oidc',
    email,
    emailVerified: true,
    subject: `sub-${email}`,
    ip: '203.0.113.7',
    userAgent: 'Teste/1.0',
    ...extra,
  });

  const auditOf = async (adminHeaders: { authorization: string }) => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/auth/sign-ins?limit=50',
      headers: adminHeaders,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as {
      total: number;
      data: { email: string; method: string; outcome: string; ip: string; userAgent: string }[];
    };
  };

  const refusal = async (promise: Promise<unknown>) => {
    const error = await promise.then(
      () => undefined,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(AppError);
    return error as AppError;
  };

  it('signs the active user in for the provider session hours and records it', async () => {
    const { admin, provider } = await companyWithProvider(8);
    const member = await createTestUser(t, { companyId: admin.companyId });
    const user = await completeSsoSignIn(
      ctx,
      identity(
        { companyId: admin.companyId, providerId: provider.id },
        member.email.toUpperCase(),
        {
          sessionId: 'sid-1',
        },
      ),
    );
    expect(user.id).toBe(member.id);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${user.token}` },
    });
    expect(me.statusCode).toBe(200);
    const [session] = await t.db.select().from(sessions).where(eq(sessions.ssoSessionId, 'sid-1'));
    expect(session?.method).toBe('oidc');
    expect(session?.providerId).toBe(provider.id);
    expect(session?.expiresAt.getTime()).toBe(clock.now().getTime() + 8 * HOUR_MS);
    const audit = await auditOf(admin.headers);
    expect(audit.data[0]).toMatchObject({
      email: member.email,
      method: 'oidc',
      outcome: 'success',
      ip: '203.0.113.7',
      userAgent: 'Teste/1.0',
    });
  });

  it('refuses a disabled user, an unknown one, another company’s and an unverified e-mail', async () => {
    const { admin, provider } = await companyWithProvider();
    const ids = { companyId: admin.companyId, providerId: provider.id };
    const disabled = await createTestUser(t, { companyId: admin.companyId, status: 'disabled' });
    const stranger = await createTestUser(t);
    const member = await createTestUser(t, { companyId: admin.companyId });

    const cases: [SsoIdentity, string, string][] = [
      [identity(ids, disabled.email), ssoErrorCodes.userDisabled, 'account_disabled'],
      [identity(ids, uniqueEmail()), ssoErrorCodes.userUnknown, 'unknown_user'],
      [identity(ids, stranger.email), ssoErrorCodes.userUnknown, 'unknown_user'],
      [
        identity(ids, member.email, { emailVerified: false }),
        ssoErrorCodes.emailNotVerified,
        'email_not_verified',
      ],
    ];
    for (const [attempt, code] of cases) {
      const error = await refusal(completeSsoSignIn(ctx, attempt));
      expect(error.statusCode).toBe(403);
      expect(error.code).toBe(code);
      if (code === ssoErrorCodes.userDisabled) expect(error.message).toBe(ssoMessages.userDisabled);
    }
    const audit = await auditOf(admin.headers);
    expect(audit.data.map((row) => row.outcome).sort()).toEqual(
      cases.map(([, , outcome]) => outcome).sort(),
    );
    // The attempt belongs to the company whose provider was used, not to the stranger's.
    const strangerAudit = await auditOf(
      (await createTestUser(t, { role: 'admin', companyId: stranger.companyId })).headers,
    );
    expect(strangerAudit.total).toBe(0);
  });

  it('refuses a disabled provider and another company’s provider', async () => {
    const { admin } = await companyWithProvider();
    const other = await companyWithProvider();
    const member = await createTestUser(t, { companyId: admin.companyId });
    const error = await refusal(
      completeSsoSignIn(
        ctx,
        identity({ companyId: admin.companyId, providerId: other.provider.id }, member.email),
      ),
    );
    expect(error.code).toBe(ssoErrorCodes.providerUnavailable);
  });

  it('creates the user through the just-in-time hook when one is given', async () => {
    const { admin, provider } = await companyWithProvider();
    const email = uniqueEmail('jit');
    const user = await completeSsoSignIn(
      {
        ...ctx,
        provisionOnFirstSignIn: async (db, who) =>
          (
            await insertUser(db, {
              companyId: who.companyId,
              name: 'Criada no SSO',
              email: who.email,
              passwordHash: 'sso-only',
              role: 'user',
              status: 'active',
            })
          ).id,
      },
      identity({ companyId: admin.companyId, providerId: provider.id }, email),
    );
    expect(user.email).toBe(email);
    expect(user.name).toBe('Criada no SSO');
  });
});

describe('sign-in audit of the password sign-in', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('records successes and refusals; only the company admin reads them', async () => {
    const admin = await createTestUser(t, { role: 'admin' });
    const member = await createTestUser(t, { companyId: admin.companyId });
    const login = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: member.email, password },
        headers: { 'user-agent': 'Navegador/2.0' },
      });
    expect((await login('senha-errada-1')).statusCode).toBe(401);
    expect((await login(member.password)).statusCode).toBe(200);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/auth/sign-ins?page=1&limit=1',
      headers: admin.headers,
    });
    expect(response.statusCode).toBe(200);
    const page = response.json() as {
      total: number;
      data: { userName: string; outcome: string; method: string; userAgent: string }[];
    };
    expect(page.total).toBe(2);
    expect(page.data).toHaveLength(1);
    expect(page.data[0]).toMatchObject({
      userName: member.name,
      method: 'password',
      outcome: 'success',
      userAgent: 'Navegador/2.0',
    });
    const refused = await t.app.inject({
      method: 'GET',
      url: '/api/auth/sign-ins',
      headers: member.headers,
    });
    expect(refused.statusCode).toBe(403);
  });
});
