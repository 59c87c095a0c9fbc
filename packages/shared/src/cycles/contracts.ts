import { z } from 'zod';
import { isoDateSchema, requiredText, timestampSchema } from '../common/fields';
import { paginatedSchema, paginationQuerySchema } from '../common/pagination';
import { cycleStatusSchema } from '../okr/key-result-types';

export const cycleSchema = z.object({
  id: z.string(),
  name: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  status: cycleStatusSchema,
  /** The cycle the app opens on: the active one, else the newest in planning, else the newest. */
  isCurrent: z.boolean(),
  objectiveCount: z.number().int(),
  createdAt: timestampSchema,
});
export type Cycle = z.infer<typeof cycleSchema>;

export const cycleBodySchema = z
  .object({
    name: requiredText(2, 80, 'o nome do ciclo'),
    startDate: isoDateSchema,
    endDate: isoDateSchema,
  })
  .refine((body) => body.endDate > body.startDate, {
    path: ['endDate'],
    message: 'A data final deve ser posterior à data inicial.',
  });
export type CycleBody = z.infer<typeof cycleBodySchema>;

export const cycleListQuerySchema = paginationQuerySchema.extend({
  status: cycleStatusSchema.optional(),
});
export const cycleListSchema = paginatedSchema(cycleSchema);

/**
 * Routes (admin writes, everyone reads):
 * GET /api/cycles?page&limit&status -> cycleListSchema (newest start first)
 * GET /api/cycles/current -> cycleSchema (404 when the company has no cycle)
 * POST /api/cycles cycleBodySchema -> 201 cycleSchema (status planning)
 * PUT /api/cycles/:id cycleBodySchema -> cycleSchema
 * POST /api/cycles/:id/activate -> cycleSchema (409 cycleMessages.anotherActive when another is active)
 * POST /api/cycles/:id/close -> cycleSchema
 * DELETE /api/cycles/:id -> 204 (409 cycleMessages.hasObjectives when it holds objectives)
 * GET /api/cycles/:id/export.csv -> text/csv of objectives and key results
 */
export const cycleMessages = {
  anotherActive: 'Já existe um ciclo ativo. Encerre-o antes de ativar outro.',
  hasObjectives: 'Este ciclo possui objetivos e não pode ser excluído.',
  closed: 'Este ciclo está encerrado.',
  notFound: 'Ciclo não encontrado.',
} as const;
