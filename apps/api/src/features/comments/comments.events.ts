import type { FeatureEvents } from '../../events/domain-events';
import { insertComment } from './comments.repository';

/**
 * A returned draft's comment also opens (or continues) the objective's discussion, authored by
 * the reviewer, so the owner can answer it there (issue 23 follow-up). The objectives feature
 * sits below this one, so it publishes `objective.returned` and this feature writes the comment.
 */
export const commentEvents: FeatureEvents = (bus) => {
  bus.subscribe(
    'objective.returned',
    async ({ companyId, actorId, after, comment }, { db, now }) => {
      await insertComment(db, {
        companyId,
        objectiveId: after.id,
        keyResultId: null,
        authorId: actorId,
        body: comment,
        createdAt: now(),
      });
    },
  );
};
