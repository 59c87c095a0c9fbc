import type { Confidence } from '@rumo/shared/okr/key-result-types';
import { and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { checkIns } from '../check-ins/public';
import { cycles } from '../cycles/public';
import { keyResults, objectiveOpenToAll, objectives } from '../objectives/public';
import { cycleProgressSnapshots, objectiveEvolution } from './evolution.table';

export type CycleDates = { id: string; startDate: string; endDate: string };

/** The cycle an objective belongs to, with its dates. */
export async function findObjectiveCycle(
  db: Database,
  companyId: string,
  objectiveId: string,
): Promise<CycleDates | undefined> {
  const [row] = await db
    .select({ id: cycles.id, startDate: cycles.startDate, endDate: cycles.endDate })
    .from(objectives)
    .innerJoin(cycles, eq(cycles.id, objectives.cycleId))
    .where(and(eq(objectives.id, objectiveId), eq(objectives.companyId, companyId)));
  return row;
}

/** Every objective of the cycle (drafts too: they may be activated later). */
export async function findCycleObjectiveIds(db: Database, companyId: string, cycleId: string) {
  const rows = await db
    .select({ id: objectives.id })
    .from(objectives)
    .where(and(eq(objectives.companyId, companyId), eq(objectives.cycleId, cycleId)));
  return rows.map((row) => row.id);
}

/**
 * Some objectives' key results from their caches, each with its check-ins inside the cycle
 * (one row per check-in; an objective without key results gives one row with a null key result).
 */
export async function findEvolutionInputs(
  db: Database,
  companyId: string,
  cycle: CycleDates,
  objectiveIds: readonly string[],
) {
  return db
    .select({
      objectiveId: objectives.id,
      id: keyResults.id,
      type: keyResults.type,
      start: keyResults.startValue,
      target: keyResults.targetValue,
      current: keyResults.currentValue,
      weight: keyResults.weight,
      progress: keyResults.progress,
      confidence: keyResults.confidence,
      date: checkIns.date,
      value: checkIns.value,
    })
    .from(objectives)
    .leftJoin(keyResults, eq(keyResults.objectiveId, objectives.id))
    .leftJoin(
      checkIns,
      and(
        eq(checkIns.keyResultId, keyResults.id),
        gte(checkIns.date, cycle.startDate),
        lte(checkIns.date, cycle.endDate),
      ),
    )
    .where(and(eq(objectives.companyId, companyId), inArray(objectives.id, [...objectiveIds])));
}
export type EvolutionInputRow = Awaited<ReturnType<typeof findEvolutionInputs>>[number];

/**
 * The company scope of a cycle from its objectives, in one aggregate query over the cycle's
 * non-draft objectives, grouped by confidence: how many, their progress and forecast totals,
 * and whether any has a pace. An objective without an evolution row of this cycle counts with
 * its cached progress (and no pace).
 */
export async function aggregateCompanyObjectives(db: Database, companyId: string, cycleId: string) {
  const known = sql`${objectiveEvolution.objectiveId} is not null`;
  const confidence = sql<Confidence | null>`case when ${known} then ${objectiveEvolution.confidence} else ${objectives.confidence} end`;
  return db
    .select({
      confidence,
      count: sql<number>`count(*)::int`,
      progress: sql<number>`sum(coalesce(${objectiveEvolution.progress}, ${objectives.progress}))::float8`,
      forecast: sql<number>`sum(coalesce(${objectiveEvolution.forecast}, ${objectives.progress}))::float8`,
      paced: sql<boolean>`coalesce(bool_or(${objectiveEvolution.paced}), false)`,
    })
    .from(objectives)
    .leftJoin(
      objectiveEvolution,
      and(
        eq(objectiveEvolution.objectiveId, objectives.id),
        eq(objectiveEvolution.cycleId, objectives.cycleId),
      ),
    )
    .where(
      and(
        eq(objectives.companyId, companyId),
        eq(objectives.cycleId, cycleId),
        objectiveOpenToAll(),
      ),
    )
    .groupBy(confidence);
}

export async function upsertCycleSnapshots(
  db: Database,
  rows: (typeof cycleProgressSnapshots.$inferInsert)[],
): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insert(cycleProgressSnapshots)
    .values(rows)
    .onConflictDoUpdate({
      target: [cycleProgressSnapshots.cycleId, cycleProgressSnapshots.day],
      set: { progress: sql`excluded.progress`, confidence: sql`excluded.confidence` },
    });
}

/** A cycle's snapshots up to a day, oldest first. */
export async function findCycleSnapshots(
  db: Database,
  companyId: string,
  cycleId: string,
  lastDay: string,
) {
  return db
    .select({
      day: cycleProgressSnapshots.day,
      progress: cycleProgressSnapshots.progress,
      confidence: cycleProgressSnapshots.confidence,
    })
    .from(cycleProgressSnapshots)
    .where(
      and(
        eq(cycleProgressSnapshots.cycleId, cycleId),
        eq(cycleProgressSnapshots.companyId, companyId),
        lte(cycleProgressSnapshots.day, lastDay),
      ),
    )
    .orderBy(asc(cycleProgressSnapshots.day));
}

/**
 * The cycle's key results (non-draft objectives) with the lowest forecasts, those without one
 * last; ties in the order the series lists key results (objective, position, creation). One
 * statement: the forecasts are walked in that order from key_result_forecasts_lowest_idx and the
 * walk stops at `limit` (a 5,000-objective cycle sorted its 20,000 key results on every read);
 * only when fewer than `limit` of them have a forecast are the others read, in the same order.
 */
export async function findLowestForecasts(
  db: Database,
  companyId: string,
  cycleId: string,
  limit: number,
) {
  const open = objectiveOpenToAll(sql.identifier('o'));
  const inCycle = sql`o.company_id = ${companyId}::uuid and o.cycle_id = ${cycleId}::uuid and ${open}`;
  const take = sql.raw(String(limit));
  const lowest = sql`
    with forecast as (
      select k.id, k.objective_id, k.title, k.progress, f.progress as forecast, k.position,
        k.created_at
      from key_result_forecasts f
      join key_results k on k.id = f.key_result_id
      join objectives o on o.id = k.objective_id
      where f.company_id = ${companyId}::uuid and f.cycle_id = ${cycleId}::uuid
        and f.progress is not null and ${inCycle}
      order by f.progress, f.objective_id, k.position, k.created_at
      limit ${take}
    ),
    unforecast as (
      select k.id, k.objective_id, k.title, k.progress, null::float8 as forecast, k.position,
        k.created_at
      from key_results k
      join objectives o on o.id = k.objective_id
      where (select count(*) from forecast) < ${take} and ${inCycle}
        and not exists (select 1 from key_result_forecasts f where f.key_result_id = k.id
          and f.cycle_id = o.cycle_id and f.progress is not null)
      order by k.objective_id, k.position, k.created_at
      limit ${take}
    )
    select * from forecast union all select * from unforecast`;
  return db
    .select({
      id: sql<string>`id`,
      objectiveId: sql<string>`objective_id`,
      title: sql<string>`title`,
      progress: sql<number>`progress`,
      forecastProgress: sql<number | null>`forecast`,
    })
    .from(sql`(${lowest}) as lowest`)
    .orderBy(sql`forecast nulls last, objective_id, position, created_at`)
    .limit(limit);
}
