import { cycleMessages } from '@rumo/shared/cycles/contracts';
import type { Confidence } from '@rumo/shared/okr/key-result-types';
import { currentCheckInWeek, todayInTimeZone } from '@rumo/shared/okr/week';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '../../test/account-fixtures';
import { insertCheckInRow, setKeyResultState } from '../../test/checkin-fixtures';
import {
  createCompanyWithUsers,
  createCycle,
  createObjective,
  createTeam,
  type FixtureCompany,
} from '../../test/okr-fixtures';
import { createTestApp, type TestApp, testClock } from '../../test/test-app';
import { recordActivity } from '../activity/activity.service';
import { refreshObjectiveProgress } from '../objectives/key-result-sync';

const shift = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

describe('GET /api/dashboard', () => {
  let t: TestApp;
  let acme: FixtureCompany;
  let other: FixtureCompany;
  let u1: TestUser;
  let u2: TestUser;
  const clock = testClock();
  const today = todayInTimeZone(new Date(), 'America/Sao_Paulo');
  const week = currentCheckInWeek(new Date(), 1, 'America/Sao_Paulo');
  const ids: Record<string, string> = {};

  const dashboard = (user: TestUser, query = '') =>
    t.app.inject({ method: 'GET', url: `/api/dashboard${query}`, headers: user.headers });

  /** Sets the key result's cached state and the confidence trail of its check-ins. */
  async function state(key: string, current: number, progress: number, trail: Confidence[]) {
    const keyResultId = ids[key] ?? '';
    await setKeyResultState(t, keyResultId, {
      current,
      progress,
      confidence: trail.at(-1) ?? null,
    });
    for (const [index, confidence] of trail.entries()) {
      // The last one is saved now (this week), the earlier ones before the week began.
      const createdAt =
        index === trail.length - 1
          ? new Date(Date.now() - 1000)
          : new Date(week.start.getTime() - (trail.length - index) * 3_600_000);
      await insertCheckInRow(t, {
        companyId: acme.companyId,
        keyResultId,
        authorId: acme.admin.id,
        value: current,
        confidence,
        previousConfidence: index === 0 ? null : (trail[index - 1] ?? null),
        date: today,
        createdAt,
      });
    }
  }

  beforeAll(async () => {
    t = await createTestApp({ now: clock.now });
    acme = await createCompanyWithUsers(t, { admins: 1, users: 2 });
    other = await createCompanyWithUsers(t, { admins: 1, users: 0, name: 'Outra' });
    [u1, u2] = acme.users as [TestUser, TestUser];
    const alfa = await createTeam(t, acme.companyId, { name: 'Alfa', memberIds: [u1.id] });
    await createTeam(t, acme.companyId, { name: 'Beta' });
    await createTeam(t, other.companyId, { name: 'Gama' });
    const cycle = await createCycle(t, acme.companyId, {
      startDate: shift(today, -10),
      endDate: shift(today, 10),
    });
    ids.cycle = cycle.id;
    const base = { companyId: acme.companyId, cycleId: cycle.id, ownerId: acme.admin.id };
    const o1 = await createObjective(t, {
      ...base,
      title: 'Crescer receita',
      keyResults: [
        { title: 'k1', current: 40, ownerId: u1.id },
        { title: 'k2', target: 10, current: 10, ownerId: u2.id },
      ],
    });
    const o2 = await createObjective(t, {
      ...base,
      title: 'Melhorar produto',
      level: 'team',
      teamId: alfa.id,
      keyResults: [
        { title: 'k3', current: 20, ownerId: u1.id },
        { title: 'k6', type: 'keep_above', target: 50, current: 60, ownerId: u2.id },
      ],
    });
    // u1's own draft: the dashboard counts the drafts its reader may see.
    await createObjective(t, {
      ...base,
      ownerId: u1.id,
      status: 'draft',
      keyResults: [{ ownerId: u1.id }],
    });
    const o4 = await createObjective(t, {
      ...base,
      status: 'closed',
      level: 'team',
      teamId: alfa.id,
      keyResults: [{ title: 'k5', current: 100, ownerId: u1.id }],
    });
    await createObjective(t, { ...base, title: 'Sem resultados-chave' });
    [ids.k1, ids.k2] = o1.keyResultIds as [string, string];
    [ids.k3] = o2.keyResultIds as [string];
    [ids.k5] = o4.keyResultIds as [string];

    await state('k1', 40, 40, ['at_risk', 'off_track']);
    await state('k3', 20, 20, ['on_track', 'at_risk', 'at_risk']);
    await state('k5', 100, 100, ['on_track']);
    await setKeyResultState(t, ids.k2 ?? '', { confidence: 'on_track' });
    await insertCheckInRow(t, {
      companyId: acme.companyId,
      keyResultId: ids.k2 ?? '',
      authorId: u2.id,
      value: 10,
      confidence: 'on_track',
      previousConfidence: 'at_risk',
      date: today,
      createdAt: new Date(week.start.getTime() - 1),
    });
    for (const objective of [o1, o2, o4]) {
      await refreshObjectiveProgress(t.db, acme.companyId, objective.id);
    }
    for (const [label, companyId] of [
      ['primeiro', acme.companyId],
      ['de outra empresa', other.companyId],
      ['segundo', acme.companyId],
    ] as const) {
      await recordActivity(t.db, {
        companyId,
        actorId: null,
        entityType: 'team',
        entityId: alfa.id,
        action: 'updated',
        label,
      });
    }
  });
  afterAll(() => t.close());

  it('sums up the current cycle', async () => {
    const response = await dashboard(u1);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.cycle).toMatchObject({ id: ids.cycle, isCurrent: true, objectiveCount: 5 });
    // Non-draft objectives: 70 (k1 40, k2 100), 60 (k3 20, k6 100), 100 (closed), 0 (no KRs).
    expect(body.progress).toBe(57.5);
    expect(body.expectedProgress).toBe(50);
    expect(body.objectivesByStatus).toEqual({ draft: 1, active: 3, closed: 1 });
    expect(body.objectivesByConfidence).toEqual({
      on_track: 1,
      at_risk: 1,
      off_track: 1,
      no_check_in: 1,
    });
    expect(body.atRisk.map((kr: { title: string }) => kr.title)).toEqual(['k1', 'k3']);
    expect(body.atRisk[0]).toMatchObject({
      id: ids.k1,
      confidence: 'off_track',
      current: 40,
      progress: 40,
      objective: { title: 'Crescer receita' },
      owner: { id: u1.id, name: u1.name },
    });
    expect(body.confidenceDrops).toHaveLength(1);
    expect(body.confidenceDrops[0]).toMatchObject({
      id: ids.k1,
      confidence: 'off_track',
      previousConfidence: 'at_risk',
    });
    expect(body.missingCheckIns).toEqual([
      { id: u2.id, name: u2.name, avatar: null, pendingCount: 2 },
    ]);
    expect(body.teams).toEqual([
      { id: expect.any(String), name: 'Alfa', progress: 80, objectiveCount: 2 },
      { id: expect.any(String), name: 'Beta', progress: 0, objectiveCount: 0 },
    ]);
    expect(body.myKeyResults.map((kr: { title: string }) => kr.title)).toEqual(['k1', 'k3']);
    expect(body.recentActivity.map((entry: { label: string }) => entry.label)).toEqual([
      'segundo',
      'primeiro',
    ]);
  });

  it('shows the caller’s own key results and a chosen cycle', async () => {
    const mine = (await dashboard(u2)).json().myKeyResults;
    expect(mine.map((kr: { title: string }) => kr.title)).toEqual(['k2', 'k6']);

    const past = await createCycle(t, acme.companyId, {
      startDate: '2020-01-01',
      endDate: '2020-03-31',
      status: 'closed',
    });
    const body = (await dashboard(u1, `?cycleId=${past.id}`)).json();
    expect(body).toMatchObject({
      cycle: { id: past.id, isCurrent: false },
      progress: 0,
      expectedProgress: 100,
      missingCheckIns: [],
      atRisk: [],
    });
  });

  it('answers empty figures without a cycle and 404 for another company’s cycle', async () => {
    const body = (await dashboard(other.admin)).json();
    expect(body).toMatchObject({ cycle: null, progress: 0, teams: [], myKeyResults: [] });
    expect(body.recentActivity.map((entry: { label: string }) => entry.label)).toEqual([
      'de outra empresa',
    ]);

    const foreign = await dashboard(other.admin, `?cycleId=${ids.cycle}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(cycleMessages.notFound);
    expect((await dashboard(u1, '?cycleId=abc')).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/dashboard' })).statusCode).toBe(401);
  });

  it('reads the day from the app clock: five days on, three quarters of the cycle are expected', async () => {
    clock.advanceDays(5);
    expect((await dashboard(u1)).json().expectedProgress).toBe(75);
  });
});
