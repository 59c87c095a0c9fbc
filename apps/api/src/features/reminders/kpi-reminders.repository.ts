import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';

/**
 * Days into a month or quarter before its KPIs are reminded for it: a reminder asks for the value
 * of the CURRENT period (the one holding the company's date, where the KPI form records a value
 * by default), and a period that has just begun is left alone for these days. Weekly KPIs are
 * reminded on the check-in day itself, for the week holding it (decision 0035).
 */
export const KPI_REMINDER_GRACE_DAYS = 3;

export interface PendingKpiOwner {
  id: string;
  name: string;
  email: string;
  kpis: { id: string; name: string }[];
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
const parsed = <T>(value: T | string): T =>
  typeof value === 'string' ? (JSON.parse(value) as T) : value;

/**
 * In one statement: the active owners who want reminders, with their active KPIs whose current
 * period (holding `today`, the company's date) has no value yet. Monthly and quarterly KPIs count
 * from KPI_REMINDER_GRACE_DAYS into their period. Periods start as the KPIs' do (Monday, the 1st).
 */
export async function findPendingKpiOwners(
  db: Database,
  input: { companyId: string; today: string },
): Promise<PendingKpiOwner[]> {
  const today = sql`${input.today}::date`;
  const result = await db.execute(sql`
    select u.id, u.name, u.email,
      json_agg(json_build_object('id', k.id, 'name', k.name) order by lower(k.name), k.id) as kpis
    from kpis k
    cross join lateral (select (case k.period
        when 'weekly' then date_trunc('week', ${today})
        when 'monthly' then date_trunc('month', ${today})
        else date_trunc('quarter', ${today}) end)::date as start) period
    join users u on u.id = k.owner_id
    left join notification_preferences np on np.user_id = u.id
    where k.company_id = ${input.companyId} and not k.archived
      and u.company_id = ${input.companyId} and u.status = 'active'
      and coalesce(np.check_in_reminder, true)
      and (k.period = 'weekly' or ${today} >= period.start + ${KPI_REMINDER_GRACE_DAYS}::int)
      and not exists (select 1 from kpi_values v
        where v.kpi_id = k.id and v.period_start = period.start)
    group by u.id, u.name, u.email
    order by u.name, u.id`);
  return rowsOf<PendingKpiOwner>(result).map((row) => ({ ...row, kpis: parsed(row.kpis) }));
}
