import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { objectiveOpenToAll } from '../objectives/public';
import type { keyResultForecasts, objectiveEvolution } from './evolution.table';

/** A list of rows as one jsonb parameter, read back with jsonb_to_recordset. */
const rowsParam = (rows: readonly object[]): SQL => sql`${JSON.stringify(rows)}::jsonb`;

/**
 * Stores some key results' forecasts and their objectives' evolution rows in one statement
 * (two upserts in one round trip).
 */
export async function upsertObjectiveFigures(
  db: Database,
  forecasts: (typeof keyResultForecasts.$inferInsert)[],
  objectives: (typeof objectiveEvolution.$inferInsert)[],
): Promise<void> {
  if (forecasts.length === 0 && objectives.length === 0) return;
  await db.execute(sql`
    with forecasts as (
      insert into key_result_forecasts (key_result_id, company_id, cycle_id, objective_id,
        progress)
      select "keyResultId", "companyId", "cycleId", "objectiveId", progress
      from jsonb_to_recordset(${rowsParam(forecasts)})
        as f("keyResultId" uuid, "companyId" uuid, "cycleId" uuid, "objectiveId" uuid,
          progress float8)
      on conflict (key_result_id) do update set cycle_id = excluded.cycle_id,
        objective_id = excluded.objective_id, progress = excluded.progress
    )
    insert into objective_evolution (objective_id, company_id, cycle_id, progress, confidence,
      forecast, paced)
    select "objectiveId", "companyId", "cycleId", progress, confidence, forecast, paced
    from jsonb_to_recordset(${rowsParam(objectives)})
      as o("objectiveId" uuid, "companyId" uuid, "cycleId" uuid, progress float8,
        confidence confidence, forecast float8, paced boolean)
    on conflict (objective_id) do update set cycle_id = excluded.cycle_id,
      progress = excluded.progress, confidence = excluded.confidence,
      forecast = excluded.forecast, paced = excluded.paced`);
}

/**
 * Today's company snapshot of a cycle, computed and stored in one statement: as companyTotals,
 * the average progress of its non-draft objectives (each from its evolution row of this cycle,
 * else its cached progress) and the confidence most of them share, ties going to the worse one.
 */
export async function storeCycleSnapshotOf(
  db: Database,
  companyId: string,
  cycleId: string,
  day: string,
): Promise<void> {
  await db.execute(sql`
    with per_confidence as (
      select case when e.objective_id is not null then e.confidence else o.confidence end
          as confidence,
        count(*)::int as n, sum(coalesce(e.progress, o.progress))::float8 as progress
      from objectives o
      left join objective_evolution e on e.objective_id = o.id and e.cycle_id = o.cycle_id
      where o.company_id = ${companyId} and o.cycle_id = ${cycleId}
        and ${objectiveOpenToAll(sql.identifier('o'))}
      group by 1
    ),
    totals as (select coalesce(sum(n), 0) as n, sum(progress) as progress from per_confidence)
    insert into cycle_progress_snapshots (company_id, cycle_id, day, progress, confidence)
    select ${companyId}, ${cycleId}, ${day}, case when n = 0 then 0 else progress / n end,
      (select confidence from per_confidence where confidence is not null
        order by n desc, confidence desc limit 1)
    from totals
    on conflict (cycle_id, day) do update
      set progress = excluded.progress, confidence = excluded.confidence`);
}
