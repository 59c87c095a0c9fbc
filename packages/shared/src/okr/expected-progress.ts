import { type DateInput, toDayNumber } from './days';

/**
 * Where progress should be if it grew evenly across the cycle: 0% on the first day,
 * 100% on the last day (cycle dates are calendar days, read as UTC midnight), clamped outside.
 * Pass `at` as the company's local date (todayInTimeZone) to follow its calendar.
 */
export function expectedProgress(
  cycleStart: DateInput,
  cycleEnd: DateInput,
  at: DateInput,
): number {
  const start = toDayNumber(cycleStart);
  const end = toDayNumber(cycleEnd);
  const now = toDayNumber(at);
  if (now <= start) return now < start || end > start ? 0 : 100;
  if (now >= end) return 100;
  return ((now - start) / (end - start)) * 100;
}

/** How far below the even pace (in points of progress) an objective may be and still be on pace. */
export const PACE_TOLERANCE_POINTS = 5;

/** Whether progress (0–100) trails the even pace of the cycle at `at` by more than the tolerance. */
export function isBehindPace(
  progress: number,
  cycle: { start: DateInput; end: DateInput },
  at: DateInput,
): boolean {
  return progress < expectedProgress(cycle.start, cycle.end, at) - PACE_TOLERANCE_POINTS;
}
