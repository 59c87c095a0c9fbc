import { authMessages } from '@rumo/shared/auth/messages';
import { errorCodes } from '@rumo/shared/common/errors';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, uniqueEmail } from '../../test/account-fixtures';
import { lastEmailTo, tokenFromLastEmail } from '../../test/mailbox';
import { createTestApp, type TestApp } from '../../test/test-app';
import { emailOutbox } from '../mail/mail.table';
import { oneTimeTokens } from './auth.table';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });
const me = (token: string) =>
  t.app.inject({
    method: 'GET',
    url: '/api/auth/me',
    headers: { authorization: `Bearer ${token}` },
  });

describe('POST /api/auth/forgot-password', () => {
  it('always answers 202 and e-mails only existing accounts', async () => {
    const user = await createTestUser(t);
    const unknown = uniqueEmail('fantasma');
    for (const email of [user.email, unknown]) {
      const response = await post('/api/auth/forgot-password', { email });
      expect(response.statusCode).toBe(202);
      expect(response.json()).toEqual({ message: authMessages.resetRequested });
    }
    const message = await lastEmailTo(t, user.email);
    expect(message.subject).toBe('Redefinição de senha do Rumo');
    expect(message.text).toContain('http://rumo.test/auth/reset-password?token=');
    const toUnknown = await t.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, unknown));
    expect(toUnknown).toHaveLength(0);
  });

  it('sends nothing to a disabled account', async () => {
    const user = await createTestUser(t, { status: 'disabled' });
    expect((await post('/api/auth/forgot-password', { email: user.email })).statusCode).toBe(202);
    await expect(lastEmailTo(t, user.email)).rejects.toThrow();
  });
});

describe('POST /api/auth/reset-password', () => {
  it('sets the new password, revokes every session and works once', async () => {
    const user = await createTestUser(t);
    const otherDevice = await post('/api/auth/login', {
      email: user.email,
      password: user.password,
    });
    expect(otherDevice.statusCode).toBe(200);

    await post('/api/auth/forgot-password', { email: user.email });
    const token = await tokenFromLastEmail(t, user.email);
    const reset = await post('/api/auth/reset-password', { token, password: 'nova-senha-1' });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ message: authMessages.passwordReset });

    expect((await me(user.token)).statusCode).toBe(401);
    expect((await me(otherDevice.json().token)).statusCode).toBe(401);
    const oldPassword = await post('/api/auth/login', {
      email: user.email,
      password: user.password,
    });
    expect(oldPassword.statusCode).toBe(401);
    const newPassword = await post('/api/auth/login', {
      email: user.email,
      password: 'nova-senha-1',
    });
    expect(newPassword.statusCode).toBe(200);

    const reused = await post('/api/auth/reset-password', { token, password: 'outra-senha-1' });
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toMatchObject({
      code: errorCodes.invalidToken,
      message: authMessages.invalidToken,
    });
  });

  it('answers 400 for an expired link and keeps the old password', async () => {
    const user = await createTestUser(t);
    await post('/api/auth/forgot-password', { email: user.email });
    const token = await tokenFromLastEmail(t, user.email);
    await t.db
      .update(oneTimeTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oneTimeTokens.userId, user.id));

    const response = await post('/api/auth/reset-password', { token, password: 'nova-senha-1' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      statusCode: 400,
      code: errorCodes.expiredToken,
      message: authMessages.expiredToken,
    });
    expect((await me(user.token)).statusCode).toBe(200);
  });

  it('invalidates the previous link when a new one is requested', async () => {
    const user = await createTestUser(t);
    await post('/api/auth/forgot-password', { email: user.email });
    const first = await tokenFromLastEmail(t, user.email);
    await post('/api/auth/forgot-password', { email: user.email });
    const second = await tokenFromLastEmail(t, user.email);
    expect(second).not.toBe(first);
    expect(
      (await post('/api/auth/reset-password', { token: first, password: 'nova-senha-1' }))
        .statusCode,
    ).toBe(400);
    expect(
      (await post('/api/auth/reset-password', { token: second, password: 'nova-senha-1' }))
        .statusCode,
    ).toBe(200);
  });

  it('does not accept an activation token as a reset token', async () => {
    const email = uniqueEmail('cruzado');
    await post('/api/auth/register', {
      name: 'Caio',
      email,
      password: 'senha-forte-1',
      company: 'Cruz',
    });
    const activation = await tokenFromLastEmail(t, email);
    const response = await post('/api/auth/reset-password', {
      token: activation,
      password: 'nova-senha-1',
    });
    expect(response.statusCode).toBe(400);
    expect((await post('/api/auth/activate', { token: activation })).statusCode).toBe(200);
  });

  it('answers 400 for an expired activation link', async () => {
    const email = uniqueEmail('atrasado');
    await post('/api/auth/register', {
      name: 'Lia',
      email,
      password: 'senha-forte-1',
      company: 'Lenta',
    });
    const token = await tokenFromLastEmail(t, email);
    await t.db
      .update(oneTimeTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oneTimeTokens.purpose, 'activation'));
    const response = await post('/api/auth/activate', { token });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe(errorCodes.expiredToken);
  });

  it('validates the new password', async () => {
    const response = await post('/api/auth/reset-password', {
      token: 'x'.repeat(43),
      password: '123',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toEqual([
      { path: 'password', message: 'A senha deve ter pelo menos 8 caracteres.' },
    ]);
  });
});
