import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { DEMO_PASSWORD } from './demo.data';
import { seedDemo } from './demo.seed';

describe('demo initiatives', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await seedDemo(t.db, { now: t.app.now() });
  });
  afterAll(() => t.close());

  const signIn = async (email: string) => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: DEMO_PASSWORD },
    });
    return { authorization: `Bearer ${login.json().token}` };
  };

  it('has a milestone key result scored by its initiatives, and an overdue one of Ana', async () => {
    const admin = await signIn('admin@rumo.demo');
    expect((await t.app.inject({ url: '/api/settings', headers: admin })).json()).toMatchObject({
      milestoneKeyResults: true,
    });
    const list = await t.app.inject({ url: '/api/objectives?limit=100', headers: admin });
    const launch = list
      .json()
      .data.find((o: { title: string }) => o.title === 'Entregar a nova experiência de check-in');
    const detail = (
      await t.app.inject({ url: `/api/objectives/${launch.id}`, headers: admin })
    ).json();
    const milestone = detail.keyResults.find((kr: { type: string }) => kr.type === 'milestone');
    expect(milestone).toMatchObject({ current: 2, target: 4, progress: 50 });

    const ana = await signIn('ana@rumo.demo');
    const mine = (await t.app.inject({ url: '/api/initiatives/mine', headers: ana })).json().data;
    expect(mine.map((i: { title: string }) => i.title)).toContain(
      'Publicar três estudos de caso no site',
    );
  });
});
