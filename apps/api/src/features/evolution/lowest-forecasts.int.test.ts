import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CycleFixture,
  createCompanyWithUsers,
  createCycle,
  createObjective,
  type FixtureCompany,
} from '../../test/okr-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { keyResults, objectiveOpenToAll, objectives } from '../objectives/public';
import { keyResultForecasts } from './evolution.table';
import { findLowestForecasts } from './evolution-snapshots.repository';

/**
 * findLowestForecasts walks the forecasts in order from an index and stops at the limit; the
 * reference is the statement it replaced, which sorted every key result of the cycle. Ties
 * (equal forecasts), key results without a forecast or with one of another cycle, private and
 * draft objectives and a key result moved to another objective must come out the same.
 */
describe('the company chart’s lowest forecasts', () => {
  let t: TestApp;
  let acme: FixtureCompany;
  let cycle: CycleFixture;
  let other: CycleFixture;
  const allKeyResults: string[] = [];

  const reference = (limit: number) =>
    t.db
      .select({
        id: keyResults.id,
        objectiveId: keyResults.objectiveId,
        title: keyResults.title,
        progress: keyResults.progress,
        forecastProgress: keyResultForecasts.progress,
      })
      .from(keyResults)
      .innerJoin(objectives, eq(objectives.id, keyResults.objectiveId))
      .leftJoin(
        keyResultForecasts,
        and(
          eq(keyResultForecasts.keyResultId, keyResults.id),
          eq(keyResultForecasts.cycleId, objectives.cycleId),
        ),
      )
      .where(
        and(
          eq(objectives.companyId, acme.companyId),
          eq(objectives.cycleId, cycle.id),
          objectiveOpenToAll(),
        ),
      )
      .orderBy(
        sql`${keyResultForecasts.progress} asc nulls last`,
        asc(keyResults.objectiveId),
        asc(keyResults.position),
        asc(keyResults.createdAt),
      )
      .limit(limit);

  const forecast = (
    keyResultId: string,
    objectiveId: string,
    progress: number | null,
    cycleId = cycle.id,
  ) =>
    t.db
      .insert(keyResultForecasts)
      .values({ keyResultId, objectiveId, companyId: acme.companyId, cycleId, progress })
      .onConflictDoUpdate({
        target: keyResultForecasts.keyResultId,
        set: { objectiveId, cycleId, progress },
      });

  beforeAll(async () => {
    t = await createTestApp();
    acme = await createCompanyWithUsers(t, { admins: 1, users: 0, name: 'Acme' });
    cycle = await createCycle(t, acme.companyId, {
      startDate: '2026-10-01',
      endDate: '2026-12-31',
    });
    other = await createCycle(t, acme.companyId, {
      startDate: '2026-07-01',
      endDate: '2026-09-30',
      status: 'closed',
    });
    // Forecasts with ties across objectives and within one, nulls, another cycle's fit.
    const plan: (number | null | 'other-cycle' | 'none')[][] = [
      [40, 40, 'none'],
      [40, null, 10],
      [10, 'other-cycle', 40],
      [70, 'none'],
    ];
    for (const [index, forecasts] of plan.entries()) {
      const objective = await createObjective(t, {
        companyId: acme.companyId,
        cycleId: cycle.id,
        ownerId: acme.admin.id,
        title: `Objetivo ${index}`,
        keyResults: forecasts.map((_f, at) => ({ title: `KR ${index}.${at}` })),
      });
      for (const [at, value] of forecasts.entries()) {
        const id = objective.keyResultIds[at] as string;
        allKeyResults.push(id);
        if (value === 'none') {
          await t.db.delete(keyResultForecasts).where(eq(keyResultForecasts.keyResultId, id));
          continue;
        }
        if (value === 'other-cycle') await forecast(id, objective.id, 0, other.id);
        else await forecast(id, objective.id, value);
      }
    }
    // Hidden from the company chart: a private objective and a draft, both with low forecasts.
    for (const hidden of [{ private: true }, { status: 'draft' as const }]) {
      const objective = await createObjective(t, {
        companyId: acme.companyId,
        cycleId: cycle.id,
        ownerId: acme.admin.id,
        ...hidden,
        keyResults: [{ title: 'Oculto' }],
      });
      await forecast(objective.keyResultIds[0] as string, objective.id, 0);
    }
  });
  afterAll(() => t.close());

  it('answers as the full sort did, at every limit', async () => {
    for (const limit of [1, 2, 3, 5, 8, 50]) {
      expect(await findLowestForecasts(t.db, acme.companyId, cycle.id, limit)).toEqual(
        await reference(limit),
      );
    }
    const all = await findLowestForecasts(t.db, acme.companyId, cycle.id, 50);
    expect(all).toHaveLength(allKeyResults.length);
    expect(all.map((kr) => kr.forecastProgress)).toEqual([
      10,
      10,
      40,
      40,
      40,
      40,
      70,
      null,
      null,
      null,
      null,
    ]);
  });

  it('follows a key result moved to another objective', async () => {
    const [first, , , fourth] = await t.db
      .select({ id: objectives.id })
      .from(objectives)
      .where(eq(objectives.cycleId, cycle.id))
      .orderBy(asc(objectives.title));
    const [moved] = await t.db
      .select({ id: keyResults.id })
      .from(keyResults)
      .where(eq(keyResults.objectiveId, fourth?.id as string));
    await t.db
      .update(keyResults)
      .set({ objectiveId: first?.id as string })
      .where(eq(keyResults.id, moved?.id as string));
    const [row] = await t.db
      .select({ objectiveId: keyResultForecasts.objectiveId })
      .from(keyResultForecasts)
      .where(eq(keyResultForecasts.keyResultId, moved?.id as string));
    expect(row?.objectiveId).toBe(first?.id);
    for (const limit of [3, 7, 50]) {
      expect(await findLowestForecasts(t.db, acme.companyId, cycle.id, limit)).toEqual(
        await reference(limit),
      );
    }
  });
});
