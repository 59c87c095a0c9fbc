import { errorCodes } from '@rumo/shared/common/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueEmail } from '../../test/account-fixtures';
import { tokenFromLastEmail } from '../../test/mailbox';
import { createCompanyWithUsers, type FixtureCompany } from '../../test/okr-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let acme: FixtureCompany;

beforeAll(async () => {
  t = await createTestApp();
  acme = await createCompanyWithUsers(t, { admins: 1, users: 0, name: 'Acme Ltda' });
});
afterAll(() => t.close());

const PASSWORD = 'convite-aceito-1';

async function invite(name: string) {
  const email = uniqueEmail('convite');
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/users/invite',
    headers: acme.admin.headers,
    payload: { name, email, role: 'user' },
  });
  expect(response.statusCode).toBe(201);
  return { email, token: await tokenFromLastEmail(t, email) };
}

const preview = (token: string) =>
  t.app.inject({ method: 'GET', url: `/api/auth/invitation?token=${encodeURIComponent(token)}` });
const accept = (payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/auth/accept-invitation', payload });

describe('accepting an invitation', () => {
  it('names the company and who invited, then signs the person in', async () => {
    const { email, token } = await invite('Carla Convidada');

    const shown = await preview(token);
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toEqual({
      name: 'Carla Convidada',
      email,
      company: 'Acme Ltda',
      inviterName: 'Admin 1',
    });

    const accepted = await accept({ token, password: PASSWORD });
    expect(accepted.statusCode).toBe(200);
    const session = accepted.json();
    expect(session).toMatchObject({ email, company: 'Acme Ltda', role: 'user' });
    expect(session).not.toHaveProperty('passwordHash');
    // The answer is a working session, like login's.
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${session.token}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ email });

    // The link works once; the chosen password signs in afterwards.
    expect((await accept({ token, password: PASSWORD })).json()).toMatchObject({
      code: errorCodes.invalidToken,
    });
    expect((await preview(token)).json()).toMatchObject({ code: errorCodes.invalidToken });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: PASSWORD },
    });
    expect(login.statusCode).toBe(200);
  });

  it('requires a valid password and refuses forged tokens', async () => {
    const { token } = await invite('Davi Convidado');
    const weak = await accept({ token, password: '123' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().issues).toEqual([
      { path: 'password', message: 'A senha deve ter pelo menos 8 caracteres.' },
    ]);
    expect((await accept({ token })).statusCode).toBe(400);
    expect((await preview('forjado.abc')).json()).toMatchObject({
      code: errorCodes.invalidToken,
    });
    // A failed attempt does not burn the link.
    expect((await accept({ token, password: PASSWORD })).statusCode).toBe(200);
  });
});
