import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { DEMO_PASSWORD } from './demo.data';
import { seedDemo } from './demo.seed';

describe('demo connected app', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await seedDemo(t.db, { now: new Date('2026-11-25T12:00:00Z') });
  });
  afterAll(() => t.close());

  const connectedApps = async (email: string) => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: DEMO_PASSWORD },
    });
    const list = await t.app.inject({
      url: '/api/oauth/connected-apps',
      headers: { authorization: `Bearer ${login.json().token}` },
    });
    return list.json().data;
  };

  it('shows the admin Claude connected by OAuth, and the member none of their own', async () => {
    expect(await connectedApps('admin@rumo.demo')).toEqual([
      expect.objectContaining({ clientName: 'Claude', scopes: ['okrs:read', 'checkins:write'] }),
    ]);
    expect(await connectedApps('ana@rumo.demo')).toEqual([]);
  });
});
