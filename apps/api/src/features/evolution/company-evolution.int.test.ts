import { forecastKeyResult } from '@rumo/shared/okr/forecast';
import type { Confidence } from '@rumo/shared/okr/key-result-types';
import { roundProgress } from '@rumo/shared/okr/progress';
import { DEFAULT_TIME_ZONE, todayInTimeZone } from '@rumo/shared/okr/week';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CycleFixture,
  createCompanyWithUsers,
  createCycle,
  createObjective,
  type FixtureCompany,
} from '../../test/okr-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { companyEvolution } from './company-evolution';
import { cycleProgressSnapshots, keyResultForecasts } from './evolution.table';
import { EVOLUTION_REFRESH_JOB } from './evolution-refresh';

type Point = { date: string; progress: number; confidence: Confidence | null };

const DAY_MS = 86_400_000;
const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/**
 * An active cycle that started three weeks ago, so the company series has four points: three
 * past weeks and today. One objective: kA increase 0→100 and kB decrease 100→0 (weight 1 each).
 */
describe('company evolution from daily snapshots', () => {
  let t: TestApp;
  let acme: FixtureCompany;
  let cycle: CycleFixture;
  let kA: string;
  let kB: string;
  const today = todayInTimeZone(new Date(), DEFAULT_TIME_ZONE);
  const start = addDays(today, -21);

  const checkIn = async (keyResultId: string, payload: Record<string, unknown>) => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/key-results/${keyResultId}/check-ins`,
      headers: acme.admin.headers,
      payload,
    });
    expect(response.statusCode).toBe(201);
    // The figures the chart reads are refreshed by the job the check-in queued.
    await t.app.jobs.drain(EVOLUTION_REFRESH_JOB);
  };
  const companySeries = async (): Promise<Point[]> => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/evolution?scope=company',
      headers: acme.admin.headers,
    });
    expect(response.statusCode).toBe(200);
    return response.json().series;
  };
  const snapshots = () =>
    t.db
      .select({
        day: cycleProgressSnapshots.day,
        progress: cycleProgressSnapshots.progress,
        confidence: cycleProgressSnapshots.confidence,
      })
      .from(cycleProgressSnapshots)
      .where(eq(cycleProgressSnapshots.cycleId, cycle.id))
      .orderBy(asc(cycleProgressSnapshots.day));
  const setSnapshot = (day: string, progress: number, confidence: Confidence | null) =>
    t.db
      .insert(cycleProgressSnapshots)
      .values({ companyId: acme.companyId, cycleId: cycle.id, day, progress, confidence })
      .onConflictDoUpdate({
        target: [cycleProgressSnapshots.cycleId, cycleProgressSnapshots.day],
        set: { progress, confidence },
      });
  const summary = (series: Point[]) => series.map((p) => [p.date, p.progress, p.confidence]);

  beforeAll(async () => {
    t = await createTestApp();
    acme = await createCompanyWithUsers(t, { admins: 1, users: 0, name: 'Acme' });
    cycle = await createCycle(t, acme.companyId, { startDate: start, endDate: addDays(today, 35) });
    const objective = await createObjective(t, {
      companyId: acme.companyId,
      cycleId: cycle.id,
      ownerId: acme.admin.id,
      keyResults: [
        { title: 'kA', start: 0, target: 100 },
        { title: 'kB', type: 'decrease', start: 100, target: 0 },
      ],
    });
    [kA, kB] = objective.keyResultIds as [string, string];
  });
  afterAll(() => t.close());

  it('a check-in writes today’s company snapshot and refits the key result’s forecast', async () => {
    await checkIn(kA, { value: 10, confidence: 'on_track', date: addDays(start, 2) });
    await checkIn(kA, { value: 40, confidence: 'at_risk' });

    // One row a day, overwritten by each change: the objective is at (40% + 0%) / 2.
    expect(await snapshots()).toEqual([{ day: today, progress: 20, confidence: 'at_risk' }]);
    const forecasts = await t.db.select().from(keyResultForecasts);
    const fit = forecastKeyResult(
      [
        { date: addDays(start, 2), value: 10 },
        { date: today, value: 40 },
      ],
      { type: 'increase', start: 0, target: 100 },
      { start: cycle.startDate, end: cycle.endDate },
    );
    expect(forecasts.find((row) => row.keyResultId === kA)?.progress).toBe(
      roundProgress(fit?.projectedProgress ?? -1),
    );
    expect(forecasts.find((row) => row.keyResultId === kB)?.progress).toBeNull();
  });

  it('reads past weeks from the latest snapshot on or before them and today from the caches', async () => {
    await setSnapshot(start, 5, 'on_track');
    await setSnapshot(addDays(start, 8), 12.34, 'off_track');
    await checkIn(kB, { value: 50, confidence: 'on_track' });
    // Today's snapshot is only for the days after: today's point is computed live.
    await setSnapshot(today, 99, null);

    expect(summary(await companySeries())).toEqual([
      [start, 5, 'on_track'],
      [addDays(start, 7), 5, 'on_track'],
      [addDays(start, 14), 12.3, 'off_track'],
      [today, 45, 'at_risk'],
    ]);
  });

  it('known limitation: a backdated check-in does not reach the weeks already snapshotted', async () => {
    // Dated in the first week, but the snapshots of past days are not rewritten: the week after
    // keeps 5% although kB was at 80 from then on (the exact rebuild below gives 15%).
    await checkIn(kB, { value: 80, confidence: 'on_track', date: addDays(start, 1) });
    const series = await companySeries();
    expect(series[1]).toMatchObject({ date: addDays(start, 7), progress: 5 });
    // The key result keeps its newer reading (50), so today's point does not move either.
    expect(series[3]).toMatchObject({ date: today, progress: 45 });
  });

  it('rebuilds weeks no snapshot covers exactly within the budget, else at the cycle-start value', async () => {
    await t.db.delete(cycleProgressSnapshots).where(eq(cycleProgressSnapshots.cycleId, cycle.id));
    const exact = await companyEvolution(t.db, acme.companyId, cycle, today);
    // From the check-ins: kA 10 (from day 2) and kB 80 (from day 1) give (10% + 20%) / 2.
    expect(summary(exact.series)).toEqual([
      [start, 0, null],
      [addDays(start, 7), 15, 'on_track'],
      [addDays(start, 14), 15, 'on_track'],
      [today, 45, 'at_risk'],
    ]);
    const flat = await companyEvolution(t.db, acme.companyId, cycle, today, 0);
    expect(summary(flat.series)).toEqual([
      [start, 0, null],
      [addDays(start, 7), 0, null],
      [addDays(start, 14), 0, null],
      [today, 45, 'at_risk'],
    ]);
  });
});
