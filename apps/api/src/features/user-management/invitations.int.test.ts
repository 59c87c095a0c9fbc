import { authMessages } from '@rumo/shared/auth/messages';
import { errorCodes } from '@rumo/shared/common/errors';
import { userErrorCodes, userMessages } from '@rumo/shared/users/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueEmail } from '../../test/account-fixtures';
import { lastEmailTo, tokenFromLastEmail } from '../../test/mailbox';
import { createCompanyWithUsers, createTeam, type FixtureCompany } from '../../test/okr-fixtures';
import { createTestApp, type TestApp, testClock } from '../../test/test-app';
import { activityLog } from '../activity/activity.table';
import { oneTimeTokens } from '../auth/auth.table';
import { INVITATION_TTL_DAYS } from './invitation-email';

let t: TestApp;
let acme: FixtureCompany;
let other: FixtureCompany;
const clock = testClock();

beforeAll(async () => {
  t = await createTestApp({ now: clock.now });
  acme = await createCompanyWithUsers(t, { admins: 1, users: 1, name: 'Acme Ltda' });
  other = await createCompanyWithUsers(t, { admins: 1, users: 1, name: 'Outra' });
});
afterAll(() => t.close());

type Who = { headers: { authorization: string } };
const post = (url: string, payload?: object, who?: Who) =>
  t.app.inject({
    method: 'POST',
    url,
    ...(who ? { headers: who.headers } : {}),
    ...(payload ? { payload } : {}),
  });

const PASSWORD = 'convite-aceito-1';
const invite = (body: object, who: Who = acme.admin) => post('/api/users/invite', body, who);
const login = (email: string, password = PASSWORD) => post('/api/auth/login', { email, password });

describe('invitation through the API', () => {
  it('invites, e-mails the link, requires a password to accept, then the person signs in', async () => {
    const team = await createTeam(t, acme.companyId, { name: 'Comercial' });
    const email = uniqueEmail('convidada');
    const response = await invite({
      name: 'Carla Convidada',
      email: email.toUpperCase(),
      role: 'user',
      teamId: team.id,
    });
    expect(response.statusCode).toBe(201);
    const invited = response.json();
    expect(invited).toMatchObject({
      name: 'Carla Convidada',
      email,
      role: 'user',
      status: 'pending',
      team: { id: team.id, name: 'Comercial' },
      lastLoginAt: null,
    });

    const message = await lastEmailTo(t, email);
    expect(message.subject).toBe('Convite para a Acme Ltda no Rumo');
    expect(message.template).toBe('invitation');
    expect(message.text).toContain('Admin 1 convidou você');
    expect(message.text).toMatch(/http:\/\/rumo\.test\/activate-account\?token=[\w.-]+&convite=1/);
    expect(message.html).toContain('&amp;convite=1');

    // No password works before the invitation is accepted.
    expect((await login(email)).json()).toMatchObject({ code: errorCodes.invalidCredentials });

    const token = await tokenFromLastEmail(t, email);
    const withoutPassword = await post('/api/auth/activate', { token });
    expect(withoutPassword.statusCode).toBe(400);
    expect(withoutPassword.json()).toEqual({
      statusCode: 400,
      code: userErrorCodes.invitationNeedsPassword,
      message: userMessages.invitationNeedsPassword,
    });
    const weak = await post('/api/auth/activate', { token, password: '123' });
    expect(weak.json().issues).toEqual([
      { path: 'password', message: 'A senha deve ter pelo menos 8 caracteres.' },
    ]);

    const accepted = await post('/api/auth/activate', { token, password: PASSWORD });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toEqual({ message: authMessages.activated });
    const signedIn = await login(email);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toMatchObject({ email, company: 'Acme Ltda', id_team: team.id });
    expect((await post('/api/auth/activate', { token, password: PASSWORD })).json()).toMatchObject({
      code: errorCodes.invalidToken,
    });

    const list = await t.app.inject({
      method: 'GET',
      url: `/api/users?search=${email}`,
      headers: acme.admin.headers,
    });
    expect(list.json().data[0]).toMatchObject({
      status: 'active',
      lastLoginAt: expect.any(String),
    });
    const [entry] = await t.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.entityId, invited.id), eq(activityLog.entityType, 'user')));
    expect(entry).toMatchObject({
      action: 'created',
      label: 'Carla Convidada',
      actorId: acme.admin.id,
    });
  });

  it('answers 409 for an e-mail that already has an account, in any company', async () => {
    const again = await invite({
      name: 'Repetida',
      email: other.user.email.toUpperCase(),
      role: 'user',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      statusCode: 409,
      code: errorCodes.emailTaken,
      message: authMessages.emailTaken,
    });
  });

  it('validates the body in pt-BR and refuses a team of another company', async () => {
    const invalid = await invite({ name: 'X', email: 'nope', role: 'chefe' });
    expect(invalid.statusCode).toBe(400);
    expect(
      invalid
        .json()
        .issues.map((issue: { path: string }) => issue.path)
        .sort(),
    ).toEqual(['email', 'name', 'role']);
    const foreignTeam = await createTeam(t, other.companyId);
    const response = await invite({
      name: 'Time de fora',
      email: uniqueEmail(),
      role: 'user',
      teamId: foreignTeam.id,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: userErrorCodes.unknownTeam,
      message: userMessages.unknownTeam,
    });
  });

  it('is for admins only', async () => {
    const response = await invite(
      { name: 'Sem permissão', email: uniqueEmail(), role: 'admin' },
      acme.user,
    );
    expect(response.statusCode).toBe(403);
  });
});

describe('POST /api/users/:id/resend-invite', () => {
  it('sends a new link and the old one stops working', async () => {
    const email = uniqueEmail('reenvio');
    const { id } = (await invite({ name: 'Rita Reenvio', email, role: 'admin' })).json();
    const oldToken = await tokenFromLastEmail(t, email);
    const resent = await post(`/api/users/${id}/resend-invite`, undefined, acme.admin);
    expect(resent.statusCode).toBe(202);
    expect(resent.json()).toEqual({ message: userMessages.inviteResent });
    const newToken = await tokenFromLastEmail(t, email);
    expect(newToken).not.toBe(oldToken);

    const old = await post('/api/auth/activate', { token: oldToken, password: PASSWORD });
    expect(old.statusCode).toBe(400);
    expect(old.json()).toMatchObject({
      code: errorCodes.invalidToken,
      message: authMessages.invalidToken,
    });
    expect(
      (await post('/api/auth/activate', { token: newToken, password: PASSWORD })).statusCode,
    ).toBe(200);
    expect((await login(email)).json()).toMatchObject({ role: 'admin' });

    const accepted = await post(`/api/users/${id}/resend-invite`, undefined, acme.admin);
    expect(accepted.statusCode).toBe(409);
    expect(accepted.json()).toMatchObject({
      code: userErrorCodes.notPending,
      message: userMessages.notPending,
    });
  });

  it("dates the link's expiry from the app clock", async () => {
    clock.advanceDays(1);
    const { id } = (
      await invite({ name: 'Paula Prazo', email: uniqueEmail('prazo'), role: 'user' })
    ).json();
    const [token] = await t.db
      .select({ expiresAt: oneTimeTokens.expiresAt })
      .from(oneTimeTokens)
      .where(and(eq(oneTimeTokens.userId, id), eq(oneTimeTokens.purpose, 'invitation')));
    expect(token?.expiresAt.getTime()).toBe(
      clock.now().getTime() + INVITATION_TTL_DAYS * 86_400_000,
    );
  });

  it('answers 404 for another company person and 403 for users', async () => {
    const { id } = (
      await invite({ name: 'Outra Pessoa', email: uniqueEmail(), role: 'user' }, other.admin)
    ).json();
    expect((await post(`/api/users/${id}/resend-invite`, undefined, acme.admin)).statusCode).toBe(
      404,
    );
    expect((await post(`/api/users/${id}/resend-invite`, undefined, other.user)).statusCode).toBe(
      403,
    );
  });
});

describe('revoking an invitation', () => {
  it('deactivating a pending person burns the link; reactivating makes them pending again', async () => {
    const email = uniqueEmail('revogada');
    const { id } = (await invite({ name: 'Paula Pendente', email, role: 'user' })).json();
    const token = await tokenFromLastEmail(t, email);
    const deactivated = await post(`/api/users/${id}/deactivate`, undefined, acme.admin);
    expect(deactivated.json()).toMatchObject({ status: 'disabled' });
    expect((await post('/api/auth/activate', { token, password: PASSWORD })).json()).toMatchObject({
      code: errorCodes.invalidToken,
    });

    const reactivated = await post(`/api/users/${id}/reactivate`, undefined, acme.admin);
    expect(reactivated.json()).toMatchObject({ status: 'pending' });
    expect((await post(`/api/users/${id}/resend-invite`, undefined, acme.admin)).statusCode).toBe(
      202,
    );
    const fresh = await tokenFromLastEmail(t, email);
    expect(
      (await post('/api/auth/activate', { token: fresh, password: PASSWORD })).statusCode,
    ).toBe(200);
    expect((await login(email)).statusCode).toBe(200);
  });
});

describe('accepting through a password reset instead', () => {
  it('burns the invitation link, so it cannot set the password of the active account later', async () => {
    const email = uniqueEmail('redefiniu');
    await invite({ name: 'Renata Redefiniu', email, role: 'user' });
    const invitation = await tokenFromLastEmail(t, email);
    expect((await post('/api/auth/forgot-password', { email })).statusCode).toBe(202);
    const reset = await tokenFromLastEmail(t, email);
    const accepted = await post('/api/auth/reset-password', { token: reset, password: PASSWORD });
    expect(accepted.statusCode).toBe(200);
    const session = (await login(email)).json();

    const reused = await post('/api/auth/activate', { token: invitation, password: 'tomada-9999' });
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toMatchObject({ code: errorCodes.invalidToken });
    expect((await login(email, 'tomada-9999')).statusCode).toBe(401);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${session.token}` },
    });
    expect(me.statusCode).toBe(200);
  });
});
