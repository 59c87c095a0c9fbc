import { type DateInput, toDayNumber } from './days';
import type { KeyResultType } from './key-result-types';
import { keyResultProgress } from './progress';

export interface CheckInPoint {
  date: DateInput;
  value: number;
}

export interface CycleRange {
  start: DateInput;
  end: DateInput;
}

export interface KeyResultForecast {
  /** Change of the value per day at the current pace. */
  slopePerDay: number;
  /** The fitted line's value on the cycle's first day (its intercept). */
  valueAtCycleStart: number;
  /** The fitted line's value on the cycle's last day. */
  projectedValue: number;
  /** keyResultProgress of projectedValue, 0..100. */
  projectedProgress: number;
  /** Check-ins used by the fit. */
  pointCount: number;
}

/**
 * Least-squares line of value over time (in days) through the check-ins, projected to the
 * cycle's end. Null when there is no pace to measure: fewer than two check-ins, or all on
 * the same instant.
 */
export function forecastKeyResult(
  checkIns: readonly CheckInPoint[],
  kr: { type: KeyResultType; start: number; target: number },
  cycle: CycleRange,
): KeyResultForecast | null {
  const origin = toDayNumber(cycle.start);
  const points = checkIns
    .filter((checkIn) => Number.isFinite(checkIn.value))
    .map((checkIn) => ({ x: toDayNumber(checkIn.date) - origin, y: checkIn.value }));
  if (points.length < 2) return null;

  const meanX = points.reduce((sum, p) => sum + p.x, 0) / points.length;
  const meanY = points.reduce((sum, p) => sum + p.y, 0) / points.length;
  let sxx = 0;
  let sxy = 0;
  for (const { x, y } of points) {
    sxx += (x - meanX) ** 2;
    sxy += (x - meanX) * (y - meanY);
  }
  if (sxx === 0) return null;

  const slopePerDay = sxy / sxx;
  const valueAtCycleStart = meanY - slopePerDay * meanX;
  const projectedValue = valueAtCycleStart + slopePerDay * (toDayNumber(cycle.end) - origin);
  return {
    slopePerDay,
    valueAtCycleStart,
    projectedValue,
    projectedProgress: keyResultProgress({ ...kr, current: projectedValue }),
    pointCount: points.length,
  };
}

/** The fitted line's value at any date, to draw the forecast on the evolution chart. */
export function forecastValueAt(
  forecast: KeyResultForecast,
  cycleStart: DateInput,
  at: DateInput,
): number {
  return (
    forecast.valueAtCycleStart + forecast.slopePerDay * (toDayNumber(at) - toDayNumber(cycleStart))
  );
}

/** "neste ritmo: 62% ao fim do ciclo" (whole percent). */
export function forecastSentence(progress: number | null): string {
  if (progress === null || !Number.isFinite(progress)) {
    return 'faltam check-ins para prever o ritmo';
  }
  const percent = Math.round(Math.min(100, Math.max(0, progress)));
  return `neste ritmo: ${percent}% ao fim do ciclo`;
}

/**
 * The value a key result had at a date: its latest check-in on or before that date, or
 * `initial` (its start value) before the first one. Check-ins may come in any order.
 */
export function seriesAt(
  checkIns: readonly CheckInPoint[],
  at: DateInput,
  initial: number,
): number {
  const day = toDayNumber(at);
  let latestDay = Number.NEGATIVE_INFINITY;
  let value = initial;
  for (const checkIn of checkIns) {
    const checkInDay = toDayNumber(checkIn.date);
    // ">=" so the later of two check-ins on the same instant wins, as in the history order.
    if (checkInDay <= day && checkInDay >= latestDay) {
      latestDay = checkInDay;
      value = checkIn.value;
    }
  }
  return value;
}
