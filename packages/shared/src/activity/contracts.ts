import { z } from 'zod';
import { commentSchema, reactionTallySchema } from '../comments/contracts';
import { timestampSchema, userRefSchema } from '../common/fields';
import { paginatedSchema } from '../common/pagination';

export const ACTIVITY_ENTITIES = [
  'objective',
  'key_result',
  'check_in',
  'team',
  'user',
  'cycle',
  'planning',
  'comment',
  'initiative',
] as const;
export const ACTIVITY_ACTIONS = [
  'created',
  'updated',
  'deleted',
  'closed',
  'reopened',
  'duplicated',
  'submitted',
  'approved',
  'returned',
  'completed',
] as const;

export const activitySchema = z.object({
  id: z.string(),
  entityType: z.enum(ACTIVITY_ENTITIES),
  entityId: z.string(),
  /** The objective the change belongs to, when any: the objective timeline reads by it. */
  objectiveId: z.string().nullable(),
  action: z.enum(ACTIVITY_ACTIONS),
  /** Human label of the thing changed (title or name at the time). */
  label: z.string(),
  actor: userRefSchema.nullable(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  createdAt: timestampSchema,
  /** On entries of entity 'comment': the comment as it reads now (a deleted one is not listed). */
  comment: commentSchema.optional(),
  /**
   * On the 'created' entry of a check-in that people reacted to: its reactions as they are now,
   * in the picker's order (the timeline shows them there rather than one entry per reaction).
   */
  reactions: z.array(reactionTallySchema).optional(),
});
export type Activity = z.infer<typeof activitySchema>;
export const activityListSchema = paginatedSchema(activitySchema);

/**
 * GET /api/activity?page&limit -> activityListSchema (company-wide, newest first; for non-admins,
 * entries of entity 'user' come with before/after null)
 */
