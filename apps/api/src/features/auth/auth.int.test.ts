import { authMessages } from '@rumo/shared/auth/messages';
import { errorCodes, errorMessages } from '@rumo/shared/common/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, uniqueEmail } from '../../test/account-fixtures';
import { lastEmailTo, tokenFromLastEmail } from '../../test/mailbox';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signSessionToken, verifySessionToken } from './session-token';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers });

const registration = (email = uniqueEmail('dona')) => ({
  name: 'Maria Fundadora',
  email,
  password: 'senha-forte-1',
  company: 'Acme Ltda',
});

describe('POST /api/auth/register', () => {
  it('creates a pending admin and e-mails the activation link', async () => {
    const body = registration(uniqueEmail('Nova').toUpperCase());
    const response = await post('/api/auth/register', body);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: authMessages.registered });

    const email = await lastEmailTo(t, body.email);
    expect(email.subject).toBe('Ative sua conta no Rumo');
    expect(email.text).toContain('http://rumo.test/activate-account?token=');
    expect(email.html).toContain('href="http://rumo.test/activate-account?token=');

    const login = await post('/api/auth/login', { email: body.email, password: body.password });
    expect(login.statusCode).toBe(403);
    expect(login.json()).toMatchObject({
      code: errorCodes.accountPending,
      message: authMessages.accountPending,
    });
  });

  it('answers 409 for an e-mail already used, whatever its case', async () => {
    const body = registration();
    expect((await post('/api/auth/register', body)).statusCode).toBe(201);
    const again = await post('/api/auth/register', { ...body, email: body.email.toUpperCase() });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      statusCode: 409,
      code: errorCodes.emailTaken,
      message: authMessages.emailTaken,
    });
  });

  it('names every invalid field in pt-BR', async () => {
    const response = await post('/api/auth/register', { name: 'A', email: 'x', password: '123' });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body).toMatchObject({
      statusCode: 400,
      code: errorCodes.validation,
      message: errorMessages.validation,
    });
    expect(body.issues).toEqual(
      expect.arrayContaining([
        { path: 'name', message: 'O nome deve ter pelo menos 2 caracteres.' },
        { path: 'email', message: 'Informe um e-mail válido.' },
        { path: 'password', message: 'A senha deve ter pelo menos 8 caracteres.' },
        { path: 'company', message: 'Informe o nome da empresa.' },
      ]),
    );
  });

  it('rejects a body that is not JSON with the same error body', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: '{not json',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      statusCode: 400,
      code: errorCodes.badRequest,
      message: errorMessages.badRequest,
    });
  });
});

describe('POST /api/auth/activate', () => {
  it('activates once; the same link then answers 400', async () => {
    const body = registration();
    await post('/api/auth/register', body);
    const token = await tokenFromLastEmail(t, body.email);

    const first = await post('/api/auth/activate', { token });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ message: authMessages.activated });

    const second = await post('/api/auth/activate', { token });
    expect(second.statusCode).toBe(400);
    expect(second.json()).toMatchObject({
      code: errorCodes.invalidToken,
      message: authMessages.invalidToken,
    });

    const login = await post('/api/auth/login', { email: body.email, password: body.password });
    expect(login.statusCode).toBe(200);
    expect(login.json()).toMatchObject({ role: 'admin', company: 'Acme Ltda' });
  });

  it('answers 400 for an unknown token', async () => {
    const response = await post('/api/auth/activate', { token: 'x'.repeat(43) });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe(errorCodes.invalidToken);
  });
});

describe('POST /api/auth/login', () => {
  it('answers the user of spec §3 with a token, and no secrets', async () => {
    const user = await createTestUser(t, {
      role: 'admin',
      companyName: 'Empresa Login',
      name: 'Joana Dias',
    });
    const response = await post('/api/auth/login', {
      email: user.email.toUpperCase(),
      password: user.password,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(
      [
        'avatar',
        'company',
        'email',
        'id',
        'id_team',
        'name',
        'phone',
        'position',
        'role',
        'token',
      ].sort(),
    );
    expect(body).toMatchObject({
      id: user.id,
      name: 'Joana Dias',
      email: user.email,
      role: 'admin',
      company: 'Empresa Login',
      avatar: null,
      id_team: null,
    });
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${body.token}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual({ ...body, token: undefined });
  });

  it('answers 401 with the same message for a wrong password and an unknown e-mail', async () => {
    const user = await createTestUser(t);
    for (const credentials of [
      { email: user.email, password: 'senha-errada' },
      { email: uniqueEmail('ninguem'), password: 'qualquer-1' },
    ]) {
      const response = await post('/api/auth/login', credentials);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        statusCode: 401,
        code: errorCodes.invalidCredentials,
        message: 'E-mail ou senha inválidos.',
      });
    }
  });

  it('answers 403 for a disabled account', async () => {
    const user = await createTestUser(t, { status: 'disabled' });
    const response = await post('/api/auth/login', { email: user.email, password: user.password });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      code: errorCodes.accountDisabled,
      message: authMessages.accountDisabled,
    });
  });
});

describe('GET /api/auth/me and POST /api/auth/logout', () => {
  it('answers 401 without a token, with a malformed one and with a forged one', async () => {
    const user = await createTestUser(t);
    const [header, , signature] = user.token.split('.');
    const forged = `${header}.${Buffer.from(JSON.stringify({ sub: user.id, jti: user.id })).toString('base64url')}.${signature}`;
    for (const authorization of [
      undefined,
      'Bearer nada',
      `Bearer ${forged}`,
      `Basic ${user.token}`,
    ]) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/auth/me',
        headers: authorization ? { authorization } : {},
      });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ statusCode: 401 });
    }
  });

  it('revokes the token on logout: it then answers 401', async () => {
    const user = await createTestUser(t);
    const other = await createTestUser(t, { email: uniqueEmail() });
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: user.headers,
    });
    expect(logout.statusCode).toBe(204);
    expect(logout.body).toBe('');

    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: user.headers });
    expect(me.statusCode).toBe(401);
    expect(me.json()).toEqual({
      statusCode: 401,
      code: errorCodes.sessionInvalid,
      message: errorMessages.sessionExpired,
    });

    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: user.headers,
    });
    expect(again.statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: other.headers }))
        .statusCode,
    ).toBe(200);
  });
});

describe('token audience', () => {
  it('refuses a token signed for the backoffice on customer routes, even for a live session', async () => {
    const user = await createTestUser(t);
    const claims = await verifySessionToken(
      user.token,
      t.config.jwtSecret,
      'customer',
      t.app.now(),
    );
    if (!claims) throw new Error('the customer token should verify');
    const staffToken = await signSessionToken(
      claims,
      new Date(Date.now() + 60_000),
      t.config.jwtSecret,
      'staff',
      t.app.now(),
    );
    const me = (token: string) =>
      t.app.inject({
        method: 'GET',
        url: '/api/auth/me',
        headers: { authorization: `Bearer ${token}` },
      });
    expect((await me(user.token)).statusCode).toBe(200);
    expect((await me(staffToken)).statusCode).toBe(401);
  });
});
