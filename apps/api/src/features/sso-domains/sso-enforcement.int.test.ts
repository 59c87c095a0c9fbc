import { billingMessages } from '@rumo/shared/billing/contracts';
import { ssoMessages } from '@rumo/shared/sso/contracts';
import { ssoDomainErrorCodes, ssoDomainMessages } from '@rumo/shared/sso-domains/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD } from '../../test/account-fixtures';
import { defaultPlans } from '../../test/checkout-fixtures';
import { tokenFromLastEmail } from '../../test/mailbox';
import { createTeam } from '../../test/okr-fixtures';
import { companyWithDomain } from '../../test/sso-domain-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signInEvents } from '../auth/auth.table';
import { subscriptions } from '../billing/subscriptions.table';
import { emailOutbox } from '../mail/mail.table';
import { identityProviders } from '../sso/sso.table';
import { completeSsoSignIn, type SsoSignInContext } from '../sso/sso-sign-in.service';
import { teamMembers } from '../teams/teams.table';
import { users } from '../users/users.table';
import { ssoDomains, ssoProvisioning } from './sso-domains.table';
import { provisionOnFirstSignIn } from './sso-policy';

const refusal = {
  statusCode: 403,
  code: ssoDomainErrorCodes.ssoRequired,
  message: ssoDomainMessages.ssoRequired,
};

describe('"Exigir SSO" on password sign-in and reset (through the app’s wiring)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });
  const signIn = (email: string) =>
    post('/api/auth/login', { email, password: TEST_PASSWORD }).then((response) => ({
      statusCode: response.statusCode,
      ...(response.json() as object),
    }));
  const setEnforced = (domainId: string, requireSso: boolean) =>
    t.db.update(ssoDomains).set({ requireSso }).where(eq(ssoDomains.id, domainId));
  const outboxCount = async (to: string) =>
    (await t.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, to))).length;

  it("refuses a member's password sign-in with the message pointing to the SSO button, audited", async () => {
    const { member, companyId } = await companyWithDomain(t, 'exige.com.br');
    expect(await signIn(member.email)).toMatchObject(refusal);
    expect(await signIn('PESSOA@Exige.com.br')).toMatchObject(refusal);
    // A wrong password is still just a wrong password (the SSO rule speaks only to the owner).
    const wrong = await post('/api/auth/login', { email: member.email, password: 'errada-123' });
    expect(wrong.statusCode).toBe(401);
    const audit = await t.db
      .select()
      .from(signInEvents)
      .where(eq(signInEvents.companyId, companyId));
    expect(audit.map((row) => row.outcome).sort()).toEqual([
      'invalid_password',
      'sso_required',
      'sso_required',
    ]);
  });

  it('keeps the password for company admins (their recovery path when the IdP fails)', async () => {
    const { admin } = await companyWithDomain(t, 'admin-recupera.com.br');
    expect(await signIn(admin.email)).toMatchObject({ statusCode: 200, id: admin.id });
  });

  it('does not hold people when the domain is unverified, not enforced, or the IdP is off', async () => {
    const unverified = await companyWithDomain(t, 'pendente.com.br', { verified: false });
    expect((await signIn(unverified.member.email)).statusCode).toBe(200);
    const optional = await companyWithDomain(t, 'opcional.com.br', { requireSso: false });
    expect((await signIn(optional.member.email)).statusCode).toBe(200);
    const enforced = await companyWithDomain(t, 'sem-idp.com.br');
    expect(await signIn(enforced.member.email)).toMatchObject(refusal);
    await t.db
      .update(identityProviders)
      .set({ enabled: false })
      .where(eq(identityProviders.id, enforced.providerId));
    expect((await signIn(enforced.member.email)).statusCode).toBe(200);
  });

  it("holds only the domain owner's people: a same-domain account of another company is free", async () => {
    await companyWithDomain(t, 'so-dona.com.br');
    const elsewhere = await companyWithDomain(t, 'outra-empresa.com.br', { verified: false });
    await t.db
      .update(users)
      .set({ email: 'alguem@so-dona.com.br' })
      .where(eq(users.id, elsewhere.member.id));
    expect(await signIn('alguem@so-dona.com.br')).toMatchObject({
      statusCode: 200,
      id: elsewhere.member.id,
    });
  });

  it('sends no reset link to an enforced member, and refuses a link sent before enforcement', async () => {
    const { member, admin, domainId } = await companyWithDomain(t, 'reset.com.br', {
      requireSso: false,
    });
    expect((await post('/api/auth/forgot-password', { email: member.email })).statusCode).toBe(202);
    const token = await tokenFromLastEmail(t, member.email);
    await setEnforced(domainId, true);

    const sent = await outboxCount(member.email);
    expect((await post('/api/auth/forgot-password', { email: member.email })).statusCode).toBe(202);
    expect(await outboxCount(member.email)).toBe(sent);

    const reset = () => post('/api/auth/reset-password', { token, password: 'nova-senha-123' });
    const refused = await reset();
    expect({ statusCode: refused.statusCode, ...refused.json() }).toMatchObject(refusal);
    // Refused inside the transaction: the link is not burned, and works once SSO is optional.
    await setEnforced(domainId, false);
    expect((await reset()).statusCode).toBe(200);

    await setEnforced(domainId, true);
    await post('/api/auth/forgot-password', { email: admin.email });
    const adminToken = await tokenFromLastEmail(t, admin.email);
    const adminReset = await post('/api/auth/reset-password', {
      token: adminToken,
      password: 'nova-senha-123',
    });
    expect(adminReset.statusCode).toBe(200);
  });

  it('turns "Exigir SSO" on through the API once the company has an enabled provider', async () => {
    const { domainId, admin } = await companyWithDomain(t, 'liga.com.br', { requireSso: false });
    const login = await post('/api/auth/login', { email: admin.email, password: TEST_PASSWORD });
    const headers = { authorization: `Bearer ${login.json().token}` };
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/sso-domains/${domainId}/enforcement`,
      headers,
      payload: { requireSso: true },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().requireSso).toBe(true);
    const list = await t.app.inject({ method: 'GET', url: '/api/sso-domains', headers });
    expect(list.json().ssoAvailable).toBe(true);
  });
});

describe('just-in-time creation on a first SSO sign-in (completeSsoSignIn with the hook)', () => {
  let t: TestApp;
  let ctx: SsoSignInContext;
  beforeAll(async () => {
    t = await createTestApp();
    ctx = { db: t.db, config: t.config, now: t.app.now, provisionOnFirstSignIn };
  });
  afterAll(() => t.close());

  const signInWithSso = (
    company: { companyId: string; providerId: string },
    email: string,
    name?: string,
  ) =>
    completeSsoSignIn(ctx, {
      companyId: company.companyId,
      providerId: company.providerId,
      method: 'oidc',
      email,
      emailVerified: true,
      subject: `sub-${email}`,
      name,
      ip: '203.0.113.9',
      userAgent: 'Teste/1.0',
    });
  const unknown = { statusCode: 403, message: ssoMessages.userUnknown };

  it('creates an active user of the verified domain, role user, in the default team, and signs them in', async () => {
    const company = await companyWithDomain(t, 'jit.com.br');
    const team = await createTeam(t, company.companyId);
    await t.db
      .insert(ssoProvisioning)
      .values({ companyId: company.companyId, defaultTeamId: team.id });
    const session = await signInWithSso(company, 'Nova.Pessoa@JIT.com.br', 'Nova Pessoa');
    expect(session).toMatchObject({
      email: 'nova.pessoa@jit.com.br',
      name: 'Nova Pessoa',
      role: 'user',
    });
    expect(session.token).toBeTruthy();
    const [created] = await t.db.select().from(users).where(eq(users.id, session.id));
    expect(created).toMatchObject({ status: 'active', idTeam: team.id });
    const membership = await t.db
      .select()
      .from(teamMembers)
      .where(eq(teamMembers.userId, session.id));
    expect(membership.map((row) => row.teamId)).toEqual([team.id]);
    expect((await signInWithSso(company, 'sem.nome@jit.com.br')).name).toBe('sem.nome');
    // The second sign-in finds the person: nobody is created twice.
    expect((await signInWithSso(company, 'nova.pessoa@jit.com.br')).id).toBe(session.id);
  });

  it("creates nobody outside the company's verified domains nor over another company's account", async () => {
    const pending = await companyWithDomain(t, 'nao-verificado-jit.com.br', { verified: false });
    await expect(signInWithSso(pending, 'x@nao-verificado-jit.com.br')).rejects.toMatchObject(
      unknown,
    );
    const owner = await companyWithDomain(t, 'jit-dono.com.br');
    await expect(signInWithSso(owner, 'x@outro-dominio.com.br')).rejects.toMatchObject(unknown);
    const elsewhere = await companyWithDomain(t, 'jit-alheio.com.br', { verified: false });
    await t.db
      .update(users)
      .set({ email: 'ja-existe@jit-dono.com.br' })
      .where(eq(users.id, elsewhere.member.id));
    await expect(signInWithSso(owner, 'ja-existe@jit-dono.com.br')).rejects.toMatchObject(unknown);
  });

  it('refuses a person disabled in Rumo (removed at the IdP) instead of creating them again', async () => {
    const company = await companyWithDomain(t, 'desligado.com.br');
    await t.db.update(users).set({ status: 'disabled' }).where(eq(users.id, company.member.id));
    await expect(signInWithSso(company, company.member.email)).rejects.toMatchObject({
      statusCode: 403,
      message: ssoMessages.userDisabled,
    });
    const same = await t.db.select().from(users).where(eq(users.email, company.member.email));
    expect(same.map((row) => row.id)).toEqual([company.member.id]);
  });

  it("refuses past the plan's user limit with the plan's message, audited, creating nobody", async () => {
    const plans = await defaultPlans(t);
    const company = await companyWithDomain(t, 'lotado.com.br');
    await t.db.insert(subscriptions).values({
      companyId: company.companyId,
      planId: plans.find('essencial').id,
      status: 'active',
    });
    // Two people already; the Essencial plan takes ten.
    for (let i = 0; i < 8; i++) await signInWithSso(company, `p${i}@lotado.com.br`);
    await expect(signInWithSso(company, 'decima-primeira@lotado.com.br')).rejects.toMatchObject({
      statusCode: 402,
      message: billingMessages.planUserLimit(10),
    });
    const rows = await t.db
      .select()
      .from(users)
      .where(eq(users.email, 'decima-primeira@lotado.com.br'));
    expect(rows).toEqual([]);
    const audit = await t.db
      .select()
      .from(signInEvents)
      .where(eq(signInEvents.email, 'decima-primeira@lotado.com.br'));
    expect(audit).toMatchObject([
      {
        companyId: company.companyId,
        method: 'oidc',
        outcome: 'plan_user_limit',
        ip: '203.0.113.9',
      },
    ]);
  });
});
