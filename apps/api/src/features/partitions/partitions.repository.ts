import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';

/** The tables RANGE-partitioned by month on `created_at` (decision 0041). */
export const MONTH_PARTITIONED_TABLES = ['check_ins', 'activity_log'] as const;

/**
 * Creates the month partitions of every partitioned table from `now`'s month on, `months` of them,
 * when missing (rows the DEFAULT partition took for such a month move into it); one statement per
 * table. Returns how many partitions were created.
 */
export async function ensureMonthPartitions(
  db: Database,
  now: Date,
  months: number,
): Promise<number> {
  let created = 0;
  for (const table of MONTH_PARTITIONED_TABLES) {
    const result = await db.execute(
      sql`select rumo_ensure_month_partitions(${table}, ${now.toISOString()}::timestamptz, ${months}) as created`,
    );
    const [row] = (result as unknown as { rows: { created: number }[] }).rows;
    created += Number(row?.created ?? 0);
  }
  return created;
}
