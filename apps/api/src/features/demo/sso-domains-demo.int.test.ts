import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { DEMO_PASSWORD } from './demo.data';
import { seedDemo } from './demo.seed';

describe('demo e-mail domains', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await seedDemo(t.db, { now: new Date('2026-11-25T12:00:00Z') });
  });
  afterAll(() => t.close());

  const signIn = async (email: string) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: DEMO_PASSWORD },
    });
    expect(response.statusCode).toBe(200);
    return { authorization: `Bearer ${response.json().token}` };
  };

  it('shows rumo.demo verified and a second domain waiting for its TXT record, to the admin only', async () => {
    const list = await t.app.inject({
      url: '/api/sso-domains',
      headers: await signIn('admin@rumo.demo'),
    });
    expect(list.json()).toMatchObject({
      data: [
        { domain: 'filial.rumo.demo', verifiedAt: null, requireSso: false },
        { domain: 'rumo.demo', verifiedAt: '2026-11-25T12:00:00.000Z', requireSso: false },
      ],
      ssoAvailable: false,
    });
    const member = await t.app.inject({
      url: '/api/sso-domains',
      headers: await signIn('ana@rumo.demo'),
    });
    expect(member.statusCode).toBe(403);
  });
});
