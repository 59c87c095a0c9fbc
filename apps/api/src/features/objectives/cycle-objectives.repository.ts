import { and, count, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { objectives } from './objectives.table';

/** How many objectives each of the company's given cycles holds (cycles without any are absent). */
export async function countObjectivesByCycle(
  db: Database,
  companyId: string,
  cycleIds: string[],
): Promise<Map<string, number>> {
  if (cycleIds.length === 0) return new Map();
  const rows = await db
    .select({ cycleId: objectives.cycleId, count: count() })
    .from(objectives)
    .where(and(eq(objectives.companyId, companyId), inArray(objectives.cycleId, cycleIds)))
    .groupBy(objectives.cycleId);
  return new Map(rows.map((row) => [row.cycleId, row.count]));
}
