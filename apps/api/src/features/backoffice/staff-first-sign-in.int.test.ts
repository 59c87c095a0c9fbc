import { authMessages } from '@rumo/shared/auth/messages';
import { staffAuditListSchema } from '@rumo/shared/backoffice/audit-log';
import {
  staffAuthErrorCodes,
  staffAuthMessages,
  staffLoginResponseSchema,
  staffMeResponseSchema,
} from '@rumo/shared/backoffice/auth';
import { resetStaffPasswordResponseSchema } from '@rumo/shared/backoffice/staff-users';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaffUser, type TestStaff } from '../../test/staff-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('first sign-in: an account whose password someone else chose', () => {
  let t: TestApp;
  let admin: TestStaff;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await createStaffUser(t, { role: 'admin' });
  });
  afterAll(() => t.close());

  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const login = async (email: string, password: string) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/backoffice/auth/login',
      payload: { email, password },
    });
    expect(response.statusCode).toBe(200);
    return staffLoginResponseSchema.parse(response.json()).data;
  };
  const changePassword = (token: string, payload: object) =>
    t.app.inject({
      method: 'POST',
      url: '/api/backoffice/auth/password',
      headers: bearer(token),
      payload,
    });
  const get = (url: string, token: string) =>
    t.app.inject({ method: 'GET', url: `/api/backoffice${url}`, headers: bearer(token) });

  it('holds a created account to its own password change, then opens the backoffice', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/backoffice/users',
      headers: admin.headers,
      payload: {
        name: 'Nina Nova',
        email: 'nina@backoffice.rumo.test',
        password: 'combinada-123',
        role: 'manager',
      },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().data.mustChangePassword).toBe(true);

    const first = await login('nina@backoffice.rumo.test', 'combinada-123');
    const second = await login('nina@backoffice.rumo.test', 'combinada-123');
    expect(first.user.mustChangePassword).toBe(true);
    const held = await get('/plans', first.access_token);
    expect(held.statusCode).toBe(403);
    expect(held.json()).toMatchObject({
      code: staffAuthErrorCodes.passwordChangeRequired,
      message: staffAuthMessages.passwordChangeRequired,
    });
    expect((await get('/auth/me', first.access_token)).statusCode).toBe(200);

    const wrong = await changePassword(first.access_token, {
      currentPassword: 'nao-e-esta',
      newPassword: 'minha-propria-1',
      confirmPassword: 'minha-propria-1',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(authMessages.wrongCurrentPassword);
    const mismatch = await changePassword(first.access_token, {
      currentPassword: 'combinada-123',
      newPassword: 'minha-propria-1',
      confirmPassword: 'minha-propria-2',
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().issues).toEqual([
      { path: 'confirmPassword', message: 'As senhas não conferem.' },
    ]);
    const same = await changePassword(first.access_token, {
      currentPassword: 'combinada-123',
      newPassword: 'combinada-123',
      confirmPassword: 'combinada-123',
    });
    expect(same.statusCode).toBe(400);
    expect(same.json().issues).toEqual([
      { path: 'newPassword', message: staffAuthMessages.samePassword },
    ]);
    const short = await changePassword(first.access_token, {
      currentPassword: 'combinada-123',
      newPassword: 'curta',
      confirmPassword: 'curta',
    });
    expect(short.statusCode).toBe(400);

    const done = await changePassword(first.access_token, {
      currentPassword: 'combinada-123',
      newPassword: 'minha-propria-1',
      confirmPassword: 'minha-propria-1',
    });
    expect(done.statusCode).toBe(200);
    const me = staffMeResponseSchema.parse(done.json()).data;
    expect(me.mustChangePassword).toBe(false);
    // This session goes on and opens the backoffice; the other one ended.
    expect((await get('/plans', first.access_token)).statusCode).toBe(200);
    expect((await get('/auth/me', second.access_token)).statusCode).toBe(401);
    await login('nina@backoffice.rumo.test', 'minha-propria-1');

    const audit = staffAuditListSchema.parse(
      (await get(`/audit-log?targetId=${me.id}`, admin.accessToken)).json(),
    ).data;
    expect(audit.map((entry) => entry.action)).toEqual([
      'staff_user.password_changed',
      'staff_user.created',
    ]);
    expect(JSON.stringify(audit)).not.toContain('minha-propria-1');
  });

  it('marks the account again when an admin resets the password; a Visualizador still changes its own', async () => {
    const person = await createStaffUser(t, { role: 'viewer' });
    expect((await get('/auth/me', person.accessToken)).json().data.mustChangePassword).toBe(false);
    const reset = await t.app.inject({
      method: 'POST',
      url: `/api/backoffice/users/${person.id}/reset-password`,
      headers: admin.headers,
      payload: { reason: 'Esqueceu a senha' },
    });
    expect(reset.statusCode).toBe(200);
    const { temporaryPassword, data } = resetStaffPasswordResponseSchema.parse(reset.json());
    expect(data.mustChangePassword).toBe(true);

    const session = await login(person.email, temporaryPassword ?? '');
    expect(session.user.mustChangePassword).toBe(true);
    expect((await get('/dashboard', session.access_token)).statusCode).toBe(403);
    const done = await changePassword(session.access_token, {
      currentPassword: temporaryPassword,
      newPassword: 'escolhida-por-mim',
      confirmPassword: 'escolhida-por-mim',
    });
    expect(done.statusCode).toBe(200);
    expect((await get('/dashboard', session.access_token)).statusCode).toBe(200);
  });
});
