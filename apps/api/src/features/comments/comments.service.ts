import {
  type Comment,
  type CommentInput,
  commentMessages,
  MENTION_TOKEN,
  mentionedIds,
} from '@rumo/shared/comments/contracts';
import type { Paginated, PaginationQuery } from '@rumo/shared/common/pagination';
import { objectiveMessages } from '@rumo/shared/objectives/contracts';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/database';
import { type DomainContext, inTransaction } from '../../events/domain-events';
import { forbidden, notFound } from '../../lib/errors';
import type { AuthUser } from '../../plugins/auth';
import type { Mailer } from '../mail/public';
import { usersWhoSeeObjective } from '../objectives/public';
import { mentionEmail } from './comments.mail';
import {
  activePeople,
  deleteComment,
  findComment,
  findCommentRow,
  findCommentTarget,
  insertComment,
  listComments,
  mentionIdsOf,
  setMentions,
  updateCommentBody,
} from './comments.repository';

export type CommentDeps = DomainContext & { config: Pick<AppConfig, 'publicUrl'>; mailer: Mailer };
export type CommentTarget = { objectiveId: string } | { keyResultId: string };

const keyResultNotFound = 'Resultado-chave não encontrado.';

function missingTarget(target: CommentTarget) {
  return notFound('keyResultId' in target ? keyResultNotFound : objectiveMessages.notFound);
}

/** Comments on an objective or key result of the viewer's company (404 otherwise). */
export async function commentsOf(
  db: Database,
  reader: AuthUser,
  target: CommentTarget,
  query: PaginationQuery,
): Promise<Paginated<Comment>> {
  if (!(await findCommentTarget(db, reader, target))) throw missingTarget(target);
  const { rows, total } = await listComments(db, reader.companyId, target, query);
  return { data: rows, page: query.page, limit: query.limit, total };
}

/**
 * Mentioned ids that are active people of the company who may see the objective, without the
 * author: a private objective or a draft reaches no one else by a mention.
 */
async function validMentions(db: Database, author: AuthUser, body: string, objectiveId: string) {
  const ids = mentionedIds(body).filter((id) => id !== author.id);
  const people = await activePeople(db, author.companyId, ids);
  const seeing = await usersWhoSeeObjective(
    db,
    author.companyId,
    objectiveId,
    people.map((person) => person.id),
  );
  return people.filter((person) => seeing.has(person.id));
}

/** Posts a comment, logs it in the objective's timeline and e-mails who it mentions. */
export async function addComment(
  deps: CommentDeps,
  author: AuthUser,
  target: CommentTarget,
  { body }: CommentInput,
): Promise<Comment> {
  const { comment, mentioned, label } = await inTransaction(deps, async (tx, publish) => {
    const found = await findCommentTarget(tx, author, target);
    if (!found) throw missingTarget(target);
    const people = await validMentions(tx, author, body, found.objectiveId);
    const row = await insertComment(tx, {
      companyId: author.companyId,
      objectiveId: found.objectiveId,
      keyResultId: found.keyResultId,
      authorId: author.id,
      body,
    });
    await setMentions(
      tx,
      row.id,
      people.map((person) => person.id),
    );
    publish('comment.added', {
      companyId: author.companyId,
      actorId: author.id,
      commentId: row.id,
      objectiveId: found.objectiveId,
      targetLabel: found.label,
    });
    const view = await findComment(tx, author.companyId, row.id);
    if (!view) throw new Error('comment vanished after insert');
    return { comment: view, mentioned: people, label: found.label };
  });
  await notifyMentioned(deps, comment, mentioned, label);
  return comment;
}

/** The author rewrites their comment; only people newly mentioned get an e-mail. */
export async function editComment(
  deps: CommentDeps,
  editor: AuthUser,
  commentId: string,
  { body }: CommentInput,
): Promise<Comment> {
  const { comment, added, label } = await deps.db.transaction(async (tx) => {
    const row = await findCommentRow(tx, editor.companyId, commentId);
    if (!row) throw notFound(commentMessages.notFound);
    if (row.authorId !== editor.id) throw forbidden(commentMessages.editForbidden);
    const target = await findCommentTarget(
      tx,
      editor,
      row.keyResultId ? { keyResultId: row.keyResultId } : { objectiveId: row.objectiveId },
    );
    const before = new Set(await mentionIdsOf(tx, commentId));
    const people = await validMentions(tx, editor, body, row.objectiveId);
    await updateCommentBody(tx, commentId, body, deps.now());
    await setMentions(
      tx,
      commentId,
      people.map((person) => person.id),
    );
    const view = await findComment(tx, editor.companyId, commentId);
    if (!view) throw new Error('comment vanished after update');
    return {
      comment: view,
      added: people.filter((person) => !before.has(person.id)),
      label: target?.label ?? '',
    };
  });
  await notifyMentioned(deps, comment, added, label);
  return comment;
}

/** The author or an admin removes a comment, and its line in the timeline with it. */
export async function removeComment(ctx: DomainContext, user: AuthUser, commentId: string) {
  await inTransaction(ctx, async (tx, publish) => {
    const row = await findCommentRow(tx, user.companyId, commentId);
    if (!row) throw notFound(commentMessages.notFound);
    if (row.authorId !== user.id && user.role !== 'admin') {
      throw forbidden(commentMessages.deleteForbidden);
    }
    await deleteComment(tx, commentId);
    publish('comment.removed', { companyId: user.companyId, actorId: user.id, commentId });
  });
}

/** The body as a person reads it: mention tokens become "@Name". */
export function readableBody(comment: Pick<Comment, 'body' | 'mentions'>): string {
  const names = new Map(comment.mentions.map((person) => [person.id.toLowerCase(), person.name]));
  return comment.body.replace(
    MENTION_TOKEN,
    (_token, id: string) => `@${names.get(id.toLowerCase()) ?? 'usuário'}`,
  );
}

async function notifyMentioned(
  { db, config, mailer }: CommentDeps,
  comment: Comment,
  people: { id: string; name: string; email: string }[],
  targetLabel: string,
) {
  if (people.length === 0) return;
  const query = comment.keyResult ? `?kr=${comment.keyResult.id}` : '';
  const link = `${config.publicUrl}/okrs/${comment.objectiveId}${query}`;
  for (const person of people) {
    await mailer.send(
      db,
      mentionEmail({
        to: person,
        authorName: comment.author.name,
        targetLabel,
        onKeyResult: comment.keyResult !== null,
        text: readableBody(comment),
        link,
      }),
    );
  }
}
