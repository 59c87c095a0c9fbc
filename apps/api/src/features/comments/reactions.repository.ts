import type { NamedRef } from '@rumo/shared/common/fields';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { checkIns } from '../check-ins/check-ins.table';
import { keyResults } from '../objectives/objectives.table';
import { users } from '../users/users.table';
import { checkInReactions } from './comments.table';

export type ReactionRow = {
  checkInId: string;
  emoji: string;
  count: number;
  reactedByMe: boolean;
  people: NamedRef[];
};

/** Reactions grouped by check-in and emoji, with who reacted (oldest first), in one statement. */
export async function listReactions(
  db: Database,
  companyId: string,
  viewerId: string,
  target: { checkInId: string } | { keyResultId: string },
): Promise<ReactionRow[]> {
  const scope: SQL =
    'checkInId' in target
      ? eq(checkInReactions.checkInId, target.checkInId)
      : eq(checkIns.keyResultId, target.keyResultId);
  return db
    .select({
      checkInId: checkInReactions.checkInId,
      emoji: checkInReactions.emoji,
      count: sql<number>`count(*)`.mapWith(Number),
      reactedByMe: sql<boolean>`bool_or(${checkInReactions.userId} = ${viewerId})`,
      people: sql<NamedRef[]>`json_agg(json_build_object('id', ${users.id}, 'name', ${users.name})
        order by ${checkInReactions.createdAt}, ${users.name})`,
    })
    .from(checkInReactions)
    .innerJoin(checkIns, eq(checkIns.id, checkInReactions.checkInId))
    .innerJoin(users, eq(users.id, checkInReactions.userId))
    .where(and(eq(checkInReactions.companyId, companyId), scope))
    .groupBy(checkInReactions.checkInId, checkInReactions.emoji);
}

export async function findCheckIn(db: Database, companyId: string, id: string) {
  const [row] = await db
    .select({ id: checkIns.id })
    .from(checkIns)
    .where(and(eq(checkIns.id, id), eq(checkIns.companyId, companyId)));
  return row;
}

export async function keyResultExists(db: Database, companyId: string, id: string) {
  const [row] = await db
    .select({ id: keyResults.id })
    .from(keyResults)
    .where(and(eq(keyResults.id, id), eq(keyResults.companyId, companyId)));
  return !!row;
}

/** Removes the person's reaction if present, else adds it. */
export async function toggleReaction(
  db: Database,
  values: { checkInId: string; userId: string; companyId: string; emoji: string },
) {
  const removed = await db
    .delete(checkInReactions)
    .where(
      and(
        eq(checkInReactions.checkInId, values.checkInId),
        eq(checkInReactions.userId, values.userId),
        eq(checkInReactions.emoji, values.emoji),
      ),
    )
    .returning({ emoji: checkInReactions.emoji });
  if (removed.length === 0) {
    await db.insert(checkInReactions).values(values).onConflictDoNothing();
  }
}
