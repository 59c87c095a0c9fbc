import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { cycles } from '../cycles/public';
import { keyResults, lockObjectiveOfKeyResult, objectives } from '../objectives/public';
import { users } from '../users/public';
import { type CheckInRow, checkIns } from './check-ins.table';

/** Newest first; the id breaks ties between check-ins saved in the same instant. */
const newestFirst = [desc(checkIns.createdAt), desc(checkIns.id)];

/**
 * The key result a check-in is about. With `lock`, its objective's row and then its own stay
 * locked until the transaction ends (the order rumo_write_check_in takes them in), so check-ins
 * on one key result are written one after another and each one's "before" is the value the
 * previous one left.
 */
export async function findKeyResultForCheckIn(
  db: Database,
  companyId: string,
  id: string,
  { lock = false } = {},
) {
  const query = db
    .select({
      id: keyResults.id,
      title: keyResults.title,
      ownerId: keyResults.ownerId,
      type: keyResults.type,
      currentValue: keyResults.currentValue,
      confidence: keyResults.confidence,
      objectiveId: objectives.id,
      cycleId: objectives.cycleId,
      objectiveStatus: objectives.status,
      cycleStatus: cycles.status,
    })
    .from(keyResults)
    .innerJoin(objectives, eq(objectives.id, keyResults.objectiveId))
    .innerJoin(cycles, eq(cycles.id, objectives.cycleId))
    .where(and(eq(keyResults.id, id), eq(keyResults.companyId, companyId)));
  if (lock) await lockObjectiveOfKeyResult(db, companyId, id);
  const [row] = lock ? await query.for('update', { of: keyResults }) : await query;
  return row;
}
export type KeyResultForCheckIn = NonNullable<Awaited<ReturnType<typeof findKeyResultForCheckIn>>>;

export const checkInViewColumns = {
  id: checkIns.id,
  keyResultId: checkIns.keyResultId,
  value: checkIns.value,
  previousValue: checkIns.previousValue,
  confidence: checkIns.confidence,
  comment: checkIns.comment,
  date: checkIns.date,
  createdAt: checkIns.createdAt,
  updatedAt: checkIns.updatedAt,
  authorId: users.id,
  authorName: users.name,
  authorAvatar: users.avatar,
};

function selectCheckInViews(db: Database) {
  return db
    .select(checkInViewColumns)
    .from(checkIns)
    .innerJoin(users, eq(users.id, checkIns.authorId));
}

export type CheckInViewRow = Awaited<
  ReturnType<ReturnType<typeof selectCheckInViews>['execute']>
>[number];

export async function findCheckInView(
  db: Database,
  id: string,
): Promise<CheckInViewRow | undefined> {
  const [row] = await selectCheckInViews(db).where(eq(checkIns.id, id));
  return row;
}

export async function listKeyResultCheckIns(
  db: Database,
  keyResultId: string,
  page: { limit: number; offset: number },
): Promise<{ rows: CheckInViewRow[]; total: number }> {
  const rows = await selectCheckInViews(db)
    .where(eq(checkIns.keyResultId, keyResultId))
    .orderBy(...newestFirst)
    .limit(page.limit)
    .offset(page.offset);
  const total = await db.$count(checkIns, eq(checkIns.keyResultId, keyResultId));
  return { rows, total };
}

/** The newest check-in of a key result, optionally only among one author's. */
export async function findLatestCheckIn(
  db: Database,
  keyResultId: string,
  authorId?: string,
): Promise<CheckInRow | undefined> {
  const [row] = await db
    .select()
    .from(checkIns)
    .where(
      and(
        eq(checkIns.keyResultId, keyResultId),
        authorId ? eq(checkIns.authorId, authorId) : undefined,
      ),
    )
    .orderBy(...newestFirst)
    .limit(1);
  return row;
}

/** Ids of the caller's latest check-in on each of these key results (the editable ones). */
export async function findLatestIdsOfAuthor(
  db: Database,
  authorId: string,
  keyResultIds: readonly string[],
): Promise<Set<string>> {
  if (keyResultIds.length === 0) return new Set();
  const rows = await db
    .selectDistinctOn([checkIns.keyResultId], { id: checkIns.id })
    .from(checkIns)
    .where(and(eq(checkIns.authorId, authorId), inArray(checkIns.keyResultId, [...keyResultIds])))
    .orderBy(checkIns.keyResultId, ...newestFirst);
  return new Set(rows.map((row) => row.id));
}
