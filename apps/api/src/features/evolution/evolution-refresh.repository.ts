import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { type RawStatement, rawQuery } from '../../db/raw-query';

export type RefreshMark = {
  objectiveId: string;
  token: string;
  day: string;
  /** False when the objective left the mark's cycle meanwhile (its own edit refreshed it). */
  inCycle: boolean;
};

export type NewRefreshMark = {
  objectiveId: string;
  companyId: string;
  cycleId: string;
  day: string;
};

/**
 * Marks objectives for the refresh job in one prepared statement (it follows every batch of the
 * check-in POST; `db` is the app's database, not a transaction): a mark already there takes the
 * later day, the newest cycle and a new token (so a job that read it keeps it for its next run).
 * Rows are locked in objective order, as deleteRefreshMarks locks them.
 */
export async function markForRefresh(
  db: Database,
  marks: readonly NewRefreshMark[],
): Promise<void> {
  const byObjective = new Map<string, NewRefreshMark>();
  for (const mark of marks) {
    const known = byObjective.get(mark.objectiveId);
    byObjective.set(
      mark.objectiveId,
      known && known.day > mark.day ? { ...mark, day: known.day } : mark,
    );
  }
  if (byObjective.size === 0) return;
  // PostgreSQL orders uuids as their lowercase hex text.
  const rows = [...byObjective.values()].sort((a, b) =>
    a.objectiveId < b.objectiveId ? -1 : a.objectiveId > b.objectiveId ? 1 : 0,
  );
  await rawQuery(db, MARK, [JSON.stringify(rows)]);
}

const MARK: RawStatement = {
  name: 'evolution_refresh_mark',
  text: `
    insert into evolution_refresh_marks as m (objective_id, company_id, cycle_id, day)
    select "objectiveId", "companyId", "cycleId", day
      from jsonb_to_recordset($1::jsonb)
        as r("objectiveId" uuid, "companyId" uuid, "cycleId" uuid, day date)
      order by "objectiveId"
    on conflict (objective_id) do update set cycle_id = excluded.cycle_id,
      day = greatest(m.day, excluded.day), token = gen_random_uuid()`,
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
 * Locks them in objective order first, the order markForRefresh takes them in, so the two never
 * wait on each other in a cycle.
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
