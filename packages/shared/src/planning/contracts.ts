import { z } from 'zod';
import { idSchema, optionalLongText, requiredText } from '../common/fields';
import { keysetPageSchema, keysetQuerySchema } from '../common/keyset';

export const pillarSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  color: z.string(),
});
export type Pillar = z.infer<typeof pillarSchema>;

export const pillarBodySchema = z.object({
  name: requiredText(2, 80, 'o nome do pilar'),
  description: optionalLongText(500, 'A descrição'),
  color: z.string().regex(/^#[0-9a-fA-F]{6}$/, 'Escolha uma cor válida.'),
});
export type PillarBody = z.input<typeof pillarBodySchema>;

export const strategicPlanSchema = z.object({
  mission: z.string().nullable(),
  vision: z.string().nullable(),
  values: z.array(z.string()),
  pillars: z.array(pillarSchema),
});
export type StrategicPlan = z.infer<typeof strategicPlanSchema>;

export const strategicPlanBodySchema = z.object({
  mission: optionalLongText(1000, 'A missão'),
  vision: optionalLongText(1000, 'A visão'),
  values: z.array(requiredText(1, 80, 'o valor')).max(20, 'Informe no máximo 20 valores.'),
});
export type StrategicPlanBody = z.input<typeof strategicPlanBodySchema>;

const coverageObjectiveSchema = z.object({
  id: z.string(),
  title: z.string(),
  level: z.string(),
  progress: z.number(),
  ownerName: z.string(),
});
export type CoverageObjective = z.infer<typeof coverageObjectiveSchema>;

/** Objectives listed per group in the coverage's first answer; more come page by page. */
export const COVERAGE_FIRST_PAGE = 5;

/** A group's count, mean progress and first objectives (title order within level). */
const coverageGroupSchema = z.object({
  objectiveCount: z.number().int(),
  /** Mean progress of the group's objectives, 0 when it has none. */
  averageProgress: z.number(),
  objectives: z.array(coverageObjectiveSchema),
  nextCursor: z.string().nullable(),
});
export type CoverageGroup = z.infer<typeof coverageGroupSchema>;

export const coverageQuerySchema = z.object({ cycleId: idSchema.optional() });
export const coverageSchema = z.object({
  cycleId: z.string().nullable(),
  /** Every objective of the cycle by alignment: the shares the view shows. */
  summary: z.object({
    total: z.number().int(),
    alignedToPillar: z.number().int(),
    alignedToObjective: z.number().int(),
    unaligned: z.number().int(),
  }),
  /** Every pillar of the plan, in its order, with the objectives aligned directly to it. */
  pillars: z.array(coverageGroupSchema.extend({ pillar: pillarSchema })),
  /** Objectives aligned to no pillar and no parent objective. */
  unaligned: coverageGroupSchema,
});
export type Coverage = z.infer<typeof coverageSchema>;

/** More objectives of one group: a pillar's, or `none` for the unaligned ones. */
export const coverageObjectivesQuerySchema = keysetQuerySchema.extend({
  cycleId: idSchema.optional(),
  pillarId: z.union([idSchema, z.literal('none')]),
});
export const coverageObjectivesSchema = keysetPageSchema(coverageObjectiveSchema);
export type CoverageObjectives = z.infer<typeof coverageObjectivesSchema>;

/**
 * Routes (admin writes, everyone reads):
 * GET /api/planning -> strategicPlanSchema
 * PUT /api/planning strategicPlanBodySchema -> strategicPlanSchema
 * POST /api/pillars pillarBodySchema -> 201 pillarSchema; PUT /api/pillars/:id -> pillarSchema
 * DELETE /api/pillars/:id -> 204 (objectives aligned to it lose the alignment)
 * GET /api/planning/coverage?cycleId -> coverageSchema (current cycle when absent)
 * GET /api/planning/coverage/objectives?pillarId|none&cycleId&after&limit -> coverageObjectivesSchema
 */
export const planningMessages = {
  pillarNotFound: 'Pilar não encontrado.',
} as const;
