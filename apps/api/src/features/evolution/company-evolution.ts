import { forecastSentence } from '@rumo/shared/okr/forecast';
import type { Confidence } from '@rumo/shared/okr/key-result-types';
import { roundProgress } from '@rumo/shared/okr/progress';
import type { Database } from '../../db/database';
import {
  cycleObjectives,
  findCheckInPointsAtDates,
  findObjectiveIds,
  findSeriesKeyResults,
} from './evolution.repository';
import {
  type Group,
  groupByObjective,
  NONE,
  predominantOf,
  type ScopeValue,
} from './evolution-rollup';
import {
  lastSeriesDay,
  MAX_FORECASTS,
  type SeriesKeyResult,
  scopeValuesAt,
  seriesDates,
  seriesPoint,
} from './evolution-series';
import {
  aggregateCompanyObjectives,
  type CycleDates,
  findCycleSnapshots,
  findLowestForecasts,
} from './evolution-snapshots.repository';

/**
 * How many key result × date lookups the exact rebuild may spend on points that no snapshot
 * covers (a cycle older than the snapshots, or data written around the services). Past it,
 * those points show every key result at its start value (the cycle-start value) instead: a
 * small company gets its exact history, a large one a flat start rather than a slow chart.
 */
export const EXACT_REBUILD_BUDGET = 10_000;

/**
 * The company scope of a cycle right now from the objectives' evolution rows (one aggregate
 * query): their average progress, the confidence most of them share, and the average of where
 * they land at the cycle's end (`paced`: whether any key result has a pace to project).
 */
export async function companyTotals(db: Database, companyId: string, cycleId: string) {
  let count = 0;
  let progress = 0;
  let forecast = 0;
  let paced = false;
  const counts = new Map<Confidence, number>();
  for (const row of await aggregateCompanyObjectives(db, companyId, cycleId)) {
    count += row.count;
    progress += row.progress;
    forecast += row.forecast;
    paced ||= row.paced;
    if (row.confidence) counts.set(row.confidence, row.count);
  }
  const value: ScopeValue =
    count === 0 ? NONE : { progress: progress / count, confidence: predominantOf(counts) };
  return { value, forecast: count === 0 ? 0 : forecast / count, paced };
}

/** For each date (ascending), the latest snapshot on or before it, if any. */
export function snapshotsAt(
  dates: readonly string[],
  snapshots: readonly ({ day: string } & ScopeValue)[],
): (ScopeValue | undefined)[] {
  let next = 0;
  let latest: ScopeValue | undefined;
  return dates.map((date) => {
    while (next < snapshots.length && (snapshots[next]?.day ?? '') <= date) {
      const snapshot = snapshots[next];
      latest = snapshot && { progress: snapshot.progress, confidence: snapshot.confidence };
      next++;
    }
    return latest;
  });
}

/** The cycle's key results (non-draft objectives) and objectives, as the series groups them. */
export async function loadSeriesKeyResults(db: Database, companyId: string, cycleId: string) {
  const filter = cycleObjectives(companyId, cycleId);
  const objectiveIds = await findObjectiveIds(db, filter);
  const keyResults: SeriesKeyResult[] = (await findSeriesKeyResults(db, filter)).map((row) => ({
    ...row,
    points: [],
  }));
  const groups = groupByObjective({ scope: 'company', objectiveIds, keyResults });
  return { keyResults, groups };
}

/**
 * The exact company value at each date, rebuilt from each key result's latest check-in on or
 * before it (one index probe per key result and date), as the series was always computed.
 */
export async function exactCompanyValues(
  db: Database,
  companyId: string,
  cycleId: string,
  keyResults: readonly SeriesKeyResult[],
  groups: readonly Group[],
  dates: readonly string[],
): Promise<ScopeValue[]> {
  const points = await findCheckInPointsAtDates(db, cycleObjectives(companyId, cycleId), dates);
  const withPoints = keyResults.map((kr) => ({ ...kr, points: points.get(kr.id) ?? [] }));
  return scopeValuesAt({ scope: 'company', keyResults: withPoints }, groups, dates);
}

/** Values for the first dates, which no snapshot covers (see EXACT_REBUILD_BUDGET). */
async function rebuildUncovered(
  db: Database,
  companyId: string,
  cycleId: string,
  dates: readonly string[],
  budget: number,
): Promise<ScopeValue[]> {
  const { keyResults, groups } = await loadSeriesKeyResults(db, companyId, cycleId);
  if (keyResults.length * dates.length <= budget) {
    return exactCompanyValues(db, companyId, cycleId, keyResults, groups, dates);
  }
  // Key results without check-ins sit at their start value: the cycle-start value.
  return scopeValuesAt({ scope: 'company', keyResults }, groups, dates);
}

/**
 * The company chart without reading check-ins: each past weekly point is the latest daily
 * snapshot on or before it, today's point the objectives' live values, and the forecasts come
 * from the cached fits. A snapshot freezes the company as it stood that day, so a check-in dated
 * in the past (or an old one edited) counts from the day it is saved on: the weekly points
 * already recorded keep their value.
 */
export async function companyEvolution(
  db: Database,
  companyId: string,
  cycle: CycleDates,
  today: string,
  budget = EXACT_REBUILD_BUDGET,
) {
  const lastDay = lastSeriesDay(today, cycle.endDate);
  const dates = seriesDates(cycle.startDate, lastDay);
  const totals = await companyTotals(db, companyId, cycle.id);
  const snapshots =
    dates.length > 0 ? await findCycleSnapshots(db, companyId, cycle.id, lastDay) : [];

  const values = snapshotsAt(dates, snapshots);
  if (lastDay === today && dates.length > 0) values[dates.length - 1] = totals.value;
  const uncovered = dates.filter((_date, at) => values[at] === undefined);
  if (uncovered.length > 0) {
    const rebuilt = await rebuildUncovered(db, companyId, cycle.id, uncovered, budget);
    let next = 0;
    dates.forEach((_date, at) => {
      if (values[at] === undefined) values[at] = rebuilt[next++];
    });
  }

  const forecast = totals.paced
    ? { date: cycle.endDate, progress: roundProgress(totals.forecast) }
    : null;
  const lowest = await findLowestForecasts(db, companyId, cycle.id, MAX_FORECASTS);
  return {
    series: dates.map((date, at) => seriesPoint(cycle, date, values[at] ?? NONE)),
    forecast,
    forecastSentence: forecastSentence(forecast?.progress ?? null),
    keyResults: lowest.map((kr) => ({
      ...kr,
      forecastSentence: forecastSentence(kr.forecastProgress),
    })),
  };
}
