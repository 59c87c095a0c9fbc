import type { Evolution } from '@rumo/shared/evolution/contracts';
import { expectedProgress } from '@rumo/shared/okr/expected-progress';
import { forecastKeyResult, forecastSentence } from '@rumo/shared/okr/forecast';
import type { Confidence, KeyResultType } from '@rumo/shared/okr/key-result-types';
import { keyResultProgress, roundProgress } from '@rumo/shared/okr/progress';
import { type Group, groupByObjective, NONE, rollUp, type ScopeValue } from './evolution-rollup';

export type SeriesScope = Evolution['scope'];

export interface SeriesPoint {
  date: string;
  value: number;
  confidence: Confidence;
}

export interface SeriesKeyResult {
  id: string;
  objectiveId: string;
  title: string;
  type: KeyResultType;
  start: number;
  target: number;
  weight: number;
  /** Current (cached) progress, 0..100. */
  progress: number;
  /** Check-ins oldest first (ties: the later saved last). */
  points: SeriesPoint[];
}

export interface SeriesInput {
  scope: SeriesScope;
  cycle: { startDate: string; endDate: string };
  /** min(today, cycle end) in the company's calendar. */
  lastDay: string;
  /** Objectives the scope covers (those without key results count as 0%). */
  objectiveIds: readonly string[];
  keyResults: readonly SeriesKeyResult[];
}

/** At most this many key result forecasts for team and company scopes (the lowest first). */
export const MAX_FORECASTS = 50;

const DAY_MS = 86_400_000;
const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The series' last day: today, or the cycle's end once it is over ('YYYY-MM-DD' sort as days). */
export const lastSeriesDay = (today: string, endDate: string) =>
  [today, endDate].sort()[0] ?? endDate;

/** One date a week from the cycle's start, closing on lastDay; none before the cycle starts. */
export function seriesDates(startDate: string, lastDay: string, extra: readonly string[] = []) {
  if (lastDay < startDate) return [];
  const dates = new Set<string>();
  for (let day = startDate; day <= lastDay; day = addDays(day, 7)) dates.add(day);
  dates.add(lastDay);
  for (const day of extra) if (day >= startDate && day <= lastDay) dates.add(day);
  return [...dates].sort();
}

type Timeline = { progress: Float64Array; confidence: (Confidence | null)[] };

/** A key result's progress and confidence at each date (ascending), walking its check-ins once. */
function timelineOf(kr: SeriesKeyResult, dates: readonly string[]): Timeline {
  const timeline: Timeline = { progress: new Float64Array(dates.length), confidence: [] };
  let latest: SeriesPoint | undefined;
  let next = 0;
  dates.forEach((date, at) => {
    while (next < kr.points.length && (kr.points[next]?.date ?? '') <= date) {
      latest = kr.points[next];
      next++;
    }
    const current = latest ? latest.value : kr.start;
    timeline.progress[at] = keyResultProgress({
      type: kr.type,
      start: kr.start,
      target: kr.target,
      current,
    });
    timeline.confidence.push(latest ? latest.confidence : null);
  });
  return timeline;
}

/** The scope's value at each date (ascending), from each key result's check-ins. */
export function scopeValuesAt(
  input: Pick<SeriesInput, 'scope' | 'keyResults'>,
  groups: readonly Group[],
  dates: readonly string[],
): ScopeValue[] {
  const timelines = input.keyResults.map((kr) => timelineOf(kr, dates));
  return dates.map((_date, at) =>
    rollUp(
      input.scope,
      groups,
      (index) => timelines[index]?.progress[at] ?? 0,
      (index) => timelines[index]?.confidence[at] ?? null,
    ),
  );
}

/** One point of the chart: the value rounded for display beside the expected (linear) line. */
export function seriesPoint(
  cycle: { startDate: string; endDate: string },
  date: string,
  value: ScopeValue,
): Evolution['series'][number] {
  return {
    date,
    progress: roundProgress(value.progress),
    expected: roundProgress(expectedProgress(cycle.startDate, cycle.endDate, date)),
    confidence: value.confidence,
  };
}

/** Least-squares forecast of each key result over its check-ins inside the cycle (null: no pace). */
export function forecastsOf(
  cycle: { startDate: string; endDate: string },
  keyResults: readonly (Pick<SeriesKeyResult, 'type' | 'start' | 'target'> & {
    points: readonly { date: string; value: number }[];
  })[],
): (number | null)[] {
  const range = { start: cycle.startDate, end: cycle.endDate };
  return keyResults.map((kr) => {
    const inCycle = kr.points.filter((p) => p.date >= cycle.startDate && p.date <= cycle.endDate);
    return forecastKeyResult(inCycle, kr, range)?.projectedProgress ?? null;
  });
}

type ForecastKeyResult = Pick<SeriesKeyResult, 'id' | 'objectiveId' | 'title' | 'progress'>;

/** The scope's projection to the cycle's end, and each key result's (worst first for broad scopes). */
export function forecastSummary(
  scope: SeriesScope,
  cycle: { endDate: string },
  groups: readonly Group[],
  keyResults: readonly ForecastKeyResult[],
  forecasts: readonly (number | null)[],
) {
  const anyForecast = forecasts.some((value) => value !== null);
  // Without a pace of its own, a key result is assumed to stay where it is.
  const projected = rollUp(
    scope,
    groups,
    (index) => forecasts[index] ?? keyResults[index]?.progress ?? 0,
    () => null,
  );
  const forecast = anyForecast
    ? { date: cycle.endDate, progress: roundProgress(projected.progress) }
    : null;

  let list = keyResults.map((kr, index) => {
    const value = forecasts[index] ?? null;
    const forecastProgress = value === null ? null : roundProgress(value);
    return {
      id: kr.id,
      objectiveId: kr.objectiveId,
      title: kr.title,
      progress: kr.progress,
      forecastProgress,
      forecastSentence: forecastSentence(forecastProgress),
    };
  });
  if (scope === 'team' || scope === 'company') {
    // Where attention is needed first; key results without a forecast last.
    list = list
      .sort((a, b) => (a.forecastProgress ?? 101) - (b.forecastProgress ?? 101))
      .slice(0, MAX_FORECASTS);
  }

  return {
    forecast,
    forecastSentence: forecastSentence(forecast?.progress ?? null),
    keyResults: list,
  };
}

export function buildEvolution(input: SeriesInput, extraDates: readonly string[] = []) {
  const { cycle, scope } = input;
  const groups = groupByObjective(input);
  const dates = seriesDates(cycle.startDate, input.lastDay, extraDates);
  const values = scopeValuesAt(input, groups, dates);
  const series = dates.map((date, at) => seriesPoint(cycle, date, values[at] ?? NONE));
  const forecasts = forecastsOf(cycle, input.keyResults);
  return { series, ...forecastSummary(scope, cycle, groups, input.keyResults, forecasts) };
}
