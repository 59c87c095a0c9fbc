import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { checkIns } from '../check-ins/public';
import { users } from '../users/public';

/** How many check-ins of each key result `get_objective` answers, newest first. */
export const HISTORY_PER_KEY_RESULT = 20;

export interface HistoryRow {
  keyResultId: string;
  value: number;
  confidence: string;
  comment: string | null;
  date: string;
  author: string;
  createdAt: string;
}

/**
 * The latest check-ins of each given key result of the company, in one statement (a window
 * keeps the newest `HISTORY_PER_KEY_RESULT` per key result).
 */
export async function checkInHistory(
  db: Database,
  companyId: string,
  keyResultIds: string[],
): Promise<HistoryRow[]> {
  if (keyResultIds.length === 0) return [];
  const ranked = db
    .select({
      keyResultId: checkIns.keyResultId,
      value: checkIns.value,
      confidence: checkIns.confidence,
      comment: checkIns.comment,
      date: checkIns.date,
      author: users.name,
      createdAt: sql<string>`${checkIns.createdAt}`.as('created_at'),
      rank: sql<number>`row_number() over (partition by ${checkIns.keyResultId}
        order by ${checkIns.createdAt} desc)`.as('rank'),
    })
    .from(checkIns)
    .innerJoin(users, eq(users.id, checkIns.authorId))
    .where(and(eq(checkIns.companyId, companyId), inArray(checkIns.keyResultId, keyResultIds)))
    .as('ranked');
  const rows = await db
    .select({
      keyResultId: ranked.keyResultId,
      value: ranked.value,
      confidence: ranked.confidence,
      comment: ranked.comment,
      date: ranked.date,
      author: ranked.author,
      createdAt: ranked.createdAt,
    })
    .from(ranked)
    .where(sql`${ranked.rank} <= ${HISTORY_PER_KEY_RESULT}`)
    .orderBy(ranked.keyResultId, desc(ranked.createdAt));
  return rows.map((row) => ({ ...row, createdAt: new Date(row.createdAt).toISOString() }));
}
