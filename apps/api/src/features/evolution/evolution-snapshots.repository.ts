import type { Confidence } from '@rumo/shared/okr/key-result-types';
import { and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { checkIns } from '../check-ins/public';
import { cycles } from '../cycles/public';
import { keyResults, objectiveOpenToAll, objectives } from '../objectives/public';
import { cycleProgressSnapshots, keyResultForecasts, objectiveEvolution } from './evolution.table';

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
 * last; ties in the order the series lists key results.
 */
export async function findLowestForecasts(
  db: Database,
  companyId: string,
  cycleId: string,
  limit: number,
) {
  return db
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
        eq(objectives.companyId, companyId),
        eq(objectives.cycleId, cycleId),
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
}
