import type { CycleStatus } from '@rumo/shared/okr/key-result-types';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { type CompanyReader, objectiveVisibleTo } from '../objectives/public';
import { readJson } from './cycle-close-read.repository';

/**
 * A key result as the report weighs it, as a compact tuple (a 5,000-objective cycle has 10,000 of
 * them): [stored score or null, progress, scored by a person, owner id, team id, pillar id].
 */
export type ReportKeyResult = [
  number | null,
  number,
  boolean,
  string,
  string | null,
  string | null,
];

export interface CycleReportRead {
  cycle: { id: string; name: string; startDate: string; endDate: string; status: CycleStatus };
  keyResults: ReportKeyResult[];
  /** Names of the owners, teams and pillars the tuples point to, by id. */
  names: Record<string, string>;
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
 * What the cycle report sums, over the objectives the reader may see (drafts aside), in ONE
 * statement; null when the company has no such cycle.
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
  select s.score, k.progress, s.scored_by is not null as by_person, k.owner_id,
    scoped.team_id, scoped.pillar_id
  from key_results k
  join scoped on scoped.id = k.objective_id
  left join key_result_scores s on s.key_result_id = k.id
  where k.company_id = ${company}
)
select json_build_object(
  'cycle', json_build_object('id', id, 'name', name, 'startDate', start_date,
    'endDate', end_date, 'status', status),
  'keyResults', (select coalesce(json_agg(json_build_array(score, progress, by_person, owner_id,
    team_id, pillar_id)), '[]') from kr),
  'names', (select coalesce(json_object_agg(n.id, n.name), '{}') from (
    select u.id, u.name from users u where u.id in (select owner_id from kr)
    union all select t.id, t.name from teams t where t.id in (select team_id from kr)
    union all select p.id, p.name from pillars p where p.id in (select pillar_id from kr)) n),
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
