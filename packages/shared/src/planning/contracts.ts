import { z } from 'zod';
import { idSchema, optionalLongText, requiredText } from '../common/fields';

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

export const coverageQuerySchema = z.object({ cycleId: idSchema.optional() });
export const coverageSchema = z.object({
  cycleId: z.string().nullable(),
  pillars: z.array(
    z.object({ pillar: pillarSchema, objectives: z.array(coverageObjectiveSchema) }),
  ),
  /** Objectives aligned to no pillar and no parent objective. */
  unaligned: z.array(coverageObjectiveSchema),
});
export type Coverage = z.infer<typeof coverageSchema>;

/**
 * Routes (admin writes, everyone reads):
 * GET /api/planning -> strategicPlanSchema
 * PUT /api/planning strategicPlanBodySchema -> strategicPlanSchema
 * POST /api/pillars pillarBodySchema -> 201 pillarSchema; PUT /api/pillars/:id -> pillarSchema
 * DELETE /api/pillars/:id -> 204 (objectives aligned to it lose the alignment)
 * GET /api/planning/coverage?cycleId -> coverageSchema (current cycle when absent)
 */
export const planningMessages = {
  pillarNotFound: 'Pilar não encontrado.',
} as const;
