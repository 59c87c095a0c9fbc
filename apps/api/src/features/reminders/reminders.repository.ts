import type { ReminderKind } from '@rumo/shared/reminders/contracts';
import { and, eq, gt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { subscriptions } from '../billing/public';
import { companies } from '../companies/public';
import { objectiveVisibleTo } from '../objectives/public';
import { companySettings, DEFAULT_COMPANY_SETTINGS } from '../settings/public';
import { reminderSends } from './reminders.table';

export interface ReminderCompany {
  id: string;
  name: string;
  timeZone: string;
  checkInWeekDay: number;
  /** Days late before a missed check-in is escalated; null: never. */
  escalateCheckInsAfterDays: number | null;
}

/**
 * Companies whose subscription gives access: paid and not past a cancellation's end, or in a
 * trial that has not ended. Companies without one (or read-only) get no e-mails.
 */
export async function findCompaniesWithAccess(db: Database, now: Date): Promise<ReminderCompany[]> {
  const brasiliaToday = sql`(${now.toISOString()}::timestamptz at time zone 'America/Sao_Paulo')::date`;
  return db
    .select({
      id: companies.id,
      name: companies.name,
      timeZone: sql<string>`coalesce(${companySettings.timeZone}, ${DEFAULT_COMPANY_SETTINGS.timeZone})`,
      checkInWeekDay: sql<number>`coalesce(${companySettings.checkInWeekDay}, ${DEFAULT_COMPANY_SETTINGS.checkInWeekDay})::int`,
      escalateCheckInsAfterDays: companySettings.escalateCheckInsAfterDays,
    })
    .from(companies)
    .innerJoin(subscriptions, eq(subscriptions.companyId, companies.id))
    .leftJoin(companySettings, eq(companySettings.companyId, companies.id))
    .where(
      or(
        and(
          eq(subscriptions.status, 'active'),
          sql`not (${subscriptions.cancelAtPeriodEnd} and coalesce(${subscriptions.currentPeriodEnd} < ${brasiliaToday}, false))`,
        ),
        and(eq(subscriptions.status, 'trialing'), gt(subscriptions.trialEndsAt, now)),
      ),
    );
}

/** The company's current cycle while it is open (none once closed): what the e-mails are about. */
const openCycle = (companyId: string) => sql`(select id from cycles
  where company_id = ${companyId} and status <> 'closed'
  order by case status when 'active' then 0 when 'planning' then 1 else 2 end, start_date desc, created_at desc
  limit 1)`;

export interface PendingPerson {
  id: string;
  name: string;
  email: string;
  keyResults: { id: string; title: string; objectiveTitle: string }[];
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
/** node-postgres parses json columns; PGlite may hand back text. */
const parsed = <T>(value: T | string): T =>
  typeof value === 'string' ? (JSON.parse(value) as T) : value;

/**
 * In one statement: the active people who want the reminder, have not had this week's, and own
 * key results of the open cycle's active objectives with no check-in since the week began.
 */
export async function findPendingPeople(
  db: Database,
  input: { companyId: string; weekStart: Date; isoWeek: string },
): Promise<PendingPerson[]> {
  const result = await db.execute(sql`
    select u.id, u.name, u.email,
      json_agg(json_build_object('id', kr.id, 'title', kr.title, 'objectiveTitle', o.title)
        order by o.title, kr.position, kr.created_at) as "keyResults"
    from key_results kr
    join objectives o on o.id = kr.objective_id
    join users u on u.id = kr.owner_id
    left join notification_preferences np on np.user_id = u.id
    where kr.cycle_id = ${openCycle(input.companyId)} and kr.company_id = ${input.companyId}
      and kr.objective_status = 'active'
      -- Only about objectives the person may see (objectives' visibility rule).
      and (u.role = 'admin' or ${objectiveVisibleTo({ id: sql`u.id`, role: 'user' }, sql.identifier('o'))})
      and (kr.last_check_in_at is null or kr.last_check_in_at < ${input.weekStart.toISOString()}::timestamptz)
      and u.company_id = ${input.companyId} and u.status = 'active'
      and coalesce(np.check_in_reminder, true)
      and not exists (select 1 from reminder_sends rs
        where rs.user_id = u.id and rs.kind = 'check_in' and rs.week = ${input.isoWeek})
    group by u.id, u.name, u.email
    order by u.name, u.id`);
  return rowsOf<PendingPerson>(result).map((row) => ({
    ...row,
    keyResults: parsed(row.keyResults),
  }));
}

/**
 * Claims the e-mail, in the transaction that queues it: true only for the one caller (replica,
 * rerun) whose row went in, so a person never gets the same e-mail twice in an ISO week.
 */
export async function claimSend(
  db: Database,
  input: { userId: string; companyId: string; kind: ReminderKind; isoWeek: string },
): Promise<boolean> {
  const rows = await db
    .insert(reminderSends)
    .values({
      userId: input.userId,
      companyId: input.companyId,
      kind: input.kind,
      week: input.isoWeek,
    })
    .onConflictDoNothing()
    .returning({ userId: reminderSends.userId });
  return rows.length > 0;
}

export { openCycle, parsed, rowsOf };
