import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';

export interface CounterHit {
  key: string;
  windowMs: number;
}

export interface CounterState {
  key: string;
  count: number;
  resetsAt: Date;
}

const rowsOf = (result: unknown) =>
  (result as { rows: { key: string; count: number; resets_at: Date | string }[] }).rows.map(
    (row) => ({ key: row.key, count: Number(row.count), resetsAt: new Date(row.resets_at) }),
  );

/**
 * Both statements lock a request's keys in this one order (the insert in its values' order, the
 * update through `locked_keys`): in different orders, parallel sign-in attempts deadlocked.
 */
const inLockOrder = (keys: string[]) => [...keys].sort();

/**
 * Counts one event on each key in one statement: a key whose window has ended starts again
 * at 1. Returns the counts after this event.
 */
export async function incrementCounters(db: Database, hits: CounterHit[]): Promise<CounterState[]> {
  if (hits.length === 0) return [];
  const windows = new Map(hits.map((hit) => [hit.key, hit.windowMs]));
  const values = sql.join(
    inLockOrder([...windows.keys()]).map(
      (key) =>
        sql`(${key}, 1, now() + make_interval(secs => ${(windows.get(key) ?? 0) / 1000}::double precision))`,
    ),
    sql`, `,
  );
  const result = await db.execute(sql`
    insert into rate_limit_counters as c (key, count, resets_at) values ${values}
    on conflict (key) do update set
      count = case when c.resets_at <= now() then 1 else c.count + 1 end,
      resets_at = case when c.resets_at <= now() then excluded.resets_at else c.resets_at end
    returning c.key, c.count, c.resets_at`);
  return rowsOf(result);
}

/**
 * Takes back one event from each key (a reserved attempt that was not a failure after all),
 * unless its window has ended meanwhile.
 */
export async function decrementCounters(db: Database, keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  const wanted = sql.join(
    inLockOrder(keys).map((key) => sql`${key}`),
    sql`, `,
  );
  await db.execute(sql`
    with locked_keys as materialized (
      select c.key from rate_limit_counters c
        join unnest(array[${wanted}]::text[]) with ordinality as wanted(key, position)
          on wanted.key = c.key
      where c.resets_at > now()
      order by wanted.position
      for update of c
    )
    update rate_limit_counters c set count = greatest(c.count - 1, 0)
    from locked_keys where c.key = locked_keys.key`);
}

/** Drops counters whose window ended: they would restart at 1 anyway. */
export async function deleteExpiredCounters(db: Database): Promise<void> {
  await db.execute(sql`delete from rate_limit_counters where resets_at < now()`);
}
