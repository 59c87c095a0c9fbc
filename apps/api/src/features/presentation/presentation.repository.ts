import {
  PRESENTATION_COMMENTS,
  PRESENTATION_PAGE,
  type Presentation,
  type PresentationObjective,
} from '@rumo/shared/presentation/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { readJson } from '../../db/read-json';
import { currentCycleIdSql } from '../cycles/public';

export type PresentationRow = {
  cycle: { id: string; name: string; startDate: string; endDate: string; status: string } | null;
  team: { id: string; name: string } | null;
  /** Over every objective of the deck; null when only slides were asked for. */
  overview: Presentation['overview'] | null;
  objectives: PresentationObjective[];
};

const iso = (column: SQL) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * One read of the deck in one statement: the cycle (the current one when none is given), the team
 * asked for, and PRESENTATION_PAGE of the cycle's objectives that are not drafts (of that team
 * when one is asked for, only those `visible` lets the caller see) from `offset`, in slide order,
 * each with its key results (and their per-day trend: the value of each day's latest check-in)
 * and its latest comments, as one JSON value; with `overview`, the counts over all of them too.
 * The page walks the list's index (level, title, id) and stops: a large company's thousands of
 * objectives are counted, never sorted, on each read.
 */
export async function loadPresentation(
  db: Database,
  input: {
    companyId: string;
    cycleId: string | null;
    teamId: string | null;
    visible: SQL;
    offset: number;
    overview: boolean;
  },
): Promise<PresentationRow> {
  const { companyId, cycleId, teamId, visible, offset } = input;
  // The team's filter only when one is asked for: as `($team is null or …)` it made PostgreSQL's
  // generic plan expect a dozen objectives, sort them all and probe the sums once per objective.
  const ofTeam = teamId ? sql`and o.team_id = ${teamId}::uuid` : sql``;
  const inDeck = sql`o.company_id = ${companyId}::uuid and o.cycle_id = (select id from cyc)
    and o.status <> 'draft' ${ofTeam} and ${visible}`;
  // The key results from the sums kept on write (decision 0048): per cycle, team and pillar for
  // the objectives anyone may see, plus those of the private ones this reader may see.
  const ofGroupTeam = teamId ? sql`and g.team_id = ${teamId}::uuid` : sql``;
  const keyResultCount = sql`(select coalesce(sum(g.n), 0) from cycle_group_score_sums g
      where g.company_id = ${companyId}::uuid and g.cycle_id = (select id from cyc) ${ofGroupTeam})
    + (select coalesce(sum(s.n), 0) from objectives o
      join objective_key_result_sums s on s.objective_id = o.id
      where ${inDeck} and o.private)`;
  const overview = sql`(select json_build_object(
      'objectives', count(*),
      'keyResults', ${keyResultCount},
      'averageProgress', coalesce(avg(progress), 0)::float8,
      'byConfidence', json_build_object(
        'on_track', count(*) filter (where confidence = 'on_track'),
        'at_risk', count(*) filter (where confidence = 'at_risk'),
        'off_track', count(*) filter (where confidence = 'off_track'),
        'no_check_in', count(*) filter (where confidence is null)))
    from scoped)`;
  const data = await readJson<PresentationRow>(
    db,
    sql`
with cyc as (
  select c.id, c.name, c.start_date, c.end_date, c.status from cycles c
  where c.id = coalesce(${cycleId}::uuid, ${currentCycleIdSql(companyId)})
    and c.company_id = ${companyId}::uuid
),
tm as (
  select t.id, t.name from teams t
  where t.id = ${teamId}::uuid and t.company_id = ${companyId}::uuid
),
scoped as (
  select o.id, o.progress, o.confidence from objectives o
  where ${inDeck}
),
obj as (
  select o.id, o.title, o.level, o.status, o.owner_id, o.team_id, o.progress, o.confidence,
    o.private
  from objectives o
  where ${inDeck}
  order by o.level, o.title, o.id
  limit ${sql.raw(String(PRESENTATION_PAGE))} offset ${offset}
),
kr as (
  select k.* from key_results k
  where k.company_id = ${companyId}::uuid and k.objective_id in (select id from obj)
),
day_values as (
  select distinct on (ci.key_result_id, ci.date) ci.key_result_id, ci.date, ci.value
  from check_ins ci
  where ci.company_id = ${companyId}::uuid and ci.key_result_id in (select id from kr)
  order by ci.key_result_id, ci.date, ci.created_at desc
),
trend as (
  select key_result_id,
    json_agg(json_build_object('date', date, 'value', value) order by date) as points
  from day_values group by key_result_id
),
krs as (
  select kr.objective_id, json_agg(json_build_object(
      'id', kr.id, 'title', kr.title, 'type', kr.type, 'start', kr.start_value,
      'target', kr.target_value, 'current', kr.current_value, 'unit', kr.unit,
      'customUnit', kr.custom_unit, 'decimals', kr.decimals,
      'owner', json_build_object('id', u.id, 'name', u.name, 'avatar', u.avatar),
      'confidence', kr.confidence, 'progress', kr.progress,
      'trend', coalesce(trend.points, '[]'::json))
    order by kr.position, kr.created_at, kr.id) as list
  from kr
  join users u on u.id = kr.owner_id
  left join trend on trend.key_result_id = kr.id
  group by kr.objective_id
),
latest_comments as (
  select obj.id as objective_id, json_agg(json_build_object(
      'id', lc.id, 'body', lc.body, 'createdAt', ${iso(sql`lc.created_at`)},
      'author', json_build_object('id', lc.author_id, 'name', lc.author_name, 'avatar', lc.author_avatar),
      'keyResultTitle', lc.key_result_title,
      'mentions', coalesce((
        select json_agg(json_build_object('id', mu.id, 'name', mu.name) order by mu.name)
        from comment_mentions cm join users mu on mu.id = cm.user_id
        where cm.comment_id = lc.id), '[]'::json))
    order by lc.created_at desc) as list
  from obj
  cross join lateral (
    select c.id, c.body, c.created_at, c.author_id, au.name as author_name,
      au.avatar as author_avatar, k.title as key_result_title
    from comments c
    join users au on au.id = c.author_id
    left join key_results k on k.id = c.key_result_id
    where c.company_id = ${companyId}::uuid and c.objective_id = obj.id
    order by c.created_at desc, c.id
    limit ${sql.raw(String(PRESENTATION_COMMENTS))}
  ) lc
  group by obj.id
)
select json_build_object(
  'cycle', (select json_build_object('id', id, 'name', name, 'startDate', start_date,
    'endDate', end_date, 'status', status) from cyc),
  'team', (select json_build_object('id', id, 'name', name) from tm),
  'overview', ${input.overview ? overview : sql`null`},
  'objectives', coalesce((select json_agg(json_build_object(
      'id', obj.id, 'title', obj.title, 'level', obj.level, 'status', obj.status,
      'owner', json_build_object('id', ou.id, 'name', ou.name, 'avatar', ou.avatar),
      'team', case when t.id is not null then json_build_object('id', t.id, 'name', t.name) end,
      'progress', obj.progress, 'confidence', obj.confidence, 'private', obj.private,
      'keyResults', coalesce(krs.list, '[]'::json),
      'comments', coalesce(latest_comments.list, '[]'::json))
    order by obj.level, obj.title, obj.id)
    from obj
    join users ou on ou.id = obj.owner_id
    left join teams t on t.id = obj.team_id
    left join krs on krs.objective_id = obj.id
    left join latest_comments on latest_comments.objective_id = obj.id), '[]'::json)
) as data`,
  );
  if (!data) throw new Error('presentation query returned no row');
  return data;
}
