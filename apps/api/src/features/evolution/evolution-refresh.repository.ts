import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';

export type RefreshMark = {
  objectiveId: string;
  token: string;
  day: string;
  /** False when the objective left the mark's cycle meanwhile (its own edit refreshed it). */
  inCycle: boolean;
};

/** Some marks of a company's cycle, with whether their objective is still in that cycle. */
export async function findRefreshMarks(
  db: Database,
  companyId: string,
  cycleId: string,
  limit: number,
): Promise<RefreshMark[]> {
  const result = await db.execute(sql`
    select m.objective_id as "objectiveId", m.token, m.day::text as day,
      coalesce(o.cycle_id = m.cycle_id, false) as "inCycle"
    from evolution_refresh_marks m left join objectives o on o.id = m.objective_id
    where m.company_id = ${companyId} and m.cycle_id = ${cycleId}
    limit ${limit}`);
  return (result as unknown as { rows: RefreshMark[] }).rows;
}

/**
 * Deletes the marks that were computed from: one re-marked meanwhile has a new token and stays.
 * Locks them in objective order first, the order a batch of check-ins marks them in
 * (rumo_write_check_ins), so the two never wait on each other in a cycle.
 */
export async function deleteRefreshMarks(
  db: Database,
  marks: readonly Pick<RefreshMark, 'objectiveId' | 'token'>[],
): Promise<void> {
  if (marks.length === 0) return;
  await db.execute(sql`
    with done as (
      select m.objective_id from evolution_refresh_marks m
      join jsonb_to_recordset(${JSON.stringify(marks)}::jsonb) as d("objectiveId" uuid, token uuid)
        on m.objective_id = d."objectiveId" and m.token = d.token
      order by m.objective_id
      for update of m
    )
    delete from evolution_refresh_marks m using done where m.objective_id = done.objective_id`);
}

/** Every company cycle with marks left (the sweep's list; the table holds seconds of marks). */
export async function findMarkedCycles(
  db: Database,
): Promise<{ companyId: string; cycleId: string }[]> {
  const result = await db.execute(sql`
    select distinct company_id as "companyId", cycle_id as "cycleId" from evolution_refresh_marks`);
  return (result as unknown as { rows: { companyId: string; cycleId: string }[] }).rows;
}
