import { MS_PER_DAY } from './days';

export const DEFAULT_TIME_ZONE = 'America/Sao_Paulo';

/** Index = JavaScript week day (0 = Sunday), as stored in the check-in week day setting. */
export const WEEK_DAY_LABELS = [
  'Domingo',
  'Segunda-feira',
  'Terça-feira',
  'Quarta-feira',
  'Quinta-feira',
  'Sexta-feira',
  'Sábado',
] as const;

export interface CheckInWeek {
  /** First instant of the week (local midnight of the check-in week day). */
  start: Date;
  /** First instant of the next week (exclusive). */
  end: Date;
  /** Local calendar dates of the week's first and last day, 'YYYY-MM-DD'. */
  firstDay: string;
  lastDay: string;
}

interface LocalDate {
  year: number;
  month: number;
  day: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall-clock time in the zone, written as if it were UTC (ms since the epoch). */
function wallClockMs(instantMs: number, timeZone: string): number {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(new Date(instantMs))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return Date.UTC(
    parts.year ?? 1970,
    (parts.month ?? 1) - 1,
    parts.day ?? 1,
    parts.hour ?? 0,
    parts.minute ?? 0,
    parts.second ?? 0,
  );
}

/** Offset of the zone from UTC at that instant, in ms (São Paulo: -3 h). */
export function timeZoneOffsetMs(instant: Date, timeZone: string): number {
  const wholeSeconds = Math.floor(instant.getTime() / 1000) * 1000;
  return wallClockMs(wholeSeconds, timeZone) - wholeSeconds;
}

export function isValidTimeZone(timeZone: string): boolean {
  try {
    formatterFor(timeZone);
    return true;
  } catch {
    return false;
  }
}

function localDate(instant: Date, timeZone: string): LocalDate {
  const wall = new Date(wallClockMs(instant.getTime(), timeZone));
  return { year: wall.getUTCFullYear(), month: wall.getUTCMonth() + 1, day: wall.getUTCDate() };
}

function formatLocalDate({ year, month, day }: LocalDate): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Each zone's last answer and its UTC minute: hot paths (every check-in) ask many times a minute. */
const todayByZone = new Map<string, { minute: number; day: string }>();

/** The calendar date in the zone, 'YYYY-MM-DD' (e.g. for expectedProgress or a check-in date). */
export function todayInTimeZone(now: Date, timeZone: string): string {
  // Zone offsets are whole minutes, so a local date never changes inside a UTC minute.
  const minute = Math.floor(now.getTime() / 60_000);
  const known = todayByZone.get(timeZone);
  if (known?.minute === minute) return known.day;
  const day = formatLocalDate(localDate(now, timeZone));
  todayByZone.set(timeZone, { minute, day });
  return day;
}

/** First instant of a local calendar day; when a DST jump skips midnight, the jump's end. */
function startOfLocalDay(date: LocalDate, timeZone: string): Date {
  const wallMidnight = Date.UTC(date.year, date.month - 1, date.day);
  const firstGuess = wallMidnight - timeZoneOffsetMs(new Date(wallMidnight), timeZone);
  const offsetAtGuess = timeZoneOffsetMs(new Date(firstGuess), timeZone);
  const candidate = wallMidnight - offsetAtGuess;
  if (candidate === firstGuess) return new Date(candidate);
  // The offset changes near midnight: keep the candidate whose offset is self-consistent.
  return timeZoneOffsetMs(new Date(candidate), timeZone) === offsetAtGuess
    ? new Date(candidate)
    : new Date(firstGuess);
}

function addDays(date: LocalDate, days: number): LocalDate {
  const shifted = new Date(Date.UTC(date.year, date.month - 1, date.day) + days * MS_PER_DAY);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
  };
}

/**
 * The check-in week containing `now`: from local midnight of the latest `weekStartDay`
 * (0 = Sunday … 6 = Saturday) up to the same point seven local days later, in `timeZone`.
 */
export function currentCheckInWeek(now: Date, weekStartDay: number, timeZone: string): CheckInWeek {
  if (!Number.isInteger(weekStartDay) || weekStartDay < 0 || weekStartDay > 6) {
    throw new RangeError(`Week day must be an integer from 0 to 6, got ${weekStartDay}`);
  }
  const today = localDate(now, timeZone);
  const todayWeekDay = new Date(Date.UTC(today.year, today.month - 1, today.day)).getUTCDay();
  const first = addDays(today, -((todayWeekDay - weekStartDay + 7) % 7));
  const next = addDays(first, 7);
  return {
    start: startOfLocalDay(first, timeZone),
    end: startOfLocalDay(next, timeZone),
    firstDay: formatLocalDate(first),
    lastDay: formatLocalDate(addDays(first, 6)),
  };
}

/** Whether an instant falls inside the week (start inclusive, end exclusive). */
export function isInCheckInWeek(instant: Date, week: Pick<CheckInWeek, 'start' | 'end'>): boolean {
  const ms = instant.getTime();
  return ms >= week.start.getTime() && ms < week.end.getTime();
}
