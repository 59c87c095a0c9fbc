import {
  CONFIDENCES,
  type Confidence,
  type CycleStatus,
  confidenceDropped,
  type ObjectiveStatus,
} from '@rumo/shared/okr/key-result-types';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { objectiveVisibleTo } from '../objectives/public';
import { DEFAULT_COMPANY_SETTINGS } from '../settings/public';

/** How many rows each dashboard card shows. */
export const LIMITS = { list: 10, people: 20, teams: 100, mine: 50 } as const;

/** Only this many key results, the latest checked in, are looked at for confidence drops. */
const DROP_CANDIDATES = 200;

/** Every (before, after) pair that counts as a drop, straight from the shared rule. */
const DROPS = CONFIDENCES.flatMap((before) =>
  CONFIDENCES.filter((after) => confidenceDropped(before, after)).map((after) => ({
    before,
    after,
  })),
);

const literal = (value: string) => sql.raw(`'${value}'`);
const dropped = sql.join(
  DROPS.map(
    (drop) =>
      sql`(latest.previous_confidence = ${literal(drop.before)} and latest.confidence = ${literal(drop.after)})`,
  ),
  sql` or `,
);

// The values come in through the `input` row and are read back as `(select … from input)`:
// hidden from the planner, the statement's plans never depend on them, so PostgreSQL keeps one
// generic plan per connection instead of planning this large statement again on every call
// (planning cost more than running it). The limits are literals for the same plans' sake.
const company = sql`(select company_id from input)`;
const limit = (value: number) => sql.raw(String(value));
const cycleOfKr = sql`kr.cycle_id = (select id from cyc) and kr.company_id = ${company}`;
/** The visibility rule for the reader of `input` (an admin's `sees_all` skips it). */
const visible = (objective: string) =>
  sql`((select sees_all from input) or ${objectiveVisibleTo(
    { id: sql`(select user_id from input)`, role: 'user' },
    sql.identifier(objective),
  )})`;
/**
 * The rule for `kr`'s objective as a per-row subquery, never a join: the planner then walks an
 * ordered index and stops at its limit (as an EXISTS, the generic plan joined every objective of
 * the cycle and sorted every key result); an admin's `sees_all` skips the lookup.
 */
const visibleKr = sql`((select sees_all from input) or coalesce((select ${objectiveVisibleTo(
  { id: sql`(select user_id from input)`, role: 'user' },
  sql.identifier('vo'),
)} from objectives vo where vo.id = kr.objective_id), false))`;

/** A key result as the API answers it (lastCheckInAt still a database timestamp). */
const keyResultJson = sql`json_build_object(
  'id', kr.id, 'objectiveId', kr.objective_id, 'title', kr.title, 'type', kr.type,
  'start', kr.start_value, 'target', kr.target_value, 'current', kr.current_value,
  'unit', kr.unit, 'customUnit', kr.custom_unit, 'decimals', kr.decimals, 'weight', kr.weight,
  'owner', json_build_object('id', u.id, 'name', u.name, 'avatar', u.avatar),
  'dueDate', kr.due_date, 'confidence', kr.confidence, 'progress', kr.progress,
  'lastCheckInAt', kr.last_check_in_at,
  'objective', json_build_object('id', o.id, 'title', o.title))`;
const keyResultJoins = sql`key_results kr
  join objectives o on o.id = kr.objective_id
  join users u on u.id = kr.owner_id`;

/**
 * The whole dashboard in one statement. Every card reads only the chosen cycle's rows: key
 * results carry their objective's cycle and status (kept by triggers), and the risk cards walk
 * key_result_risks' indexes in the order they show, stopping at their limit.
 */
const DASHBOARD = sql`
with input as (
  select ${sql.placeholder('companyId')}::uuid as company_id, ${sql.placeholder('userId')}::uuid as user_id,
    ${sql.placeholder('cycleId')}::uuid as cycle_id, ${sql.placeholder('now')}::timestamptz as now,
    ${sql.placeholder('seesAll')}::boolean as sees_all
),
cal as (
  select coalesce(s.time_zone, ${DEFAULT_COMPANY_SETTINGS.timeZone}) as tz,
    coalesce(s.check_in_week_day, ${DEFAULT_COMPANY_SETTINGS.checkInWeekDay}) as wd
  from (select 1) as one left join company_settings s on s.company_id = ${company}
),
day as (select tz, wd, ((select now from input) at time zone tz)::date as today from cal),
week as (
  -- currentCheckInWeek, by the same SQL function that dates the stored check-in weeks.
  select today, rumo_week_start_of((select now from input), wd, tz) as week_start from day
),
current_cycle as (
  select id from cycles where company_id = ${company}
  order by case status when 'active' then 0 when 'planning' then 1 else 2 end, start_date desc, created_at desc
  limit 1
),
cyc as (
  select * from cycles
  where company_id = ${company}
    and id = coalesce((select cycle_id from input), (select id from current_cycle))
),
obj as materialized (
  select status, confidence, team_id, count(*)::int as n, sum(progress)::float8 as p
  from objectives where company_id = ${company} and cycle_id = (select id from cyc)
    and ${visible('objectives')}
  group by status, confidence, team_id
),
team_rows as (
  select t.id, t.name, coalesce(sum(obj.p) / nullif(sum(obj.n), 0), 0)::float8 as progress,
    coalesce(sum(obj.n), 0)::int as objective_count
  from teams t left join obj on obj.team_id = t.id and obj.status <> 'draft'
  where t.company_id = ${company} and exists (select 1 from cyc)
  group by t.id order by t.name limit ${limit(LIMITS.teams)}
),
-- The risk cards walk key_result_risks (the cycle's risky key results of active objectives, kept
-- by trigger) in the order they show, so no index of key_results holds what a check-in rewrites.
-- The risk row is named kr: it carries the key result's cycle, company and objective. Only the
-- rows shown are joined to their key result, objective and owner.
worst as (
  select kr.key_result_id as id, kr.confidence, kr.progress, kr.title from key_result_risks kr
  where ${cycleOfKr} and ${visibleKr}
  order by kr.confidence desc nulls last, kr.progress, kr.title limit ${limit(LIMITS.list)}
),
at_risk as (
  select ${keyResultJson} as j, w.confidence, w.progress, w.title
  from worst w join ${keyResultJoins} on kr.id = w.id
),
recent as (
  select kr.key_result_id as id from key_result_risks kr where ${cycleOfKr} and ${visibleKr}
  order by kr.last_check_in_at desc nulls last limit ${limit(DROP_CANDIDATES)}
),
latest_drops as (
  -- Only the drops shown are joined to their key result, objective and owner.
  select recent.id, latest.previous_confidence, latest.created_at from recent
  cross join lateral (
    select c.confidence, c.previous_confidence, c.created_at from check_ins c
    where c.key_result_id = recent.id order by c.created_at desc, c.id desc limit 1
  ) as latest
  where ${dropped}
  order by latest.created_at desc limit ${limit(LIMITS.list)}
),
drops as (
  select ${keyResultJson}::jsonb || jsonb_build_object('previousConfidence', d.previous_confidence) as j,
    d.created_at
  from latest_drops d join ${keyResultJoins} on kr.id = d.id
),
owed as (
  -- Per owner, the cycle's active key results last checked in before this week (or never),
  -- from the counts kept on write (key_result_check_in_weeks): a few rows per owner. Scoped by
  -- the company through the cycle.
  select w.owner_id, sum(w.n)::int as n from key_result_check_in_weeks w
  where w.cycle_id = (select id from cyc) and w.week_start < (select week_start from week)
    and (select status from cyc) <> 'closed'
  group by w.owner_id
),
hidden_owed as (
  -- Of those, the ones a member may not see: key results of private objectives not theirs to
  -- see (an active objective's only restriction). Admins skip it.
  select kr.owner_id, count(*)::int as n
  from objectives ho join key_results kr on kr.objective_id = ho.id
  where not (select sees_all from input) and ho.cycle_id = (select id from cyc)
    and ho.private and ho.status = 'active' and ho.company_id = ${company}
    and (kr.last_check_in_at is null or kr.last_check_in_at < (select week_start from week))
    and not ${visible('ho')}
  group by kr.owner_id
),
pending as (
  select o.owner_id, o.n - coalesce(h.n, 0) as n from owed o left join hidden_owed h using (owner_id)
  where o.n - coalesce(h.n, 0) > 0
),
-- Only owners owing at least as many as the last one shown are named and sorted by name.
cutoff as (select n from pending order by n desc offset ${limit(LIMITS.people - 1)} limit 1),
missing as (
  select u.id, u.name, u.avatar, p.n from pending p join users u on u.id = p.owner_id
  where u.company_id = ${company} and p.n >= coalesce((select n from cutoff), 0)
  order by p.n desc, u.name limit ${limit(LIMITS.people)}
),
mine as (
  select ${keyResultJson} as j, o.title, kr.position, kr.created_at from ${keyResultJoins}
  where ${cycleOfKr} and kr.objective_status = 'active' and kr.owner_id = (select user_id from input)
    and ${visible('o')}
  order by o.title, kr.position, kr.created_at limit ${limit(LIMITS.mine)}
),
activity as (
  select json_build_object('id', a.id, 'entityType', a.entity_type, 'entityId', a.entity_id,
    'objectiveId', a.objective_id, 'action', a.action, 'label', a.label, 'actorId', a.actor_id,
    'actorName', u.name, 'actorAvatar', u.avatar, 'before', a.before, 'after', a.after,
    'createdAt', a.created_at) as j, a.created_at, a.id
  from activity_log a left join users u on u.id = a.actor_id
  where a.company_id = ${company}
    -- Entries of an objective the reader may not see are left out (deleted ones stay).
    and not exists (select 1 from objectives ao where ao.id = a.objective_id and not ${visible('ao')})
  order by a.created_at desc, a.id desc limit ${limit(LIMITS.list)}
)
select json_build_object(
  'today', (select today from week),
  'cycle', (select json_build_object('id', id, 'name', name, 'startDate', start_date,
    'endDate', end_date, 'status', status, 'createdAt', created_at,
    'isCurrent', id = (select id from current_cycle)) from cyc),
  'objectives', (select coalesce(json_agg(json_build_object('status', status,
    'confidence', confidence, 'count', n, 'progressSum', p)), '[]')
    from (select status, confidence, sum(n)::int as n, sum(p)::float8 as p from obj group by status, confidence) as x),
  'teams', (select coalesce(json_agg(json_build_object('id', id, 'name', name,
    'progress', progress, 'objectiveCount', objective_count) order by name), '[]') from team_rows),
  'atRisk', (select coalesce(json_agg(j order by confidence desc, progress, title), '[]') from at_risk),
  'drops', (select coalesce(json_agg(j order by created_at desc), '[]') from drops),
  'missing', (select coalesce(json_agg(json_build_object('id', id, 'name', name,
    'avatar', avatar, 'pendingCount', n) order by n desc, name), '[]') from missing),
  'mine', (select coalesce(json_agg(j order by title, position, created_at), '[]') from mine),
  'activity', (select coalesce(json_agg(j order by created_at desc, id desc), '[]') from activity)
) as data`;

type Timestamp = string;
export type KeyResultJson = {
  id: string;
  objectiveId: string;
  title: string;
  lastCheckInAt: Timestamp | null;
  confidence: Confidence | null;
} & Record<string, unknown>;

export type DashboardRow = {
  today: string;
  cycle: {
    id: string;
    name: string;
    startDate: string;
    endDate: string;
    status: CycleStatus;
    createdAt: Timestamp;
    isCurrent: boolean;
  } | null;
  objectives: {
    status: ObjectiveStatus;
    confidence: Confidence | null;
    count: number;
    progressSum: number;
  }[];
  teams: { id: string; name: string; progress: number; objectiveCount: number }[];
  atRisk: KeyResultJson[];
  drops: (KeyResultJson & { previousConfidence: Confidence | null })[];
  missing: { id: string; name: string; avatar: string | null; pendingCount: number }[];
  mine: KeyResultJson[];
  activity: ({
    id: string;
    actorId: string | null;
    actorName: string | null;
    actorAvatar: string | null;
    createdAt: Timestamp;
  } & Record<string, unknown>)[];
};

function prepare(db: Database) {
  return db
    .select({ data: sql<DashboardRow>`data` })
    .from(sql`(${DASHBOARD}) as dashboard` as SQL)
    .prepare('dashboard');
}
const prepared = new WeakMap<Database, ReturnType<typeof prepare>>();

/** The dashboard's figures for the cycle asked for (the current one when none is). */
export async function loadDashboard(
  db: Database,
  input: { companyId: string; userId: string; seesAll: boolean; cycleId: string | null; now: Date },
): Promise<DashboardRow> {
  let query = prepared.get(db);
  if (!query) {
    query = prepare(db);
    prepared.set(db, query);
  }
  const [row] = await query.execute({ ...input, now: input.now.toISOString() });
  if (!row) throw new Error('dashboard query returned no row');
  // node-postgres parses json columns; keep working if a driver hands back the text.
  return typeof row.data === 'string' ? (JSON.parse(row.data) as DashboardRow) : row.data;
}
