import { cycleMessages } from '@rumo/shared/cycles/contracts';
import {
  type CheckInWeek,
  currentCheckInWeek,
  DEFAULT_TIME_ZONE,
  todayInTimeZone,
} from '@rumo/shared/okr/week';
import type { Database } from '../../db/database';
import { notFound } from '../../lib/errors';
import type { CycleRow } from '../cycles/public';
import { findCurrentCycle, findCycle } from '../cycles/public';
import { findCompanySettings } from '../settings/public';

/** The company's clock: its time zone decides "today" and the check-in week. */
export interface CompanyCalendar {
  companyName: string;
  timeZone: string;
  checkInWeekDay: number;
  /** 'YYYY-MM-DD' in the company's time zone. */
  today: string;
  week: CheckInWeek;
}

/** The company's calendar at `now` (the app's clock: `app.now()`, `ctx.now()`). */
export async function loadCompanyCalendar(
  db: Database,
  companyId: string,
  now: Date,
): Promise<CompanyCalendar> {
  const settings = await findCompanySettings(db, companyId);
  const timeZone = settings?.timeZone ?? DEFAULT_TIME_ZONE;
  const checkInWeekDay = settings?.checkInWeekDay ?? 1;
  return {
    companyName: settings?.companyName ?? '',
    timeZone,
    checkInWeekDay,
    today: todayInTimeZone(now, timeZone),
    week: currentCheckInWeek(now, checkInWeekDay, timeZone),
  };
}

/** The cycle asked for (404 outside the company), or the current one when none is asked. */
export async function resolveCycle(
  db: Database,
  companyId: string,
  cycleId: string | undefined,
): Promise<CycleRow | undefined> {
  if (!cycleId) return findCurrentCycle(db, companyId);
  const row = await findCycle(db, companyId, cycleId);
  if (!row) throw notFound(cycleMessages.notFound);
  return row;
}
