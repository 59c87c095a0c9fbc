import {
  ENGAGEMENT_AT_RISK_RATE,
  ENGAGEMENT_RECENT_DAYS,
  ENGAGEMENT_WEEKS,
  type EngagementQuery,
} from '@rumo/shared/backoffice/stats';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { subscriptionPlans, subscriptions } from '../../billing/public';
import { checkIns } from '../../check-ins/public';
import { companies } from '../../companies/public';
import { cycles } from '../../cycles/public';
import { keyResults, objectives } from '../../objectives/public';
import { users } from '../../users/public';

/** One company's engagement row (definitions in packages/shared/src/backoffice/stats.ts). */
export interface EngagementRow {
  companyId: string;
  companyName: string;
  companyCreatedAt: Date;
  status: string | null;
  plan: {
    id: string;
    name: string;
    interval: 'monthly' | 'yearly';
    priceCents: number;
    userLimit: number;
  } | null;
  activeKeyResults: number;
  onTimeWeeks: number;
  onTimeRate: number | null;
  activeUsers: number;
  lastCheckInAt: Date | null;
  lastSignInAt: Date | null;
  neverCheckedIn: boolean;
  lowEngagement: boolean;
  noRecentCheckIn: boolean;
  atRisk: boolean;
}

interface RawRow {
  company_id: string;
  company_name: string;
  company_created_at: string | Date;
  status: string | null;
  plan_id: string | null;
  plan_name: string | null;
  plan_interval: 'monthly' | 'yearly' | null;
  plan_price_cents: number | null;
  plan_user_limit: number | null;
  active_key_results: number | string;
  on_time_weeks: number | string;
  on_time_rate: number | string | null;
  active_users: number | string;
  last_check_in_at: string | Date | null;
  last_sign_in_at: string | Date | null;
  never_checked_in: boolean;
  low_engagement: boolean;
  no_recent_check_in: boolean;
  at_risk: boolean;
  total: number | string;
}

const date = (value: string | Date | null) =>
  value === null ? null : value instanceof Date ? value : new Date(value);

const ORDER: Record<EngagementQuery['sort'], SQL> = {
  risk: sql`at_risk desc, coalesce(on_time_rate, -1) asc, last_check_in_at asc nulls first, company_name asc, company_id`,
  name: sql`company_name asc, company_id`,
  engagement: sql`on_time_rate desc nulls last, company_name asc, company_id`,
};

/**
 * Each company's OKR engagement over the last four weeks, its plan and subscription status, in
 * one statement; `companyId` narrows it to one company. `today` is the day in Brasília whose
 * week is the newest of the four rolling 7-day windows.
 */
export async function listEngagement(
  db: Database,
  options: {
    now: Date;
    today: string;
    page: number;
    limit: number;
    sort: EngagementQuery['sort'];
    atRisk?: boolean | undefined;
    companyId?: string | undefined;
  },
): Promise<{ rows: EngagementRow[]; total: number }> {
  const today = sql`${options.today}::date`;
  const since = sql`${new Date(options.now.getTime() - ENGAGEMENT_RECENT_DAYS * 86_400_000).toISOString()}::timestamptz`;
  const days = ENGAGEMENT_WEEKS * 7;
  const filters = [
    options.companyId ? sql`company_id = ${options.companyId}` : undefined,
    options.atRisk === undefined ? undefined : sql`at_risk = ${options.atRisk}`,
  ].filter((filter): filter is SQL => filter !== undefined);
  const where = filters.length > 0 ? sql`where ${sql.join(filters, sql` and `)}` : sql``;
  const result = await db.execute(sql`
    with active_kr as (
      select k.company_id, k.id
      from ${keyResults} k
      join ${objectives} o on o.id = k.objective_id and o.status = 'active'
      join ${cycles} c on c.id = o.cycle_id and c.status = 'active'
      ${options.companyId ? sql`where k.company_id = ${options.companyId}` : sql``}
    ),
    kr_count as (select company_id, count(*) as n from active_kr group by company_id),
    on_time as (
      select ak.company_id, count(distinct (ci.key_result_id, (${today} - ci.date) / 7)) as n
      from ${checkIns} ci
      join active_kr ak on ak.id = ci.key_result_id
      where ci.date > ${today} - ${days}::int and ci.date <= ${today}
      group by ak.company_id
    ),
    last_check_in as (
      select company_id, max(created_at) as at from ${checkIns}
      ${options.companyId ? sql`where company_id = ${options.companyId}` : sql``}
      group by company_id
    ),
    recent_authors as (
      select distinct author_id from ${checkIns} where created_at >= ${since}
    ),
    people as (
      select u.company_id, max(u.last_login_at) as last_sign_in,
        count(*) filter (where u.status = 'active' and (u.last_login_at >= ${since}
          or u.id in (select author_id from recent_authors))) as active_users
      from ${users} u
      ${options.companyId ? sql`where u.company_id = ${options.companyId}` : sql``}
      group by u.company_id
    ),
    base as (
      select co.id as company_id, co.name as company_name, co.created_at as company_created_at,
        s.status::text as status,
        pl.id as plan_id, pl.name as plan_name, pl.interval::text as plan_interval,
        pl.price_cents as plan_price_cents, pl.user_limit as plan_user_limit,
        coalesce(kc.n, 0) as active_key_results,
        coalesce(ot.n, 0) as on_time_weeks,
        case when coalesce(kc.n, 0) = 0 then null
          else coalesce(ot.n, 0)::float8 / (${ENGAGEMENT_WEEKS} * kc.n) end as on_time_rate,
        coalesce(pe.active_users, 0) as active_users,
        lc.at as last_check_in_at,
        pe.last_sign_in as last_sign_in_at,
        coalesce(s.status in ('active', 'past_due'), false) as paying
      from ${companies} co
      left join ${subscriptions} s on s.company_id = co.id
      left join ${subscriptionPlans} pl on pl.id = s.plan_id
      left join kr_count kc on kc.company_id = co.id
      left join on_time ot on ot.company_id = co.id
      left join last_check_in lc on lc.company_id = co.id
      left join people pe on pe.company_id = co.id
      ${options.companyId ? sql`where co.id = ${options.companyId}` : sql``}
    ),
    flagged as (
      select *,
        last_check_in_at is null as never_checked_in,
        paying and coalesce(on_time_rate, 0) < ${ENGAGEMENT_AT_RISK_RATE} as low_engagement,
        paying and coalesce(last_check_in_at < ${since}, false) as no_recent_check_in,
        last_check_in_at is null or (paying and (coalesce(on_time_rate, 0) < ${ENGAGEMENT_AT_RISK_RATE}
          or last_check_in_at < ${since})) as at_risk
      from base
    )
    select *, count(*) over () as total
    from flagged
    ${where}
    order by ${ORDER[options.sort]}
    limit ${options.limit} offset ${(options.page - 1) * options.limit}
  `);
  const raw = (result as unknown as { rows: RawRow[] }).rows;
  return {
    total: Number(raw[0]?.total ?? 0),
    rows: raw.map((row) => ({
      companyId: row.company_id,
      companyName: row.company_name,
      companyCreatedAt: date(row.company_created_at) ?? new Date(0),
      status: row.status,
      plan:
        row.plan_id &&
        row.plan_name !== null &&
        row.plan_interval !== null &&
        row.plan_price_cents !== null &&
        row.plan_user_limit !== null
          ? {
              id: row.plan_id,
              name: row.plan_name,
              interval: row.plan_interval,
              priceCents: Number(row.plan_price_cents),
              userLimit: Number(row.plan_user_limit),
            }
          : null,
      activeKeyResults: Number(row.active_key_results),
      onTimeWeeks: Number(row.on_time_weeks),
      onTimeRate:
        row.on_time_rate === null ? null : Math.round(Number(row.on_time_rate) * 10_000) / 10_000,
      activeUsers: Number(row.active_users),
      lastCheckInAt: date(row.last_check_in_at),
      lastSignInAt: date(row.last_sign_in_at),
      neverCheckedIn: row.never_checked_in,
      lowEngagement: row.low_engagement,
      noRecentCheckIn: row.no_recent_check_in,
      atRisk: row.at_risk,
    })),
  };
}

/** Seats in use (everyone not disabled) and the users by status, for the company view. */
export async function companyUserCounts(db: Database, companyId: string) {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      active: sql<number>`(count(*) filter (where ${users.status} = 'active'))::int`,
      pending: sql<number>`(count(*) filter (where ${users.status} = 'pending'))::int`,
      disabled: sql<number>`(count(*) filter (where ${users.status} = 'disabled'))::int`,
    })
    .from(users)
    .where(sql`${users.companyId} = ${companyId}`);
  return row ?? { total: 0, active: 0, pending: 0, disabled: 0 };
}

export async function findCompanySubscription(db: Database, companyId: string) {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(sql`${subscriptions.companyId} = ${companyId}`);
  return row;
}
