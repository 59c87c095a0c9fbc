import {
  type CheckInReactions,
  commentMessages,
  type ReactionEmoji,
} from '@rumo/shared/comments/contracts';
import type { Database } from '../../db/database';
import { notFound } from '../../lib/errors';
import type { AuthUser } from '../../plugins/auth';
import { keyResultVisibleTo } from '../objectives/public';
import {
  byPickerOrder,
  findCheckIn,
  listReactions,
  type ReactionRow,
  toggleReaction,
} from './reactions.repository';

/** Rows of one statement grouped per check-in, emojis in the fixed order of the picker. */
function group(rows: ReactionRow[]): CheckInReactions[] {
  const byCheckIn = new Map<string, CheckInReactions>();
  for (const row of rows) {
    const entry = byCheckIn.get(row.checkInId) ?? { checkInId: row.checkInId, reactions: [] };
    entry.reactions.push({
      emoji: row.emoji as ReactionEmoji,
      count: row.count,
      reactedByMe: row.reactedByMe,
      people: row.people,
    });
    byCheckIn.set(row.checkInId, entry);
  }
  for (const entry of byCheckIn.values()) {
    entry.reactions.sort(byPickerOrder);
  }
  return [...byCheckIn.values()];
}

/** Reactions on the check-ins of a key result of the viewer's company. */
export async function keyResultReactions(db: Database, viewer: AuthUser, keyResultId: string) {
  if (!(await keyResultVisibleTo(db, viewer, keyResultId))) {
    throw notFound('Resultado-chave não encontrado.');
  }
  const rows = await listReactions(db, viewer.companyId, viewer.id, { keyResultId });
  return { data: group(rows) };
}

/** Adds or removes the viewer's emoji on a check-in and answers the check-in's reactions. */
export async function toggleCheckInReaction(
  db: Database,
  viewer: AuthUser,
  checkInId: string,
  emoji: ReactionEmoji,
): Promise<CheckInReactions> {
  return db.transaction(async (tx) => {
    if (!(await findCheckIn(tx, viewer.companyId, checkInId))) {
      throw notFound(commentMessages.checkInNotFound);
    }
    await toggleReaction(tx, { checkInId, userId: viewer.id, companyId: viewer.companyId, emoji });
    const rows = await listReactions(tx, viewer.companyId, viewer.id, { checkInId });
    return group(rows)[0] ?? { checkInId, reactions: [] };
  });
}
