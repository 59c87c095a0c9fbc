import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenFromLastEmail } from '../../test/mailbox';
import { createCompanyWithUsers } from '../../test/okr-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('PUT /api/profile/password', () => {
  it('cancels the password-reset links sent before', async () => {
    const { user } = await createCompanyWithUsers(t, { admins: 0, users: 1 });
    const forgot = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: user.email },
    });
    expect(forgot.statusCode).toBe(202);
    const token = await tokenFromLastEmail(t, user.email);

    const changed = await t.app.inject({
      method: 'PUT',
      url: '/api/profile/password',
      headers: user.headers,
      payload: { currentPassword: user.password, newPassword: 'nova-senha-1' },
    });
    expect(changed.statusCode).toBe(204);

    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: 'outra-senha-2' },
    });
    expect(reset.statusCode).toBe(400);
  });
});
