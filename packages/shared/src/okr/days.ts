/** A calendar date ('2025-03-31'), an ISO instant ('2025-03-31T12:00:00Z') or a Date. */
export type DateInput = Date | string;

export const MS_PER_DAY = 86_400_000;

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Milliseconds since the epoch; a date-only string is read as UTC midnight of that day. */
export function toEpochMs(value: DateInput): number {
  let ms: number;
  if (value instanceof Date) {
    ms = value.getTime();
  } else {
    const dateOnly = DATE_ONLY.exec(value);
    ms = dateOnly
      ? Date.UTC(Number(dateOnly[1]), Number(dateOnly[2]) - 1, Number(dateOnly[3]))
      : Date.parse(value);
  }
  if (!Number.isFinite(ms)) throw new RangeError(`Invalid date: ${String(value)}`);
  return ms;
}

/** Days since 1970-01-01 in UTC, fractional for instants inside a day. */
export function toDayNumber(value: DateInput): number {
  return toEpochMs(value) / MS_PER_DAY;
}
