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

type Snapshot = { progress: number; confidence: Confidence | null };
const NONE: Snapshot = { progress: 0, confidence: null };

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

const rank = (confidence: Confidence) => CONFIDENCES.indexOf(confidence);

function worse(a: Confidence | null, b: Confidence | null): Confidence | null {
  if (a === null) return b;
  if (b === null) return a;
  return rank(b) > rank(a) ? b : a;
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

/** An objective's key results (indexes into the input) with reusable weighted entries. */
type Group = { members: number[]; entries: { progress: number; weight: number }[] };

function groupByObjective(input: SeriesInput): Group[] {
  const groups = new Map<string, Group>();
  const ids =
    input.scope === 'key_result' ? [input.keyResults[0]?.objectiveId ?? ''] : input.objectiveIds;
  for (const id of ids) groups.set(id, { members: [], entries: [] });
  input.keyResults.forEach((kr, index) => {
    const group = groups.get(kr.objectiveId);
    if (!group || (input.scope === 'key_result' && index > 0)) return;
    group.members.push(index);
    group.entries.push({ progress: 0, weight: kr.weight });
  });
  return [...groups.values()];
}

/** Rolls key result snapshots up to the scope: weighted per objective, averaged across them. */
function rollUp(
  scope: SeriesScope,
  groups: readonly Group[],
  progressOf: (index: number) => number,
  confidenceOf: (index: number) => Confidence | null,
): Snapshot {
  if (scope === 'key_result') {
    const only = groups[0]?.members[0];
    return only === undefined
      ? NONE
      : { progress: progressOf(only), confidence: confidenceOf(only) };
  }
  let sum = 0;
  const confidences: (Confidence | null)[] = [];
  for (const group of groups) {
    let confidence: Confidence | null = null;
    group.members.forEach((index, position) => {
      const entry = group.entries[position];
      if (entry) entry.progress = progressOf(index);
      confidence = worse(confidence, confidenceOf(index));
    });
    const progress = objectiveProgress(group.entries);
    if (scope === 'objective') return { progress, confidence };
    sum += progress;
    confidences.push(confidence);
  }
  if (groups.length === 0) return NONE;
  return { progress: sum / groups.length, confidence: predominant(confidences) };
}

export function buildEvolution(input: SeriesInput, extraDates: readonly string[] = []) {
  const { cycle, scope } = input;
  const groups = groupByObjective(input);
  const dates = seriesDates(cycle.startDate, input.lastDay, extraDates);
  const timelines = input.keyResults.map((kr) => timelineOf(kr, dates));
  const series = dates.map((date, at) => {
    const snapshot = rollUp(
      scope,
      groups,
      (index) => timelines[index]?.progress[at] ?? 0,
      (index) => timelines[index]?.confidence[at] ?? null,
    );
    return {
      date,
      progress: roundProgress(snapshot.progress),
      expected: roundProgress(expectedProgress(cycle.startDate, cycle.endDate, date)),
      confidence: snapshot.confidence,
    };
  });

  const range = { start: cycle.startDate, end: cycle.endDate };
  const forecasts = input.keyResults.map((kr) => {
    const inCycle = kr.points.filter((p) => p.date >= cycle.startDate && p.date <= cycle.endDate);
    return forecastKeyResult(inCycle, kr, range)?.projectedProgress ?? null;
  });
  const anyForecast = forecasts.some((value) => value !== null);
  // Without a pace of its own, a key result is assumed to stay where it is.
  const projected = rollUp(
    scope,
    groups,
    (index) => forecasts[index] ?? input.keyResults[index]?.progress ?? 0,
    () => null,
  );
  const forecast = anyForecast
    ? { date: cycle.endDate, progress: roundProgress(projected.progress) }
    : null;

  let keyResults = input.keyResults.map((kr, index) => {
    const value = forecasts[index] ?? null;
    const forecastProgress = value === null ? null : roundProgress(value);
    return {
      id: kr.id,
      title: kr.title,
      progress: kr.progress,
      forecastProgress,
      forecastSentence: forecastSentence(forecastProgress),
    };
  });
  if (scope === 'team' || scope === 'company') {
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
