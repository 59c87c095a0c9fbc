import { objectiveMessages } from '@rumo/shared/objectives/contracts';
import type { Confidence } from '@rumo/shared/okr/key-result-types';
import { teamMessages } from '@rumo/shared/teams/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCheckInRow, setKeyResultState } from '../../test/checkin-fixtures';
import {
  createCompanyWithUsers,
  createCycle,
  createObjective,
  createTeam,
  type FixtureCompany,
} from '../../test/okr-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { backfillCycleEvolution } from './evolution-snapshots';

type Point = { date: string; progress: number; expected: number; confidence: Confidence | null };

/**
 * A finished four-week cycle (2025-01-01 to 2025-01-29), so the series is fixed:
 * O1 (company) = kA increase 0→100 (weight 1) + kB decrease 100→0 (weight 3);
 * O2 (team Alfa) = kC binary; a draft objective that never counts.
 */
describe('GET /api/evolution', () => {
  let t: TestApp;
  let acme: FixtureCompany;
  let other: FixtureCompany;
  const ids: Record<string, string> = {};

  const evolution = (query: string, company = acme) =>
    t.app.inject({
      method: 'GET',
      url: `/api/evolution${query}`,
      headers: company.admin.headers,
    });
  const pick = (series: Point[], key: keyof Point) => series.map((point) => point[key]);

  beforeAll(async () => {
    t = await createTestApp();
    acme = await createCompanyWithUsers(t, { admins: 1, users: 1, name: 'Acme' });
    other = await createCompanyWithUsers(t, { admins: 1, users: 0, name: 'Outra' });
    const alfa = await createTeam(t, acme.companyId, { name: 'Alfa' });
    const cycle = await createCycle(t, acme.companyId, {
      name: 'Janeiro',
      startDate: '2025-01-01',
      endDate: '2025-01-29',
    });
    const base = { companyId: acme.companyId, cycleId: cycle.id, ownerId: acme.user.id };
    const o1 = await createObjective(t, {
      ...base,
      title: 'Crescer',
      keyResults: [
        { title: 'kA', start: 0, target: 100 },
        { title: 'kB', type: 'decrease', start: 100, target: 0, weight: 3 },
      ],
    });
    const o2 = await createObjective(t, {
      ...base,
      level: 'team',
      teamId: alfa.id,
      keyResults: [{ title: 'kC', type: 'binary', start: 0, target: 1 }],
    });
    await createObjective(t, { ...base, status: 'draft', keyResults: [{ current: 100 }] });
    [ids.kA, ids.kB] = o1.keyResultIds as [string, string];
    [ids.kC] = o2.keyResultIds as [string];
    Object.assign(ids, { o1: o1.id, o2: o2.id, alfa: alfa.id, cycle: cycle.id });

    const checkIns: [string, string, number, Confidence][] = [
      ['kA', '2024-12-30', 10, 'on_track'],
      ['kA', '2025-01-05', 20, 'on_track'],
      ['kA', '2025-01-12', 40, 'at_risk'],
      ['kA', '2025-01-19', 60, 'on_track'],
      ['kB', '2025-01-10', 80, 'on_track'],
      ['kB', '2025-01-24', 50, 'off_track'],
      ['kC', '2025-01-16', 0, 'at_risk'],
      ['kC', '2025-01-20', 1, 'on_track'],
    ];
    for (const [key, date, value, confidence] of checkIns) {
      await insertCheckInRow(t, {
        companyId: acme.companyId,
        keyResultId: ids[key] ?? '',
        authorId: acme.user.id,
        value,
        confidence,
        date,
      });
    }
    await setKeyResultState(t, ids.kA ?? '', { current: 60, progress: 60 });
    await setKeyResultState(t, ids.kB ?? '', { current: 50, progress: 50 });
    await setKeyResultState(t, ids.kC ?? '', { current: 1, progress: 100 });
  });
  afterAll(() => t.close());

  it('follows a key result week by week and at each check-in, with its forecast', async () => {
    const response = await evolution(`?scope=key_result&id=${ids.kA}`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      cycle: { id: ids.cycle, name: 'Janeiro', startDate: '2025-01-01', endDate: '2025-01-29' },
      scope: 'key_result',
      label: 'kA',
    });
    expect(pick(body.series, 'date')).toEqual([
      '2025-01-01',
      '2025-01-05',
      '2025-01-08',
      '2025-01-12',
      '2025-01-15',
      '2025-01-19',
      '2025-01-22',
      '2025-01-29',
    ]);
    expect(pick(body.series, 'progress')).toEqual([10, 20, 20, 40, 40, 60, 60, 60]);
    expect(pick(body.series, 'expected')).toEqual([0, 14.3, 25, 39.3, 50, 64.3, 75, 100]);
    expect(pick(body.series, 'confidence')).toEqual([
      'on_track',
      'on_track',
      'on_track',
      'at_risk',
      'at_risk',
      'on_track',
      'on_track',
      'on_track',
    ]);
    // Fit over the three check-ins inside the cycle: 20/7 a day, 88.57 on the last day.
    expect(body.forecast).toEqual({ date: '2025-01-29', progress: 88.6 });
    expect(body.forecastSentence).toBe('neste ritmo: 89% ao fim do ciclo');
    expect(body.keyResults).toEqual([
      {
        id: ids.kA,
        objectiveId: ids.o1,
        title: 'kA',
        progress: 60,
        forecastProgress: 88.6,
        forecastSentence: 'neste ritmo: 89% ao fim do ciclo',
      },
    ]);
  });

  it('weighs the key results of an objective', async () => {
    const body = (await evolution(`?scope=objective&id=${ids.o1}`)).json();
    expect(body.label).toBe('Crescer');
    expect(pick(body.series, 'date')).toEqual([
      '2025-01-01',
      '2025-01-08',
      '2025-01-15',
      '2025-01-22',
      '2025-01-29',
    ]);
    expect(pick(body.series, 'progress')).toEqual([2.5, 5, 25, 30, 52.5]);
    expect(pick(body.series, 'confidence')).toEqual([
      'on_track',
      'on_track',
      'at_risk',
      'on_track',
      'off_track',
    ]);
    // kA 88.571 (weight 1), kB 100 − 39.286 = 60.714 (weight 3).
    expect(body.forecast).toEqual({ date: '2025-01-29', progress: 67.7 });
    expect(body.forecastSentence).toBe('neste ritmo: 68% ao fim do ciclo');
    expect(body.keyResults.map((kr: { title: string }) => kr.title)).toEqual(['kA', 'kB']);
    // Each row can open its key result, which needs the objective.
    expect(body.keyResults[0]).toMatchObject({ id: ids.kA, objectiveId: ids.o1 });
    expect(body.keyResults[1]).toMatchObject({ forecastProgress: 60.7 });
  });

  const companySeries = [1.3, 2.5, 12.5, 65, 76.3];
  const companyConfidence = ['on_track', 'on_track', 'at_risk', 'on_track', 'off_track'];

  it('averages objectives for the company, rebuilding weeks no snapshot covers exactly', async () => {
    // These check-ins were written straight into the table, so no snapshot covers the cycle.
    const body = (await evolution('')).json();
    expect(body).toMatchObject({ scope: 'company', label: 'Acme' });
    expect(pick(body.series, 'progress')).toEqual(companySeries);
    expect(pick(body.series, 'confidence')).toEqual(companyConfidence);
    // Nor were the key results' forecasts fitted: each stays where it is.
    expect(body.forecast).toBeNull();
  });

  it('reads the company from backfilled snapshots and cached forecasts', async () => {
    await backfillCycleEvolution(t.db, acme.companyId, ids.cycle ?? '', t.app.now());
    const body = (await evolution('')).json();
    expect(pick(body.series, 'progress')).toEqual(companySeries);
    expect(pick(body.series, 'confidence')).toEqual(companyConfidence);
    // O1 67.68 and O2 100. The cached fits use every check-in inside the cycle, as the objective
    // and key result scopes do (this scope used to sample one a week): kC's two give it a pace.
    expect(body.forecast).toEqual({ date: '2025-01-29', progress: 83.8 });
    expect(body.forecastSentence).toBe('neste ritmo: 84% ao fim do ciclo');
    expect(body.keyResults).toMatchObject([
      { title: 'kB', forecastProgress: 60.7, objectiveId: ids.o1 },
      { title: 'kA', forecastProgress: 88.6, objectiveId: ids.o1 },
      {
        title: 'kC',
        objectiveId: ids.o2,
        forecastProgress: 100,
        forecastSentence: 'neste ritmo: 100% ao fim do ciclo',
      },
    ]);
  });

  it('follows a team’s objectives', async () => {
    const body = (await evolution(`?scope=team&id=${ids.alfa}&cycleId=${ids.cycle}`)).json();
    expect(body.label).toBe('Alfa');
    expect(pick(body.series, 'progress')).toEqual([0, 0, 0, 100, 100]);
    expect(pick(body.series, 'confidence')).toEqual([null, null, null, 'on_track', 'on_track']);
  });

  it('answers 404 across companies, 400 without an id, and empty without a cycle', async () => {
    for (const query of [
      `?scope=team&id=${ids.alfa}`,
      `?scope=objective&id=${ids.o1}`,
      `?scope=key_result&id=${ids.kA}`,
      `?cycleId=${ids.cycle}`,
    ]) {
      expect((await evolution(query, other)).statusCode).toBe(404);
    }
    expect((await evolution(`?scope=team&id=${ids.alfa}`, other)).json().message).toBe(
      teamMessages.notFound,
    );
    expect((await evolution(`?scope=objective&id=${ids.o1}`, other)).json().message).toBe(
      objectiveMessages.notFound,
    );
    const missingId = await evolution('?scope=team');
    expect(missingId.statusCode).toBe(400);
    expect(missingId.json().issues).toEqual([
      { path: 'id', message: 'Escolha o item a acompanhar.' },
    ]);
    expect((await evolution('?scope=everything')).statusCode).toBe(400);

    expect((await evolution('', other)).json()).toEqual({
      cycle: null,
      scope: 'company',
      label: 'Outra',
      series: [],
      forecast: null,
      forecastSentence: 'faltam check-ins para prever o ritmo',
      keyResults: [],
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/evolution' })).statusCode).toBe(401);
  });
});
