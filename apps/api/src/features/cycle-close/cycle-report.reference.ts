import type { CycleReportQuery } from '@rumo/shared/cycle-close/contracts';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { readJson } from '../../db/read-json';
import { type CompanyReader, objectiveVisibleTo } from '../objectives/public';
import type { CycleReportRead } from './cycle-report.repository';

const TENTHS = Array.from({ length: 11 }, (_, tenth) => `tenths_${tenth}`);
const tenthColumns = sql.raw(TENTHS.map((column) => `s.${column}`).join(', '));
const tenthCounts = sql.raw(
  `select d.tenth - 1 as tenth, d.n from (select array[${TENTHS.map(
    (column) => `sum(${column})`,
  ).join(', ')}] as counts from kr) k, unnest(k.counts) with ordinality as d(n, tenth)`,
);

/**
 * The cycle report as it was read before the cycle's sums were kept (decision 0048): over every
 * objective the reader may see, drafts aside. cycle-report.int.test.ts holds the kept sums to
 * it for every reader, page and kind of write.
 */
export function loadCycleReportFromObjectives(
  db: Database,
  reader: CompanyReader,
  cycleId: string,
  { page, limit }: CycleReportQuery,
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
-- One row per objective and key result owner (objective_key_result_sums), not per key result.
kr as (
  select s.owner_id, s.n, s.by_person, s.tenth_sum, ${tenthColumns}, scoped.team_id,
    scoped.pillar_id
  from objective_key_result_sums s
  join scoped on scoped.id = s.objective_id
  where s.company_id = ${company}
),
people as (
  -- average: as scoreGroupOf rounds it (two decimals), so equal averages go by name.
  select g.owner_id, u.name, g.total, g.n, round((g.total / g.n)::numeric, 2) as average
  from (select owner_id, sum(tenth_sum)::float8 / 10 as total, sum(n) as n from kr
    group by owner_id) g
  join users u on u.id = g.owner_id
)
select json_build_object(
  'cycle', json_build_object('id', id, 'name', name, 'startDate', start_date,
    'endDate', end_date, 'status', status),
  'totals', (select json_build_object('count', coalesce(sum(n), 0), 'suggested',
    coalesce(sum(n - by_person), 0), 'sum', coalesce(sum(tenth_sum)::float8 / 10, 0)) from kr),
  'byTeam', (select coalesce(json_agg(json_build_object('id', g.team_id,
    'name', coalesce(t.name, 'Sem time'), 'sum', g.total, 'count', g.n)), '[]')
    from (select team_id, sum(tenth_sum)::float8 / 10 as total, sum(n) as n from kr
      group by team_id) g
    left join teams t on t.id = g.team_id),
  'byPillar', (select coalesce(json_agg(json_build_object('id', g.pillar_id,
    'name', coalesce(p.name, 'Sem pilar'), 'sum', g.total, 'count', g.n)), '[]')
    from (select pillar_id, sum(tenth_sum)::float8 / 10 as total, sum(n) as n from kr
      group by pillar_id) g
    left join pillars p on p.id = g.pillar_id),
  'byPerson', json_build_object(
    'total', (select count(*) from people),
    'rows', (select coalesce(json_agg(json_build_object('id', p.owner_id, 'name', p.name,
      'sum', p.total, 'count', p.n) order by p.average, lower(p.name), p.owner_id), '[]')
      from (select * from people order by average, lower(name), owner_id
        limit ${limit} offset ${(page - 1) * limit}) p)),
  'tenths', (select coalesce(json_object_agg(tenth, n) filter (where n > 0), '{}')
    from (${tenthCounts}) c),
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
