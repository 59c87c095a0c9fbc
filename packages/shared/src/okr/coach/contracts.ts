import { z } from 'zod';
import { idSchema } from '../../common/fields';
import { OBJECTIVE_LEVELS } from '../enums';
import { COACH_RULE_IDS, COACH_SCORE_BANDS } from './rules';

// GET /api/planning/coach: the plan coach over a cycle (the current one by default). The rule
// texts stay in rules.ts; the answer names rules by id.

/**
 * The objectives listed, lowest score first: enough to act on, and a 5,000-objective cycle stays
 * a small answer (the cycle's score still counts every objective).
 */
export const COACH_OBJECTIVES_LISTED = 50;

export const cycleCoachQuerySchema = z.object({ cycleId: idSchema.optional() });

const coachFindingSchema = z.object({
  ruleId: z.enum(COACH_RULE_IDS),
  keyResult: z.object({ index: z.number().int(), title: z.string() }).nullable(),
});

const coachObjectiveSchema = z.object({
  id: z.string(),
  title: z.string(),
  level: z.enum(OBJECTIVE_LEVELS),
  teamName: z.string().nullable(),
  score: z.number().int(),
  band: z.enum(COACH_SCORE_BANDS),
  findings: z.array(coachFindingSchema),
});
export type CoachObjectiveResult = z.infer<typeof coachObjectiveSchema>;

const duplicateSideSchema = z.object({
  objectiveId: z.string(),
  objectiveTitle: z.string(),
  teamName: z.string().nullable(),
  title: z.string(),
});

export const cycleCoachSchema = z.object({
  cycleId: z.string().nullable(),
  /** Mean of the objectives' scores less duplicates across teams; null without objectives. */
  score: z.number().int().nullable(),
  band: z.enum(COACH_SCORE_BANDS).nullable(),
  /** Every objective the score counts. */
  objectiveCount: z.number().int(),
  /** Lowest score first, at most COACH_OBJECTIVES_LISTED. */
  objectives: z.array(coachObjectiveSchema),
  duplicates: z.array(
    z.object({ keyResults: z.tuple([duplicateSideSchema, duplicateSideSchema]) }),
  ),
});
export type CycleCoach = z.infer<typeof cycleCoachSchema>;
