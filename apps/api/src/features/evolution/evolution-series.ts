import type { Evolution } from '@rumo/shared/evolution/contracts';
import { expectedProgress } from '@rumo/shared/okr/expected-progress';
import { forecastKeyResult, forecastSentence } from '@rumo/shared/okr/forecast';
import {
  CONFIDENCES,
  type Confidence,
  type KeyResultType,
} from '@rumo/shared/okr/key-result-types';
import { keyResultProgress, objectiveProgress, roundProgress } from '@rumo/shared/okr/progress';

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

/** One date a week from the cycle's start, closing on lastDay; none before the cycle starts. */
export function seriesDates(startDate: string, lastDay: string, extra: readonly string[] = []) {
  if (lastDay < startDate) return [];
  const dates = new Set<string>();
  for (let day = startDate; day <= lastDay; day = addDays(day, 7)) dates.add(day);
  dates.add(lastDay);
  for (const day of extra) if (day >= startDate && day <= lastDay) dates.add(day);
  return [...dates].sort();
}

/** The latest check-in on or before the day; points are oldest first. */
function pointAt(points: readonly SeriesPoint[], day: string): SeriesPoint | undefined {
  let found: SeriesPoint | undefined;
  for (const point of points) {
    if (point.date > day) break;
    found = point;
  }
  return found;
}

const rank = (confidence: Confidence) => CONFIDENCES.indexOf(confidence);

function worst(values: readonly (Confidence | null)[]): Confidence | null {
  let result: Confidence | null = null;
  for (const value of values) {
    if (value && (result === null || rank(value) > rank(result))) result = value;
  }
  return result;
}

/** The confidence most objectives share (ties go to the worse one). */
function predominant(values: readonly (Confidence | null)[]): Confidence | null {
  const counts = new Map<Confidence, number>();
  for (const value of values) if (value) counts.set(value, (counts.get(value) ?? 0) + 1);
  let result: Confidence | null = null;
  for (const [value, amount] of counts) {
    const best = result === null ? 0 : (counts.get(result) ?? 0);
    if (amount > best || (amount === best && result !== null && rank(value) > rank(result))) {
      result = value;
    }
  }
  return result;
}

type Snapshot = { progress: number; confidence: Confidence | null };

/** Rolls key result snapshots up to the scope: weighted per objective, averaged across them. */
function rollUp(input: SeriesInput, snapshotOf: (kr: SeriesKeyResult) => Snapshot): Snapshot {
  const none: Snapshot = { progress: 0, confidence: null };
  if (input.scope === 'key_result') {
    const [only] = input.keyResults;
    return only ? snapshotOf(only) : none;
  }
  const byObjective = new Map<string, (Snapshot & { weight: number })[]>();
  for (const id of input.objectiveIds) byObjective.set(id, []);
  for (const kr of input.keyResults) {
    byObjective.get(kr.objectiveId)?.push({ ...snapshotOf(kr), weight: kr.weight });
  }
  const objectives = [...byObjective.values()].map((krs) => ({
    progress: objectiveProgress(krs),
    confidence: worst(krs.map((kr) => kr.confidence)),
  }));
  if (input.scope === 'objective') return objectives[0] ?? none;
  if (objectives.length === 0) return none;
  return {
    progress:
      objectives.reduce((sum, objective) => sum + objective.progress, 0) / objectives.length,
    confidence: predominant(objectives.map((objective) => objective.confidence)),
  };
}

export function buildEvolution(input: SeriesInput, extraDates: readonly string[] = []) {
  const { cycle } = input;
  const series = seriesDates(cycle.startDate, input.lastDay, extraDates).map((date) => {
    const snapshot = rollUp(input, (kr) => {
      const point = pointAt(kr.points, date);
      const current = point?.value ?? kr.start;
      return {
        progress: keyResultProgress({ ...kr, current }),
        confidence: point?.confidence ?? null,
      };
    });
    return {
      date,
      progress: roundProgress(snapshot.progress),
      expected: roundProgress(expectedProgress(cycle.startDate, cycle.endDate, date)),
      confidence: snapshot.confidence,
    };
  });

  const range = { start: cycle.startDate, end: cycle.endDate };
  const forecasts = new Map<string, number | null>();
  for (const kr of input.keyResults) {
    const inCycle = kr.points.filter((p) => p.date >= cycle.startDate && p.date <= cycle.endDate);
    forecasts.set(kr.id, forecastKeyResult(inCycle, kr, range)?.projectedProgress ?? null);
  }
  const anyForecast = [...forecasts.values()].some((value) => value !== null);
  const projected = rollUp(input, (kr) => ({
    progress: forecasts.get(kr.id) ?? kr.progress,
    confidence: null,
  }));
  const forecast = anyForecast
    ? { date: cycle.endDate, progress: roundProgress(projected.progress) }
    : null;

  let keyResults = input.keyResults.map((kr) => {
    const value = forecasts.get(kr.id) ?? null;
    const forecastProgress = value === null ? null : roundProgress(value);
    return {
      id: kr.id,
      title: kr.title,
      progress: kr.progress,
      forecastProgress,
      forecastSentence: forecastSentence(forecastProgress),
    };
  });
  if (input.scope === 'team' || input.scope === 'company') {
    // Where attention is needed first; key results without a forecast last.
    keyResults = keyResults
      .sort((a, b) => (a.forecastProgress ?? 101) - (b.forecastProgress ?? 101))
      .slice(0, MAX_FORECASTS);
  }

  return {
    series,
    forecast,
    forecastSentence: forecastSentence(forecast?.progress ?? null),
    keyResults,
  };
}
