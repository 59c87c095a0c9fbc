import { MS_PER_DAY, toDayNumber } from './days';
import { currentCheckInWeek, isInCheckInWeek, todayInTimeZone } from './week';

/** A key result's check-in this week: done, due (today or later this week) or late. */
export const CHECK_IN_STATES = ['done', 'pending', 'late'] as const;
export type CheckInState = (typeof CHECK_IN_STATES)[number];

export const CHECK_IN_STATE_LABELS: Record<CheckInState, string> = {
  done: 'Feito',
  pending: 'Pendente',
  late: 'Atrasado',
};

export interface CheckInDue {
  state: CheckInState;
  /**
   * The check-in day ('YYYY-MM-DD') the key result owes: the first check-in week day after the
   * week of its last check-in (or of its creation, or of the cycle's start, whichever is latest).
   */
  dueDay: string;
  /** Whole days since the due day ended passed without a check-in; 0 unless late. */
  daysLate: number;
}

export interface CheckInDueInput {
  lastCheckInAt: Date | null;
  createdAt: Date;
  /** The cycle's first day, 'YYYY-MM-DD': nothing is owed for the weeks before it. */
  cycleStart: string;
}

export interface CompanyCalendar {
  /** 0 = Sunday … 6 = Saturday: the check-in week starts (and the check-in is due) on this day. */
  checkInWeekDay: number;
  timeZone: string;
}

const dayOf = (dayNumber: number) => new Date(dayNumber * MS_PER_DAY).toISOString().slice(0, 10);

/**
 * Where a key result stands with this week's check-in. The check-in week (week.ts) starts on the
 * company's check-in day: a check-in inside the current week is "done"; otherwise the key result
 * owes the check-in day after its last check-in's week, and is "late" once that day is over.
 */
export function checkInDue(
  keyResult: CheckInDueInput,
  now: Date,
  calendar: CompanyCalendar,
): CheckInDue {
  const week = currentCheckInWeek(now, calendar.checkInWeekDay, calendar.timeZone);
  if (keyResult.lastCheckInAt && isInCheckInWeek(keyResult.lastCheckInAt, week)) {
    return { state: 'done', dueDay: week.firstDay, daysLate: 0 };
  }
  const reference = keyResult.lastCheckInAt ?? keyResult.createdAt;
  const referenceDay = Math.max(
    toDayNumber(todayInTimeZone(reference, calendar.timeZone)),
    toDayNumber(keyResult.cycleStart),
  );
  const weekDay = new Date(referenceDay * MS_PER_DAY).getUTCDay();
  const dueDay = referenceDay - ((weekDay - calendar.checkInWeekDay + 7) % 7) + 7;
  const daysLate = toDayNumber(todayInTimeZone(now, calendar.timeZone)) - dueDay;
  return daysLate > 0
    ? { state: 'late', dueDay: dayOf(dueDay), daysLate }
    : { state: 'pending', dueDay: dayOf(dueDay), daysLate: 0 };
}
