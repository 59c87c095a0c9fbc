import { z } from 'zod';
import { commentSchema } from '../comments/contracts';
import { keyResultSchema } from '../objectives/contracts';
import { myInitiativeSchema } from '../objectives/initiatives';
import { CHECK_IN_STATES } from '../okr/check-in-due';

const objectiveRefSchema = z.object({ id: z.string(), title: z.string() });

/** A key result I own, with where its check-in of this week stands. */
export const myWeekKeyResultSchema = keyResultSchema.extend({
  objective: objectiveRefSchema,
  cycle: z.object({ id: z.string(), name: z.string() }),
  checkIn: z.object({
    state: z.enum(CHECK_IN_STATES),
    /** The check-in day owed, 'YYYY-MM-DD'. */
    dueDay: z.string(),
    daysLate: z.number().int(),
  }),
});
export type MyWeekKeyResult = z.infer<typeof myWeekKeyResultSchema>;

/** An objective I own whose progress trails the cycle's even pace. */
export const myWeekOffPaceObjectiveSchema = objectiveRefSchema.extend({
  cycle: z.object({ id: z.string(), name: z.string() }),
  progress: z.number(),
  /** Where progress should be today (expectedProgress), 0–100. */
  expectedProgress: z.number(),
});
export type MyWeekOffPaceObjective = z.infer<typeof myWeekOffPaceObjectiveSchema>;

/** A recent comment that mentions me, with the objective it sits on. */
export const myWeekMentionSchema = commentSchema.extend({ objective: objectiveRefSchema });
export type MyWeekMention = z.infer<typeof myWeekMentionSchema>;

/** How many rows each section lists at most. */
export const MY_WEEK_LIMITS = { keyResults: 100, offPace: 50, mentions: 20 } as const;
/** Mentions older than this many days are no longer "recent". */
export const MY_WEEK_MENTION_DAYS = 30;

/**
 * GET /api/my-week (any signed-in customer) -> myWeekSchema: one key per section of the page.
 * A new section adds its key here (and its loader in the API's my-week service, its component
 * in the web's my-week sections list).
 */
export const myWeekSchema = z.object({
  /** The key results I own in active objectives of active cycles. */
  keyResults: z.array(myWeekKeyResultSchema),
  /** The objectives I own, active in an active cycle, behind pace. */
  offPaceObjectives: z.array(myWeekOffPaceObjectiveSchema),
  /** Comments of the last MY_WEEK_MENTION_DAYS days that mention me, newest first. */
  mentions: z.array(myWeekMentionSchema),
  /** Open initiatives I own on active objectives, soonest due first (at most 50). */
  initiatives: z.array(myInitiativeSchema),
});
export type MyWeek = z.infer<typeof myWeekSchema>;
