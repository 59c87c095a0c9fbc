import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { DEMO_PASSWORD } from './demo.data';
import { seedDemo } from './demo.seed';

describe('demo SCIM token', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await seedDemo(t.db, { now: new Date('2026-11-25T12:00:00Z') });
  });
  afterAll(() => t.close());

  it('shows the admin one Entra ID token in Configurações › Segurança', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'admin@rumo.demo', password: DEMO_PASSWORD },
    });
    const list = await t.app.inject({
      url: '/api/scim-tokens',
      headers: { authorization: `Bearer ${login.json().token}` },
    });
    expect(list.json().data).toEqual([
      expect.objectContaining({
        name: 'Microsoft Entra ID',
        prefix: expect.stringMatching(/^rumo_scim_/),
      }),
    ]);
  });
});
