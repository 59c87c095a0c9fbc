/**
 * Efí writes dates three ways (efi-pay.md §5.9): `dd/mm/yyyy` (first_execution), `YYYY-MM-DD`
 * and `YYYY-MM-DD HH:mm:ss` without a zone, which is Brasília time (UTC-3, no daylight saving
 * since 2019). Some replies carry ISO 8601 with an offset. These helpers read all of them.
 */

/** Brasília's offset from UTC in milliseconds. */
const BRASILIA_OFFSET_MS = -3 * 60 * 60 * 1000;

const BR_DATE = /^(\d{2})\/(\d{2})\/(\d{4})$/;
const DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d+))?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

function isCalendarDay(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

function pad(value: number, size = 2): string {
  return String(value).padStart(size, '0');
}

interface DateParts {
  year: number;
  month: number;
  day: number;
  time: { hour: number; minute: number; second: number; ms: number; zone: string | null } | null;
}

function readParts(value: string): DateParts | null {
  const text = value.trim();
  const br = BR_DATE.exec(text);
  if (br) {
    const [, day, month, year] = br.map(Number) as [number, number, number, number];
    return isCalendarDay(year, month, day) ? { year, month, day, time: null } : null;
  }
  const iso = DATE_TIME.exec(text);
  if (!iso) return null;
  const [year, month, day] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  if (!isCalendarDay(year, month, day)) return null;
  if (iso[4] === undefined) return { year, month, day, time: null };
  const time = {
    hour: Number(iso[4]),
    minute: Number(iso[5]),
    second: Number(iso[6] ?? 0),
    ms: Number((iso[7] ?? '0').padEnd(3, '0').slice(0, 3)),
    zone: iso[8] ?? null,
  };
  if (time.hour > 23 || time.minute > 59 || time.second > 59) return null;
  return { year, month, day, time };
}

/** Any Efí date or date-time as a calendar date `YYYY-MM-DD`, or null when unreadable. */
export function parseEfiDate(value: string): string | null {
  const parts = readParts(value);
  if (!parts) return null;
  if (parts.time?.zone) {
    const instant = parseEfiDateTime(value);
    return instant ? formatEfiDate(instant) : null;
  }
  return `${parts.year}-${pad(parts.month)}-${pad(parts.day)}`;
}

/**
 * Any Efí date or date-time as an instant. Values without a zone are Brasília time; a bare
 * date is midnight in Brasília.
 */
export function parseEfiDateTime(value: string): Date | null {
  const parts = readParts(value);
  if (!parts) return null;
  const { hour = 0, minute = 0, second = 0, ms = 0, zone = null } = parts.time ?? {};
  const wallClock = Date.UTC(parts.year, parts.month - 1, parts.day, hour, minute, second, ms);
  if (zone === null) return new Date(wallClock - BRASILIA_OFFSET_MS);
  if (zone === 'Z') return new Date(wallClock);
  const sign = zone.startsWith('-') ? -1 : 1;
  const digits = zone.slice(1).replace(':', '');
  const offsetMs = sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2))) * 60_000;
  return new Date(wallClock - offsetMs);
}

function brasiliaClock(instant: Date): Date {
  return new Date(instant.getTime() + BRASILIA_OFFSET_MS);
}

/** `YYYY-MM-DD` of an instant, in Brasília. */
export function formatEfiDate(instant: Date): string {
  const local = brasiliaClock(instant);
  return `${local.getUTCFullYear()}-${pad(local.getUTCMonth() + 1)}-${pad(local.getUTCDate())}`;
}

/** `YYYY-MM-DD HH:mm:ss` of an instant, in Brasília (Efí's `created_at` format). */
export function formatEfiDateTime(instant: Date): string {
  const local = brasiliaClock(instant);
  const time = `${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}:${pad(local.getUTCSeconds())}`;
  return `${formatEfiDate(instant)} ${time}`;
}

/** A calendar date `YYYY-MM-DD` as `dd/mm/yyyy` (Efí's `first_execution` format). */
export function toBrDate(date: string): string {
  const [year, month, day] = date.split('-');
  return `${day}/${month}/${year}`;
}

/** The same calendar day `months` later, clamped to the month's last day (31/01 + 1 = 28/02). */
export function addMonths(date: string, months: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0),
  ).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target.toISOString().slice(0, 10);
}

/** The calendar day `days` after `date` (both `YYYY-MM-DD`). */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}
