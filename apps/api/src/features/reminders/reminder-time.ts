import { type CheckInWeek, currentCheckInWeek, todayInTimeZone } from '@rumo/shared/okr/week';

/** Local hour of the check-in day from which the e-mails go out (the cron runs hourly). */
export const REMINDER_HOUR = 8;
const HOUR_MS = 3_600_000;

/** The ISO 8601 week of a calendar date 'YYYY-MM-DD', as '2026-W48' (the sent-log key). */
export function isoWeekOf(day: string): string {
  const [year = 1970, month = 1, date = 1] = day.split('-').map(Number);
  const utc = new Date(Date.UTC(year, month - 1, date));
  // The ISO week belongs to the year of its Thursday.
  const weekDay = utc.getUTCDay() || 7;
  utc.setUTCDate(utc.getUTCDate() + 4 - weekDay);
  const yearStart = Date.UTC(utc.getUTCFullYear(), 0, 1);
  const week = Math.ceil(((utc.getTime() - yearStart) / 86_400_000 + 1) / 7);
  return `${utc.getUTCFullYear()}-W${String(week).padStart(2, '0')}`;
}

export interface DueWeek {
  /** The check-in week that began today (local midnight of the check-in day). */
  week: CheckInWeek;
  /** The week before it: the one the digest reports on. */
  previousWeek: CheckInWeek;
  isoWeek: string;
}

/**
 * Whether the company's e-mails are due at `now`: it is the check-in day in the company's time
 * zone and REMINDER_HOUR has passed there. Only that day: a reminder is pointless days later.
 */
export function dueWeek(now: Date, timeZone: string, checkInWeekDay: number): DueWeek | null {
  const week = currentCheckInWeek(now, checkInWeekDay, timeZone);
  if (todayInTimeZone(now, timeZone) !== week.firstDay) return null;
  if (now.getTime() < week.start.getTime() + REMINDER_HOUR * HOUR_MS) return null;
  const previousWeek = currentCheckInWeek(
    new Date(week.start.getTime() - 1),
    checkInWeekDay,
    timeZone,
  );
  return { week, previousWeek, isoWeek: isoWeekOf(week.firstDay) };
}
