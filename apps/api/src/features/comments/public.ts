/**
 * What other features may use of `comments`: the activity timeline shows each comment as it
 * reads now, and each check-in's reactions, selected with these columns in its own statement.
 */
export { commentViewColumns, toComment } from './comments.repository';
export { addComment } from './comments.service';
export { commentMentions, comments } from './comments.table';
export { activityReactionsJson, toReactionTallies } from './reactions.repository';

interface CommentChange {
  companyId: string;
  actorId: string;
  commentId: string;
}

/** A comment was posted on an objective or one of its key results (`targetLabel`: its title). */
export interface CommentAdded extends CommentChange {
  objectiveId: string;
  targetLabel: string;
}

/** A comment was deleted: it must leave no trace. */
export type CommentRemoved = CommentChange;

declare module '../../events/domain-events' {
  interface DomainEventMap {
    'comment.added': CommentAdded;
    'comment.removed': CommentRemoved;
  }
}
