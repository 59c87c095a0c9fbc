import {
  REACTION_EMOJIS,
  type ReactionEmoji,
  type ReactionTally,
} from '@rumo/shared/comments/contracts';
import type { NamedRef } from '@rumo/shared/common/fields';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { checkIns } from '../check-ins/public';
import { users } from '../users/public';
import { checkInReactions } from './comments.table';

export type ReactionRow = {
  checkInId: string;
  emoji: string;
  count: number;
  reactedByMe: boolean;
  people: NamedRef[];
};

/** Orders reactions as the picker lists its emojis. */
export function byPickerOrder(a: { emoji: string }, b: { emoji: string }): number {
  const order = (emoji: string) => REACTION_EMOJIS.indexOf(emoji as ReactionEmoji);
  return order(a.emoji) - order(b.emoji);
}

/**
 * The reactions on the check-in a 'created' check-in entry of the activity log is about, as a
 * JSON array (null for any other entry or when nobody reacted). Written against the
 * `activity_log` table name so the timeline reads them in its own statement; scoped by the
 * entry's company.
 */
export const activityReactionsJson = sql<ReactionTally[] | null>`case
  when "activity_log"."entity_type" = 'check_in' and "activity_log"."action" = 'created' then (
    select json_agg(json_build_object('emoji', t.emoji, 'count', t.count, 'people', t.people))
    from (
      select r.emoji, count(*) as count,
        json_agg(json_build_object('id', ru.id, 'name', ru.name) order by r.created_at, ru.name)
          as people
      from check_in_reactions r join users ru on ru.id = r.user_id
      where r.check_in_id = "activity_log"."entity_id"
        and r.company_id = "activity_log"."company_id"
      group by r.emoji
    ) t)
  end`;

/** The timeline's reactions of one entry, in the picker's order; undefined when none. */
export function toReactionTallies(json: ReactionTally[] | null): ReactionTally[] | undefined {
  if (!json || json.length === 0) return undefined;
  return json.map((tally) => ({ ...tally, count: Number(tally.count) })).sort(byPickerOrder);
}

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
    // The check-in's partition key, which the foreign key names (decision 0041).
    const checkInCreatedAt = sql<Date>`(select ${checkIns.createdAt} from ${checkIns}
      where ${checkIns.id} = ${values.checkInId} and ${checkIns.companyId} = ${values.companyId})`;
    await db
      .insert(checkInReactions)
      .values({ ...values, checkInCreatedAt })
      .onConflictDoNothing();
  }
}
