import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/database';
import type { KeyResultTrends, TrendPoint } from '../objectives/public';
import { checkIns } from './check-ins.table';

/**
 * Each given key result's trend: per day, the value of its latest check-in, oldest first (read
 * off check_ins_key_result_date_idx). Objectives show it on their cards; they sit below check-ins,
 * so app.ts hands this function to the objectives' routes.
 */
export const keyResultTrends: KeyResultTrends = async (
  db: Database,
  companyId: string,
  keyResultIds: string[],
) => {
  const trends = new Map<string, TrendPoint[]>();
  if (keyResultIds.length === 0) return trends;
  const rows = await db
    .selectDistinctOn([checkIns.keyResultId, checkIns.date], {
      keyResultId: checkIns.keyResultId,
      date: checkIns.date,
      value: checkIns.value,
    })
    .from(checkIns)
    .where(and(eq(checkIns.companyId, companyId), inArray(checkIns.keyResultId, keyResultIds)))
    .orderBy(asc(checkIns.keyResultId), asc(checkIns.date), desc(checkIns.createdAt));
  for (const { keyResultId, date, value } of rows) {
    const trend = trends.get(keyResultId) ?? [];
    trend.push({ date, value });
    trends.set(keyResultId, trend);
  }
  return trends;
};
