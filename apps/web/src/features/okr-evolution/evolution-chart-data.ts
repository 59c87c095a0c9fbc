import type { Evolution } from '@rumo/shared/evolution/contracts';
import { toEpochMs } from '@rumo/shared/okr/days';
import { expectedProgress } from '@rumo/shared/okr/expected-progress';
import type { Confidence } from '@rumo/shared/okr/key-result-types';
import { roundProgress } from '@rumo/shared/okr/progress';

/** One x position of the chart (a day); each line reads its own key and skips the gaps. */
export interface EvolutionRow {
  /** UTC midnight of `date`, so the x axis is proportional to time. */
  t: number;
  date: string;
  progress?: number;
  expected?: number;
  forecast?: number;
  /** Confidence of the latest check-in at that point, for the dot colour and tooltip. */
  confidence?: Confidence | null;
}

const clamp = (value: number) => roundProgress(Math.min(100, Math.max(0, value)));

/**
 * Rows for the LineChart: the measured progress, the expected (linear) line drawn across the
 * whole cycle, and the forecast from the last measured point to the projection at the cycle end.
 */
export function buildEvolutionRows(evolution: Evolution): EvolutionRow[] {
  const { cycle } = evolution;
  if (!cycle) return [];
  const rows = new Map<number, EvolutionRow>();
  const rowAt = (date: string): EvolutionRow => {
    const day = date.slice(0, 10);
    const t = toEpochMs(day);
    let row = rows.get(t);
    if (!row) {
      row = { t, date: day };
      rows.set(t, row);
    }
    return row;
  };

  for (const point of evolution.series) {
    const row = rowAt(point.date);
    row.progress = clamp(point.progress);
    row.expected = clamp(point.expected);
    row.confidence = point.confidence;
  }
  for (const edge of [cycle.startDate, cycle.endDate]) {
    const row = rowAt(edge);
    row.expected ??= clamp(expectedProgress(cycle.startDate, cycle.endDate, edge));
  }

  const last = evolution.series.at(-1);
  if (evolution.forecast && last) {
    rowAt(last.date).forecast = clamp(last.progress);
    rowAt(evolution.forecast.date).forecast = clamp(evolution.forecast.progress);
  }
  return [...rows.values()].sort((a, b) => a.t - b.t);
}

/** About `count` evenly spread ticks across the cycle, always including both ends. */
export function axisTicks(start: string, end: string, count = 6): number[] {
  const from = toEpochMs(start);
  const to = toEpochMs(end);
  if (to <= from) return [from];
  const step = (to - from) / (count - 1);
  return Array.from({ length: count }, (_, index) => Math.round(from + step * index));
}

/** 'Neste ritmo: 62% ao fim do ciclo' (the API writes it in lower case for mid-sentence use). */
export function capitalize(sentence: string): string {
  return sentence.charAt(0).toUpperCase() + sentence.slice(1);
}

/** The latest measured point: the "today" figures above the chart. */
export function latestPoint(evolution: Evolution): Evolution['series'][number] | null {
  return evolution.series.at(-1) ?? null;
}
