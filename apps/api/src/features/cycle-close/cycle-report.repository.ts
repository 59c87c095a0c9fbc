import type { ScoreSum } from '@rumo/shared/cycle-close/score';
import type { CycleStatus } from '@rumo/shared/okr/key-result-types';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { type CompanyReader, objectiveVisibleTo } from '../objectives/public';
import { readJson } from './cycle-close-read.repository';

/**
 * The suggested score of a key result at `progress`, in SQL: `suggestScore` of
 * packages/shared/src/cycle-close/score.ts (clamp to 0–100, tenths, halves up) in float8 as
 * JavaScript computes it: Math.round(v) is floor(v + 0.5) except just under 0.5, where v + 0.5
 * rounds up to 1. cycle-report.int.test.ts holds the two to the same answers.
 */
export const suggestedScoreSql = (progress: SQL) => {
  const tenths = sql`(least(100, greatest(0, ${progress}))::float8 / 10)`;
  return sql`((case when ${tenths} < 0.5 then 0 else floor(${tenths} + 0.5) end) / 10)::float8`;
};

export interface CycleReportRead {
  cycle: { id: string; name: string; startDate: string; endDate: string; status: CycleStatus };
  /** Key results counted, those whose score is still the suggestion, and their scores' sum. */
  totals: { count: number; suggested: number; sum: number };
  byTeam: ScoreSum[];
  byPillar: ScoreSum[];
  byPerson: ScoreSum[];
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
 * ONE statement that answers a few rows whatever the cycle's size; null without such a cycle.
 */
export function loadCycleReport(
  db: Database,
  reader: CompanyReader,
  cycleId: string,
): Promise<CycleReportRead | null> {
  const company = sql`${reader.companyId}::uuid`;
  return readJson<CycleReportRead>(
    db,
    sql`
with cyc as (
  select id, name, start_date, end_date, status from cycles
  where company_id = ${company} and id = ${cycleId}::uuid
),
scoped as (
  select o.id, o.level, o.title, o.owner_id, o.team_id, o.pillar_id from objectives o
  where o.company_id = ${company} and o.cycle_id = (select id from cyc) and o.status <> 'draft'
    and ${objectiveVisibleTo(reader, sql.identifier('o'))}
),
kr as (
  select coalesce(s.score, ${suggestedScoreSql(sql`k.progress`)}) as score,
    s.scored_by is not null as by_person, k.owner_id, scoped.team_id, scoped.pillar_id
  from key_results k
  join scoped on scoped.id = k.objective_id
  left join key_result_scores s on s.key_result_id = k.id
  where k.company_id = ${company}
)
select json_build_object(
  'cycle', json_build_object('id', id, 'name', name, 'startDate', start_date,
    'endDate', end_date, 'status', status),
  'totals', (select json_build_object('count', count(*), 'suggested',
    count(*) filter (where not by_person), 'sum', coalesce(sum(score), 0)) from kr),
  'byTeam', (select coalesce(json_agg(json_build_object('id', g.team_id,
    'name', coalesce(t.name, 'Sem time'), 'sum', g.total, 'count', g.n)), '[]')
    from (select team_id, sum(score) as total, count(*) as n from kr group by team_id) g
    left join teams t on t.id = g.team_id),
  'byPillar', (select coalesce(json_agg(json_build_object('id', g.pillar_id,
    'name', coalesce(p.name, 'Sem pilar'), 'sum', g.total, 'count', g.n)), '[]')
    from (select pillar_id, sum(score) as total, count(*) as n from kr group by pillar_id) g
    left join pillars p on p.id = g.pillar_id),
  'byPerson', (select coalesce(json_agg(json_build_object('id', g.owner_id, 'name', u.name,
    'sum', g.total, 'count', g.n)), '[]')
    from (select owner_id, sum(score) as total, count(*) as n from kr group by owner_id) g
    join users u on u.id = g.owner_id),
  'tenths', (select coalesce(json_object_agg(tenth, n), '{}')
    from (select round(score * 10)::int as tenth, count(*) as n from kr group by 1) d),
  'retrospectives', (select coalesce(json_agg(json_build_object('objectiveId', scoped.id,
    'title', scoped.title, 'ownerName', ou.name, 'worked', r.worked, 'learned', r.learned,
    'continues', r.continues, 'updatedAt', r.updated_at,
    'author', case when ra.id is null then null
      else json_build_object('id', ra.id, 'name', ra.name) end)
    order by scoped.level, scoped.title, scoped.id), '[]')
    from scoped
    join objective_retrospectives r on r.objective_id = scoped.id
    join users ou on ou.id = scoped.owner_id
    left join users ra on ra.id = r.author_id)
) as data
from cyc`,
  );
}
