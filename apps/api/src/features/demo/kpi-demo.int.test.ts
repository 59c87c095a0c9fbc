import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { DEMO_PASSWORD } from './demo.data';
import { seedDemo } from './demo.seed';

describe('demo KPIs', () => {
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
    return { authorization: `Bearer ${response.json().token}` };
  };

  it('shows six KPIs with 8 to 12 periods, and Bruno records the one he owns', async () => {
    const headers = await signIn('bruno@rumo.demo');
    const list = await t.app.inject({ url: '/api/kpis', headers });
    const kpis = list.json().data as {
      id: string;
      name: string;
      recent: unknown[];
      status: string | null;
      team: { name: string } | null;
      canRecord: boolean;
      latest: { periodStart: string } | null;
    }[];
    expect(kpis).toHaveLength(6);
    expect(kpis.filter((kpi) => kpi.team === null)).toHaveLength(3);
    for (const kpi of kpis) {
      expect(kpi.recent.length).toBeGreaterThanOrEqual(8);
      expect(kpi.status).not.toBeNull();
    }
    const proposals = kpis.find((kpi) => kpi.name === 'Propostas enviadas');
    expect(proposals).toMatchObject({ team: { name: 'Comercial' }, canRecord: true });
    // Weekly, up to last week: Monday 2026-11-16 (the seed's week starts on the 23rd).
    expect(proposals?.latest?.periodStart).toBe('2026-11-16');

    const nps = kpis.find((kpi) => kpi.name === 'NPS');
    const detail = (await t.app.inject({ url: `/api/kpis/${nps?.id}`, headers })).json();
    expect(detail.values).toHaveLength(12);
    expect(detail.keyResults.map((kr: { title: string }) => kr.title)).toEqual([
      'Aumentar o NPS de 42 para 60',
    ]);
  });
});
