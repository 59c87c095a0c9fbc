import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { DEMO_PASSWORD } from './demo.data';
import { seedDemo } from './demo.seed';

describe('demo: the closed previous cycle', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await seedDemo(t.db, { now: t.app.now() });
  });
  afterAll(() => t.close());

  it('has scores, one suggestion applied and three retrospectives in its report', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'ana@rumo.demo', password: DEMO_PASSWORD },
    });
    const headers = { authorization: `Bearer ${login.json().token}` };
    const cycles = await t.app.inject({ method: 'GET', url: '/api/cycles?status=closed', headers });
    const closed = cycles.json().data[0];
    const report = await t.app.inject({
      method: 'GET',
      url: `/api/cycles/${closed.id}/report`,
      headers,
    });
    expect(report.statusCode).toBe(200);
    const body = report.json();
    expect(body).toMatchObject({ keyResultCount: 6, suggestedCount: 1, averageScore: 0.62 });
    expect(body.distribution.map((band: { count: number }) => band.count)).toEqual([1, 2, 3]);
    expect(body.byTeam).toHaveLength(3);
    expect(body.retrospectives).toHaveLength(3);
  });
});
