import type { CycleReportQuery } from '@rumo/shared/cycle-close/contracts';
import type { ScoreSum } from '@rumo/shared/cycle-close/score';
import type { CycleStatus } from '@rumo/shared/okr/key-result-types';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { readJson } from '../../db/read-json';
import { type CompanyReader, objectiveVisibleTo } from '../objectives/public';

/**
 * The suggested score of a key result at `progress`, in SQL: `rumo_suggested_score` (migration
 * `key_result_sums`), `suggestScore` of packages/shared/src/cycle-close/score.ts in float8 as
 * JavaScript computes it. cycle-report.int.test.ts holds the two to the same answers.
 */
export const suggestedScoreSql = (progress: SQL) => sql`rumo_suggested_score(${progress})`;

const TENTHS = Array.from({ length: 11 }, (_, tenth) => `tenths_${tenth}`);

/** The columns of `cycle_group_score_sums` the report adds up, prefixed by `alias`. */
const groupColumns = (alias: string) =>
  sql.raw(
    ['team_id', 'pillar_id', 'n', 'by_person', 'tenth_sum', ...TENTHS]
      .map((column) => `${alias}.${column}`)
      .join(', '),
  );

/** How many scores of the `groups` rows fall on each tenth, as (tenth, n) rows (n null: none). */
const tenthCounts = sql.raw(
  `select d.tenth - 1 as tenth, d.n from (select array[${TENTHS.map(
    (column) => `sum(${column})`,
  ).join(', ')}] as counts from groups) k, unnest(k.counts) with ordinality as d(n, tenth)`,
);

export interface CycleReportRead {
  cycle: { id: string; name: string; startDate: string; endDate: string; status: CycleStatus };
  /** Key results counted, those whose score is still the suggestion, and their scores' sum. */
  totals: { count: number; suggested: number; sum: number };
  byTeam: ScoreSum[];
  byPillar: ScoreSum[];
  /** One page of the people, lowest average first, then by name; total: all of them. */
  byPerson: { rows: ScoreSum[]; total: number };
  /** How many scores are worth each tenth (0 to 10). */
  tenths: Record<string, number>;
  /** The retrospectives written, in list order. */
  retrospectives: {
    objectiveId: string;
    title: string;
    ownerName: string;
    worked: string | null;
    learned: string | null;
    continues: string | null;
    author: { id: string; name: string } | null;
    updatedAt: string;
  }[];
}

/**
 * The cycle report's sums and counts, over the objectives the reader may see (drafts aside), in
 * ONE statement, without reading the cycle's objectives: the sums of those anyone may see are
 * kept per cycle on write (cycle-score-sums.table.ts, decision 0048) and the private ones this
 * reader may see (usually few) are added on top. People come a page at a time, walked in
 * report order from an index, so the statement reads a page's worth of them whatever the
 * company's size; null without such a cycle.
 */
export function loadCycleReport(
  db: Database,
  reader: CompanyReader,
  cycleId: string,
  { page, limit }: CycleReportQuery,
): Promise<CycleReportRead | null> {
  const company = sql`${reader.companyId}::uuid`;
  const offset = (page - 1) * limit;
  return readJson<CycleReportRead>(
    db,
    sql`
with cyc as (
  select id, name, start_date, end_date, status from cycles
  where company_id = ${company} and id = ${cycleId}::uuid
),
-- The private objectives this reader may see, drafts aside: the kept sums leave them out.
extra as (
  select s.owner_id, ${groupColumns('s')}
  from objectives o
  join objective_key_result_sums s on s.objective_id = o.id
  where o.company_id = ${company} and o.cycle_id = (select id from cyc) and o.private
    and o.status <> 'draft' and ${objectiveVisibleTo(reader, sql.identifier('o'))}
),
groups as (
  select ${groupColumns('g')} from cycle_group_score_sums g
  where g.company_id = ${company} and g.cycle_id = (select id from cyc)
  union all
  select ${groupColumns('e')} from extra e
),
-- The people with key results in those private objectives: their place may change.
moved as (
  select x.owner_id, x.n + coalesce(p.n, 0) as n, x.tenth_sum + coalesce(p.tenth_sum, 0) as tenth_sum,
    p.owner_id is null as added
  from (select owner_id, sum(n) as n, sum(tenth_sum) as tenth_sum from extra group by owner_id) x
  left join cycle_owner_score_sums p on p.owner_id = x.owner_id and p.cycle_id = (select id from cyc)
),
-- Everyone up to the page's end, in report order: average (two decimals, as scoreGroupOf
-- rounds it), name, id; the others as kept, the moved ones recounted.
ranked as (
  (select p.owner_id, p.n, p.tenth_sum, p.average, p.name_key from cycle_owner_score_sums p
    where p.company_id = ${company} and p.cycle_id = (select id from cyc)
      and p.owner_id not in (select owner_id from moved)
    order by p.average, p.name_key, p.owner_id limit ${offset + limit})
  union all
  select m.owner_id, m.n, m.tenth_sum, round((m.tenth_sum::float8 / 10 / m.n)::numeric, 2),
    lower(u.name)
  from moved m join users u on u.id = m.owner_id
)
select json_build_object(
  'cycle', json_build_object('id', id, 'name', name, 'startDate', start_date,
    'endDate', end_date, 'status', status),
  'totals', (select json_build_object('count', coalesce(sum(n), 0), 'suggested',
    coalesce(sum(n - by_person), 0), 'sum', coalesce(sum(tenth_sum)::float8 / 10, 0)) from groups),
  'byTeam', (select coalesce(json_agg(json_build_object('id', g.team_id,
    'name', coalesce(t.name, 'Sem time'), 'sum', g.total, 'count', g.n)), '[]')
    from (select team_id, sum(tenth_sum)::float8 / 10 as total, sum(n) as n from groups
      group by team_id) g
    left join teams t on t.id = g.team_id),
  'byPillar', (select coalesce(json_agg(json_build_object('id', g.pillar_id,
    'name', coalesce(p.name, 'Sem pilar'), 'sum', g.total, 'count', g.n)), '[]')
    from (select pillar_id, sum(tenth_sum)::float8 / 10 as total, sum(n) as n from groups
      group by pillar_id) g
    left join pillars p on p.id = g.pillar_id),
  'byPerson', json_build_object(
    'total', (select count(*) from cycle_owner_score_sums p
      where p.company_id = ${company} and p.cycle_id = (select id from cyc))
      + (select count(*) from moved where added),
    'rows', (select coalesce(json_agg(json_build_object('id', r.owner_id, 'name', u.name,
      'sum', r.tenth_sum::float8 / 10, 'count', r.n) order by r.average, r.name_key, r.owner_id),
      '[]')
      from (select * from ranked order by average, name_key, owner_id
        limit ${limit} offset ${offset}) r
      join users u on u.id = r.owner_id)),
  'tenths', (select coalesce(json_object_agg(tenth, n) filter (where n > 0), '{}')
    from (${tenthCounts}) c),
  'retrospectives', (select coalesce(json_agg(json_build_object('objectiveId', o.id,
    'title', o.title, 'ownerName', ou.name, 'worked', r.worked, 'learned', r.learned,
    'continues', r.continues, 'updatedAt', r.updated_at,
    'author', case when ra.id is null then null
      else json_build_object('id', ra.id, 'name', ra.name) end)
    order by o.level, o.title, o.id), '[]')
    from objective_retrospectives r
    join objectives o on o.id = r.objective_id
    join users ou on ou.id = o.owner_id
    left join users ra on ra.id = r.author_id
    where r.company_id = ${company} and o.company_id = ${company}
      and o.cycle_id = (select id from cyc) and o.status <> 'draft'
      and ${objectiveVisibleTo(reader, sql.identifier('o'))})
) as data
from cyc`,
  );
}
