import { keyResultProgress, roundProgress } from '@rumo/shared/okr/progress';
import { DEFAULT_TIME_ZONE, todayInTimeZone } from '@rumo/shared/okr/week';
import type { Database } from '../../db/database';
import { findCycle } from '../cycles/public';
import { findCompanySettings } from '../settings/public';
import { exactCompanyValues, loadSeriesKeyResults } from './company-evolution';
import { groupByObjective, rollUp } from './evolution-rollup';
import { forecastsOf, lastSeriesDay, type SeriesKeyResult, seriesDates } from './evolution-series';
import {
  storeCycleSnapshotOf,
  upsertObjectiveFigures,
} from './evolution-snapshot-write.repository';
import {
  type CycleDates,
  type EvolutionInputRow,
  findCycleObjectiveIds,
  findEvolutionInputs,
  findObjectiveCycle,
  upsertCycleSnapshots,
} from './evolution-snapshots.repository';

async function companyToday(db: Database, companyId: string, now: Date): Promise<string> {
  const settings = await findCompanySettings(db, companyId);
  return todayInTimeZone(now, settings?.timeZone ?? DEFAULT_TIME_ZONE);
}

/** Stores the cycle's company value as today's snapshot (a day past the cycle is never charted). */
export async function recordCycleSnapshot(
  db: Database,
  companyId: string,
  cycle: CycleDates,
  now: Date,
): Promise<void> {
  await storeCycleSnapshot(db, companyId, cycle, await companyToday(db, companyId, now));
}

/** Stores the cycle's company value as the snapshot of `today` (the company's day). */
export async function storeCycleSnapshot(
  db: Database,
  companyId: string,
  cycle: CycleDates,
  today: string,
): Promise<void> {
  if (today > cycle.endDate) return;
  await storeCycleSnapshotOf(db, companyId, cycle.id, today);
}

/**
 * After objectives joined, left or changed status in cycles without their key results moving
 * (a delete, a close): stores today's company snapshot of each cycle. Runs in the caller's
 * transaction.
 */
export async function recordCycleSnapshots(
  db: Database,
  companyId: string,
  cycleIds: readonly string[],
  now: Date,
): Promise<void> {
  for (const cycleId of new Set(cycleIds)) {
    const cycle = await findCycle(db, companyId, cycleId);
    if (cycle) await recordCycleSnapshot(db, companyId, cycle, now);
  }
}

type CachedKeyResult = Omit<SeriesKeyResult, 'title' | 'points'> &
  Pick<EvolutionInputRow, 'current' | 'confidence'> & { points: { date: string; value: number }[] };

function collect(rows: readonly EvolutionInputRow[]) {
  const objectiveIds = new Set<string>();
  const byId = new Map<string, CachedKeyResult>();
  for (const row of rows) {
    objectiveIds.add(row.objectiveId);
    if (row.id === null || row.type === null) continue;
    let kr = byId.get(row.id);
    if (!kr) {
      kr = {
        id: row.id,
        objectiveId: row.objectiveId,
        type: row.type,
        start: row.start ?? 0,
        target: row.target ?? 0,
        weight: row.weight ?? 0,
        progress: row.progress ?? 0,
        current: row.current,
        confidence: row.confidence,
        points: [],
      };
      byId.set(row.id, kr);
    }
    if (row.date !== null && row.value !== null)
      kr.points.push({ date: row.date, value: row.value });
  }
  return { objectiveIds: [...objectiveIds], keyResults: [...byId.values()] };
}

/**
 * Recomputes what the company chart keeps of some objectives of a cycle from their key results'
 * caches and in-cycle check-ins: each key result's forecast, and each objective's exact progress,
 * worst confidence and projected progress, exactly as the series rolls one objective up.
 */
export async function refreshObjectives(
  db: Database,
  companyId: string,
  cycle: CycleDates,
  ids: readonly string[],
): Promise<void> {
  const { objectiveIds, keyResults } = collect(
    await findEvolutionInputs(db, companyId, cycle, ids),
  );
  const forecasts = forecastsOf(cycle, keyResults);
  const groups = groupByObjective({ scope: 'company', objectiveIds, keyResults });
  await upsertObjectiveFigures(
    db,
    keyResults.map((kr, index) => {
      const forecast = forecasts[index] ?? null;
      return {
        keyResultId: kr.id,
        companyId,
        cycleId: cycle.id,
        objectiveId: kr.objectiveId,
        progress: forecast === null ? null : roundProgress(forecast),
      };
    }),
    groups.map((group, at) => {
      const current = rollUp(
        'objective',
        [group],
        (index) => {
          const kr = keyResults[index];
          return kr ? keyResultProgress({ ...kr, current: kr.current ?? kr.start }) : 0;
        },
        (index) => keyResults[index]?.confidence ?? null,
      );
      // Without a pace of its own, a key result is assumed to stay where it is.
      const projected = rollUp(
        'objective',
        [group],
        (index) => forecasts[index] ?? keyResults[index]?.progress ?? 0,
        () => null,
      );
      return {
        objectiveId: objectiveIds[at] ?? '',
        companyId,
        cycleId: cycle.id,
        progress: current.progress,
        confidence: current.confidence,
        forecast: projected.progress,
        paced: group.members.some((index) => (forecasts[index] ?? null) !== null),
      };
    }),
  );
}

/**
 * After an objective's cached progress changed (a check-in, a key result edit): refreshes what
 * the company chart keeps of it and stores today's company snapshot of its cycle. Runs in the
 * caller's transaction.
 */
export async function recordObjectiveEvolution(
  db: Database,
  companyId: string,
  objectiveId: string,
  now: Date,
): Promise<void> {
  const cycle = await findObjectiveCycle(db, companyId, objectiveId);
  if (!cycle) return;
  await refreshObjectives(db, companyId, cycle, [objectiveId]);
  await recordCycleSnapshot(db, companyId, cycle, now);
}

const OBJECTIVE_BATCH = 500;

/**
 * For data written around the services (seeds, imports): refreshes every objective of the
 * cycle and stores a snapshot at every weekly point up to today, rebuilt exactly from the
 * check-ins. One call per cycle; it reads each key result once per week, so keep it out of
 * requests.
 */
export async function backfillCycleEvolution(
  db: Database,
  companyId: string,
  cycleId: string,
  now: Date,
): Promise<void> {
  const cycle = await findCycle(db, companyId, cycleId);
  if (!cycle) return;
  const ids = await findCycleObjectiveIds(db, companyId, cycleId);
  for (let from = 0; from < ids.length; from += OBJECTIVE_BATCH) {
    await refreshObjectives(db, companyId, cycle, ids.slice(from, from + OBJECTIVE_BATCH));
  }
  const today = await companyToday(db, companyId, now);
  const dates = seriesDates(cycle.startDate, lastSeriesDay(today, cycle.endDate));
  if (dates.length === 0) return;
  const { keyResults, groups } = await loadSeriesKeyResults(db, companyId, cycleId);
  const values = await exactCompanyValues(db, companyId, cycleId, keyResults, groups, dates);
  await upsertCycleSnapshots(
    db,
    dates.map((day, at) => ({
      companyId,
      cycleId,
      day,
      progress: values[at]?.progress ?? 0,
      confidence: values[at]?.confidence ?? null,
    })),
  );
}
