import { billingMessages } from '@rumo/shared/billing/contracts';
import { ssoDomainErrorCodes, ssoDomainMessages } from '@rumo/shared/sso-domains/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD } from '../../test/account-fixtures';
import { defaultPlans } from '../../test/checkout-fixtures';
import { tokenFromLastEmail } from '../../test/mailbox';
import { createTeam } from '../../test/okr-fixtures';
import { companyWithDomain } from '../../test/sso-domain-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { forgotPassword, login, resetPassword } from '../auth/auth.service';
import { subscriptions } from '../billing/subscriptions.table';
import { emailOutbox } from '../mail/mail.table';
import { teamMembers } from '../teams/teams.table';
import { users } from '../users/users.table';
import { ssoDomains, ssoProvisioning } from './sso-domains.table';
import { provisionOnFirstSignIn, ssoRequiredFor } from './sso-policy';

describe('"Exigir SSO" on password sign-in and reset', () => {
  let t: TestApp;
  /** The company's identity provider: enabled unless a test turns it off. */
  let providerEnabled = true;
  const ssoRequired = ssoRequiredFor(async () => providerEnabled);
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const deps = () => ({
    db: t.db,
    config: t.config,
    now: t.app.now,
    mailer: t.app.mailer,
    ssoRequired,
  });
  const signIn = (email: string) => login(deps(), { email, password: TEST_PASSWORD }, {});
  const refusal = {
    statusCode: 403,
    code: ssoDomainErrorCodes.ssoRequired,
    message: ssoDomainMessages.ssoRequired,
  };

  it("refuses a member's password sign-in with the message pointing to the SSO button", async () => {
    const { member } = await companyWithDomain(t, 'exige.com.br');
    await expect(signIn(member.email)).rejects.toMatchObject(refusal);
    await expect(signIn('PESSOA@Exige.com.br')).rejects.toMatchObject(refusal);
  });

  it('keeps the password for company admins (their recovery path when the IdP fails)', async () => {
    const { admin } = await companyWithDomain(t, 'admin-recupera.com.br');
    await expect(signIn(admin.email)).resolves.toMatchObject({ id: admin.id });
  });

  it('does not hold people when the domain is unverified, not enforced, or the IdP is off', async () => {
    const unverified = await companyWithDomain(t, 'pendente.com.br', { verified: false });
    await expect(signIn(unverified.member.email)).resolves.toMatchObject({
      id: unverified.member.id,
    });
    const optional = await companyWithDomain(t, 'opcional.com.br', { requireSso: false });
    await expect(signIn(optional.member.email)).resolves.toMatchObject({ id: optional.member.id });
    const enforced = await companyWithDomain(t, 'sem-idp.com.br');
    providerEnabled = false;
    try {
      await expect(signIn(enforced.member.email)).resolves.toMatchObject({
        id: enforced.member.id,
      });
    } finally {
      providerEnabled = true;
    }
  });

  it('holds only the domain owner’s people: a same-domain account of another company is free', async () => {
    const { companyId } = await companyWithDomain(t, 'so-dona.com.br');
    const [other] = await t.db.select().from(users).where(eq(users.email, 'pessoa@so-dona.com.br'));
    expect(other?.companyId).toBe(companyId);
    const elsewhere = await companyWithDomain(t, 'outra-empresa.com.br', { verified: false });
    await t.db
      .update(users)
      .set({ email: 'alguem@so-dona.com.br' })
      .where(eq(users.id, elsewhere.member.id));
    await expect(signIn('alguem@so-dona.com.br')).resolves.toMatchObject({
      id: elsewhere.member.id,
    });
  });

  it('sends no reset link to an enforced member, and refuses a link sent before enforcement', async () => {
    const { member, admin, domainId } = await companyWithDomain(t, 'reset.com.br', {
      requireSso: false,
    });
    await forgotPassword(deps(), member.email);
    const token = await tokenFromLastEmail(t, member.email);
    await t.db.update(ssoDomains).set({ requireSso: true }).where(eq(ssoDomains.id, domainId));

    const before = await t.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, member.email));
    await forgotPassword(deps(), member.email);
    const after = await t.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, member.email));
    expect(after).toHaveLength(before.length);

    const reset = () => resetPassword(deps(), { token, password: 'nova-senha-123' });
    await expect(reset()).rejects.toMatchObject(refusal);
    // Refused inside the transaction: the link is not burned, and works once SSO is optional again.
    await t.db.update(ssoDomains).set({ requireSso: false }).where(eq(ssoDomains.id, domainId));
    await expect(reset()).resolves.toEqual({ userId: member.id });

    await t.db.update(ssoDomains).set({ requireSso: true }).where(eq(ssoDomains.id, domainId));
    await forgotPassword(deps(), admin.email);
    const adminToken = await tokenFromLastEmail(t, admin.email);
    await expect(
      resetPassword(deps(), { token: adminToken, password: 'nova-senha-123' }),
    ).resolves.toEqual({
      userId: admin.id,
    });
  });
});

describe('just-in-time creation on a first SSO sign-in', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const provision = (companyId: string, email: string, name?: string) =>
    t.db.transaction((tx) => provisionOnFirstSignIn(tx, { companyId, email, name }));

  it('creates an active user of the verified domain, role user, in the default team', async () => {
    const { companyId } = await companyWithDomain(t, 'jit.com.br');
    const team = await createTeam(t, companyId);
    await t.db.insert(ssoProvisioning).values({ companyId, defaultTeamId: team.id });
    const created = await provision(companyId, 'Nova.Pessoa@JIT.com.br', 'Nova Pessoa');
    expect(created).toMatchObject({
      companyId,
      email: 'nova.pessoa@jit.com.br',
      name: 'Nova Pessoa',
      role: 'user',
      status: 'active',
      idTeam: team.id,
    });
    const membership = await t.db
      .select()
      .from(teamMembers)
      .where(eq(teamMembers.userId, created?.id ?? ''));
    expect(membership.map((row) => row.teamId)).toEqual([team.id]);
    const unnamed = await provision(companyId, 'sem.nome@jit.com.br');
    expect(unnamed?.name).toBe('sem.nome');
  });

  it('creates nobody outside a verified domain of the company, nor over another company’s account', async () => {
    const { companyId } = await companyWithDomain(t, 'nao-verificado-jit.com.br', {
      verified: false,
    });
    expect(await provision(companyId, 'x@nao-verificado-jit.com.br')).toBeUndefined();
    const other = await companyWithDomain(t, 'jit-dono.com.br');
    expect(await provision(other.companyId, 'x@outro-dominio.com.br')).toBeUndefined();
    const elsewhere = await companyWithDomain(t, 'jit-alheio.com.br', { verified: false });
    await t.db
      .update(users)
      .set({ email: 'ja-existe@jit-dono.com.br' })
      .where(eq(users.id, elsewhere.member.id));
    expect(await provision(other.companyId, 'ja-existe@jit-dono.com.br')).toBeUndefined();
  });

  it("refuses past the plan's user limit with the plan's message, creating nobody", async () => {
    const plans = await defaultPlans(t);
    const { companyId } = await companyWithDomain(t, 'lotado.com.br');
    await t.db
      .insert(subscriptions)
      .values({ companyId, planId: plans.find('essencial').id, status: 'active' });
    for (let i = 0; i < 8; i++)
      expect(await provision(companyId, `p${i}@lotado.com.br`)).toBeDefined();
    await expect(provision(companyId, 'decima-primeira@lotado.com.br')).rejects.toMatchObject({
      statusCode: 402,
      message: billingMessages.planUserLimit(10),
    });
    const rows = await t.db
      .select()
      .from(users)
      .where(eq(users.email, 'decima-primeira@lotado.com.br'));
    expect(rows).toEqual([]);
  });
});
