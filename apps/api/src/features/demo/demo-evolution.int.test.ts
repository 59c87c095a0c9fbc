import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { loadCompanyCalendar } from '../check-ins/okr-calendar';
import { cycles } from '../cycles/cycles.table';
import {
  cycleObjectives,
  findCheckInPointsAtDates,
  findObjectiveIds,
  findSeriesKeyResults,
} from '../evolution/evolution.repository';
import { buildEvolution, lastSeriesDay, seriesDates } from '../evolution/evolution-series';
import { DEMO_PASSWORD } from './demo.data';
import { seedDemo } from './demo.seed';

/**
 * The company chart reads the snapshots the demo seed backfilled and the caches; it must show
 * what rebuilding every key result's value at every week from the check-ins shows.
 */
describe('demo seed: company evolution', () => {
  let t: TestApp;
  let companyId: string;
  let headers: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp();
    const seed = await seedDemo(t.db, { now: t.app.now() });
    companyId = seed?.companyId ?? '';
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'admin@rumo.demo', password: DEMO_PASSWORD },
    });
    headers = { authorization: `Bearer ${login.json().token}` };
  });
  afterAll(() => t.close());

  /** The series as it was computed before the snapshots: one check-in per key result and week. */
  async function rebuilt(cycle: typeof cycles.$inferSelect) {
    const { today } = await loadCompanyCalendar(t.db, companyId, new Date());
    const lastDay = lastSeriesDay(today, cycle.endDate);
    const filter = cycleObjectives(companyId, cycle.id);
    const rows = await findSeriesKeyResults(t.db, filter);
    const points = await findCheckInPointsAtDates(
      t.db,
      filter,
      seriesDates(cycle.startDate, lastDay),
    );
    return buildEvolution({
      scope: 'company',
      cycle,
      lastDay,
      objectiveIds: await findObjectiveIds(t.db, filter),
      keyResults: rows.map((kr) => ({ ...kr, points: points.get(kr.id) ?? [] })),
    });
  }

  it('shows the same series, forecast and key results as the exact rebuild', async () => {
    const demoCycles = await t.db
      .select()
      .from(cycles)
      .where(eq(cycles.companyId, companyId))
      .orderBy(asc(cycles.startDate));
    expect(demoCycles.map((cycle) => cycle.status)).toEqual(['closed', 'active']);
    for (const cycle of demoCycles) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/evolution?scope=company&cycleId=${cycle.id}`,
        headers,
      });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      const expected = await rebuilt(cycle);
      expect(body.series.length).toBeGreaterThan(8);
      expect(body.series).toEqual(expected.series);
      expect(body.forecast).toEqual(expected.forecast);
      expect(body.keyResults).toEqual(expected.keyResults);
    }
  });
});
