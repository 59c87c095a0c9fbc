import type { Comment } from '@rumo/shared/comments/contracts';
import type { NamedRef } from '@rumo/shared/common/fields';
import { and, count, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import {
  type CompanyReader,
  keyResults,
  objectives,
  objectiveVisibleTo,
} from '../objectives/public';
import { users } from '../users/public';
import { type CommentRow, commentMentions, comments } from './comments.table';

/**
 * The people a comment mentions, as a JSON array; written against the `comments` table name so
 * it works in any statement that selects from it (this feature's list and the activity timeline).
 */
export const commentMentionsJson = sql<NamedRef[]>`coalesce((
  select json_agg(json_build_object('id', mu.id, 'name', mu.name) order by mu.name)
  from comment_mentions cm join users mu on mu.id = cm.user_id
  where cm.comment_id = "comments"."id"), '[]'::json)`;

export const commentViewColumns = {
  comment: comments,
  keyResultTitle: keyResults.title,
  mentions: commentMentionsJson,
};

export type CommentViewRow = {
  comment: CommentRow;
  keyResultTitle: string | null;
  mentions: NamedRef[];
};

export function toComment(
  { comment, keyResultTitle, mentions }: CommentViewRow,
  author: Comment['author'],
): Comment {
  return {
    id: comment.id,
    objectiveId: comment.objectiveId,
    keyResult:
      comment.keyResultId && keyResultTitle
        ? { id: comment.keyResultId, title: keyResultTitle }
        : null,
    author,
    body: comment.body,
    mentions,
    createdAt: comment.createdAt.toISOString(),
    editedAt: comment.editedAt?.toISOString() ?? null,
  };
}

function selectComments(db: Database, where: SQL | undefined) {
  return db
    .select({
      ...commentViewColumns,
      authorName: users.name,
      authorAvatar: users.avatar,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(comments)
    .innerJoin(users, eq(users.id, comments.authorId))
    .leftJoin(keyResults, eq(keyResults.id, comments.keyResultId))
    .where(where);
}

type Target = { objectiveId: string } | { keyResultId: string };

/**
 * A page of the comments on an objective (its own, not its key results') or on a key result,
 * newest first, with author and mentions, and the total, in one statement.
 */
export async function listComments(
  db: Database,
  companyId: string,
  target: Target,
  { page, limit }: { page: number; limit: number },
): Promise<{ rows: Comment[]; total: number }> {
  const where = and(
    eq(comments.companyId, companyId),
    ...('keyResultId' in target
      ? [eq(comments.keyResultId, target.keyResultId)]
      : [eq(comments.objectiveId, target.objectiveId), isNull(comments.keyResultId)]),
  );
  const rows = await selectComments(db, where)
    .orderBy(desc(comments.createdAt), desc(comments.id))
    .limit(limit)
    .offset((page - 1) * limit);
  let total = rows[0]?.total ?? 0;
  // Past the last page the window has no row to count on: ask once more.
  if (rows.length === 0 && page > 1) {
    const [totals] = await db.select({ total: count() }).from(comments).where(where);
    total = totals?.total ?? 0;
  }
  return {
    rows: rows.map((row) =>
      toComment(row, { id: row.comment.authorId, name: row.authorName, avatar: row.authorAvatar }),
    ),
    total,
  };
}

export async function findComment(
  db: Database,
  companyId: string,
  id: string,
): Promise<Comment | undefined> {
  const [row] = await selectComments(
    db,
    and(eq(comments.id, id), eq(comments.companyId, companyId)),
  );
  return (
    row &&
    toComment(row, { id: row.comment.authorId, name: row.authorName, avatar: row.authorAvatar })
  );
}

export async function findCommentRow(db: Database, companyId: string, id: string) {
  const [row] = await db
    .select()
    .from(comments)
    .where(and(eq(comments.id, id), eq(comments.companyId, companyId)));
  return row;
}

/** What a comment may be attached to: the objective, or a key result and its objective. */
export async function findCommentTarget(
  db: Database,
  reader: CompanyReader,
  target: Target,
): Promise<{ objectiveId: string; keyResultId: string | null; label: string } | undefined> {
  const { companyId } = reader;
  // Only on an objective the reader may see (objectives' visibility rule).
  if ('keyResultId' in target) {
    const [row] = await db
      .select({ objectiveId: keyResults.objectiveId, label: keyResults.title })
      .from(keyResults)
      .innerJoin(objectives, eq(objectives.id, keyResults.objectiveId))
      .where(
        and(
          eq(keyResults.id, target.keyResultId),
          eq(keyResults.companyId, companyId),
          objectiveVisibleTo(reader),
        ),
      );
    return row && { ...row, keyResultId: target.keyResultId };
  }
  const [row] = await db
    .select({ objectiveId: objectives.id, label: objectives.title })
    .from(objectives)
    .where(
      and(
        eq(objectives.id, target.objectiveId),
        eq(objectives.companyId, companyId),
        objectiveVisibleTo(reader),
      ),
    );
  return row && { ...row, keyResultId: null };
}

export async function insertComment(
  db: Database,
  values: {
    companyId: string;
    objectiveId: string;
    keyResultId: string | null;
    authorId: string;
    body: string;
    /** When the write's own clock says; the database's otherwise. */
    createdAt?: Date;
  },
): Promise<CommentRow> {
  const [row] = await db.insert(comments).values(values).returning();
  if (!row) throw new Error('comment insert returned no row');
  return row;
}

export async function updateCommentBody(db: Database, id: string, body: string, editedAt: Date) {
  await db.update(comments).set({ body, editedAt }).where(eq(comments.id, id));
}

export async function deleteComment(db: Database, id: string) {
  await db.delete(comments).where(eq(comments.id, id));
}

/** Active people of the company among `ids`, with what their e-mail needs. */
export async function activePeople(db: Database, companyId: string, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.status, 'active'), inArray(users.id, ids)));
}

export async function mentionIdsOf(db: Database, commentId: string): Promise<string[]> {
  const rows = await db
    .select({ userId: commentMentions.userId })
    .from(commentMentions)
    .where(eq(commentMentions.commentId, commentId));
  return rows.map((row) => row.userId);
}

/** Replaces the comment's mentions with `userIds`. */
export async function setMentions(db: Database, commentId: string, userIds: string[]) {
  await db.delete(commentMentions).where(eq(commentMentions.commentId, commentId));
  if (userIds.length > 0) {
    await db.insert(commentMentions).values(userIds.map((userId) => ({ commentId, userId })));
  }
}
