import type { CycleStatus, ObjectiveStatus } from '@rumo/shared/okr/key-result-types';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { readJson } from '../../db/read-json';
import { type CompanyReader, objectiveVisibleTo } from '../objectives/public';

type Timestamp = string;
type Named = { id: string; name: string };

export interface ClosingObjectiveRow {
  id: string;
  title: string;
  status: ObjectiveStatus;
  progress: number;
  owner: Named;
  team: Named | null;
  pillar: Named | null;
  retrospective: {
    worked: string | null;
    learned: string | null;
    continues: string | null;
    author: Named | null;
    updatedAt: Timestamp;
  } | null;
}

export interface ClosingKeyResultRow {
  id: string;
  objectiveId: string;
  title: string;
  progress: number;
  owner: Named;
  score: {
    score: number;
    suggested: number;
    reason: string | null;
    scoredBy: Named | null;
    scoredAt: Timestamp;
    version: number;
  } | null;
}

export interface CarriedRow {
  sourceId: string;
  objectiveId: string;
  title: string;
  cycleId: string;
  cycleName: string;
}

/** Everything the close checklist, "Encerrar ciclo" and the report read of a cycle. */
export interface CycleCloseRead {
  cycle: { id: string; name: string; startDate: string; endDate: string; status: CycleStatus };
  /** The cycle's objectives the reader may see (of the scope's page), in list order. */
  objectives: ClosingObjectiveRow[];
  /** Their key results, in display order. */
  keyResults: ClosingKeyResultRow[];
  /** Objectives in the scope, on every page. */
  total: number;
  /** Key results of the objectives in the scope, on every page, without a score. */
  unscoredCount: number;
  /** Where those objectives were carried, among objectives the reader may see. */
  carriedInto: CarriedRow[];
  /** Open cycles starting after this one: where unfinished objectives may go. */
  nextCycles: Named[];
}

const named = (id: string, name: string) =>
  sql.raw(
    `case when ${id} is null then null else json_build_object('id', ${id}, 'name', ${name}) end`,
  );

/**
 * The carry-overs from the objectives `sourceIds` (a subquery) into objectives the reader may see,
 * as rows of `carriedJson`.
 */
const carriedFrom = (reader: CompanyReader, sourceIds: SQL) => sql`
  select co.source_objective_id, tg.id, tg.title, tc.id as cycle_id, tc.name as cycle_name,
    tc.start_date
  from objective_carry_overs co
  join objectives tg on tg.id = co.target_objective_id
  join cycles tc on tc.id = tg.cycle_id
  where co.company_id = ${reader.companyId}::uuid and co.source_objective_id in (${sourceIds})
    and ${objectiveVisibleTo(reader, sql.identifier('tg'))}`;
/** The rows of `carriedFrom` in a CTE `carried`, as a JSON array (`CarriedRow[]`). */
const carriedJson = sql`(select coalesce(json_agg(json_build_object(
    'sourceId', source_objective_id, 'objectiveId', id, 'title', title, 'cycleId', cycle_id,
    'cycleName', cycle_name) order by start_date, id), '[]') from carried)`;

/** Which of the visible objectives a read covers: only the reader's own, and one page of them. */
export interface CycleCloseScope {
  /** Objectives the reader owns or holds a key result in (a member's checklist). */
  onlyMine: boolean;
  /** Null: every objective (the report, "Encerrar ciclo"). */
  page: { limit: number; offset: number } | null;
}

/**
 * The cycle of the reader's company with its objectives the reader may see (private ones only to
 * their viewers) in the scope, their key results, scores, retrospectives, carry-overs and the later
 * open cycles, in ONE statement; null when the company has no such cycle. The visibility rule is
 * applied once, to the objectives; the key results and carry-overs follow from them.
 */
export async function loadCycleClose(
  db: Database,
  reader: CompanyReader,
  cycleId: string,
  scope: CycleCloseScope,
): Promise<CycleCloseRead | null> {
  const company = sql`${reader.companyId}::uuid`;
  const me = sql`${reader.id}::uuid`;
  const mine = scope.onlyMine
    ? sql`and (o.owner_id = ${me} or o.id in (select k.objective_id from key_results k
        where k.company_id = ${company} and k.owner_id = ${me}))`
    : sql``;
  const statement = sql`
with cyc as (
  select id, name, start_date, end_date, status from cycles
  where company_id = ${company} and id = ${cycleId}::uuid
),
scoped as (
  select o.id, o.level, o.title from objectives o
  where o.company_id = ${company} and o.cycle_id = (select id from cyc)
    -- A draft never ran in the cycle: nothing to score, and it would skew the report.
    and o.status <> 'draft'
    and ${objectiveVisibleTo(reader, sql.identifier('o'))} ${mine}
),
paged as (
  select id from scoped order by level, title, id
  limit ${scope.page?.limit ?? null} offset ${scope.page?.offset ?? 0}
),
obj as (
  select o.id, o.level, o.title, o.status, o.progress,
    ${named('u.id', 'u.name')} as owner, ${named('t.id', 't.name')} as team,
    ${named('p.id', 'p.name')} as pillar,
    case when r.id is null then null else json_build_object('worked', r.worked,
      'learned', r.learned, 'continues', r.continues, 'author', ${named('ra.id', 'ra.name')},
      'updatedAt', r.updated_at) end as retrospective
  from objectives o
  join users u on u.id = o.owner_id
  left join teams t on t.id = o.team_id
  left join pillars p on p.id = o.pillar_id
  left join objective_retrospectives r on r.objective_id = o.id
  left join users ra on ra.id = r.author_id
  where o.id in (select id from paged)
),
kr as (
  select kr.id, kr.objective_id, kr.title, kr.progress, kr.position, kr.created_at,
    ${named('ku.id', 'ku.name')} as owner,
    case when s.id is null then null else json_build_object('score', s.score,
      'suggested', s.suggested, 'reason', s.reason, 'scoredBy', ${named('su.id', 'su.name')},
      'scoredAt', s.scored_at, 'version', s.version) end as score
  from key_results kr
  join obj on obj.id = kr.objective_id
  join users ku on ku.id = kr.owner_id
  left join key_result_scores s on s.key_result_id = kr.id
  left join users su on su.id = s.scored_by
  where kr.company_id = ${company}
),
carried as (${carriedFrom(reader, sql`select id from obj`)})
select json_build_object(
  'cycle', json_build_object('id', id, 'name', name, 'startDate', start_date,
    'endDate', end_date, 'status', status),
  'objectives', (select coalesce(json_agg(json_build_object('id', id, 'title', title,
    'status', status, 'progress', progress, 'owner', owner, 'team', team, 'pillar', pillar,
    'retrospective', retrospective) order by level, title, id), '[]') from obj),
  'keyResults', (select coalesce(json_agg(json_build_object('id', id, 'objectiveId', objective_id,
    'title', title, 'progress', progress, 'owner', owner, 'score', score)
    order by position, created_at, id), '[]') from kr),
  'carriedInto', ${carriedJson},
  'total', (select count(*) from scoped),
  -- From the sums kept per objective and owner (objective_key_result_sums), not every key result.
  'unscoredCount', (select coalesce(sum(s.n - s.scored), 0) from objective_key_result_sums s
    join scoped on scoped.id = s.objective_id
    where s.company_id = ${company}),
  'nextCycles', (select coalesce(json_agg(json_build_object('id', n.id, 'name', n.name)
    order by n.start_date, n.id), '[]') from cycles n
    where n.company_id = ${company} and n.status <> 'closed' and n.start_date > cyc.start_date)
) as data
from cyc`;
  return readJson<CycleCloseRead>(db, statement);
}

export interface CarryLinksRead {
  carriedFrom: Omit<CarriedRow, 'sourceId'> | null;
  carriedInto: CarriedRow[];
}

/**
 * Where an objective the reader may see came from and where it went on, among objectives they
 * may see, in one statement; null when the objective is not theirs to see.
 */
export function loadCarryLinks(
  db: Database,
  reader: CompanyReader,
  objectiveId: string,
): Promise<CarryLinksRead | null> {
  const statement = sql`
with me as (
  select o.id from objectives o
  where o.id = ${objectiveId}::uuid and o.company_id = ${reader.companyId}::uuid
    and ${objectiveVisibleTo(reader, sql.identifier('o'))}
),
carried as (${carriedFrom(reader, sql`select id from me`)})
select json_build_object(
  'carriedFrom', (select json_build_object('objectiveId', so.id, 'title', so.title,
      'cycleId', sc.id, 'cycleName', sc.name)
    from objective_carry_overs co
    join objectives so on so.id = co.source_objective_id
    join cycles sc on sc.id = so.cycle_id
    where co.company_id = ${reader.companyId}::uuid and co.target_objective_id = me.id
      and ${objectiveVisibleTo(reader, sql.identifier('so'))}
    order by sc.start_date, so.id limit 1),
  'carriedInto', ${carriedJson}
) as data
from me`;
  return readJson<CarryLinksRead>(db, statement);
}
