import { z } from 'zod';
import {
  idSchema,
  isoDateSchema,
  requiredText,
  timestampSchema,
  userRefSchema,
} from '../common/fields';
import { INITIATIVE_STATUSES } from './initiative-enums';

export * from './initiative-enums';

export const initiativeStatusSchema = z.enum(INITIATIVE_STATUSES, {
  error: 'Escolha um status válido.',
});

export const initiativeSchema = z.object({
  id: z.string(),
  keyResultId: z.string(),
  objectiveId: z.string(),
  title: z.string(),
  owner: userRefSchema,
  status: initiativeStatusSchema,
  dueDate: z.string().nullable(),
  position: z.number().int(),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});
export type Initiative = z.infer<typeof initiativeSchema>;

export const initiativeListSchema = z.object({ data: z.array(initiativeSchema) });
export type InitiativeList = z.infer<typeof initiativeListSchema>;

/** An initiative of mine, with where it belongs (Minha semana). */
export const myInitiativeSchema = initiativeSchema.extend({
  keyResultTitle: z.string(),
  objectiveTitle: z.string(),
});
export type MyInitiative = z.infer<typeof myInitiativeSchema>;
export const myInitiativeListSchema = z.object({ data: z.array(myInitiativeSchema) });

export const initiativeBodySchema = z.object({
  title: requiredText(3, 200, 'o título da iniciativa'),
  ownerId: idSchema,
  status: initiativeStatusSchema.default('not_started'),
  dueDate: isoDateSchema.nullish().transform((value) => value ?? null),
});
export type InitiativeBody = z.input<typeof initiativeBodySchema>;

export const initiativeStatusBodySchema = z.object({ status: initiativeStatusSchema });
export type InitiativeStatusBody = z.input<typeof initiativeStatusBodySchema>;

export const initiativeOrderBodySchema = z.object({
  ids: z.array(idSchema).max(500, 'Envie no máximo 500 iniciativas.'),
});

export const initiativeMessages = {
  notFound: 'Iniciativa não encontrada.',
  orderMismatch: 'A nova ordem deve listar cada iniciativa do resultado-chave uma vez.',
  milestoneDisabled:
    'Os resultados-chave por marcos estão desativados. Ative-os em Configurações para usar este tipo.',
} as const;

/**
 * Routes (everyone who reads the objective reads its initiatives):
 * GET /api/key-results/:id/initiatives -> initiativeListSchema (by position)
 * GET /api/objectives/:id/initiatives -> initiativeListSchema (every key result's, one statement)
 * GET /api/initiatives/mine -> myInitiativeListSchema (open ones I own, by due date)
 * POST /api/key-results/:id/initiatives initiativeBodySchema -> 201 initiativeSchema
 * PUT /api/initiatives/:id initiativeBodySchema -> initiativeSchema
 * PATCH /api/initiatives/:id/status initiativeStatusBodySchema -> initiativeSchema (also its owner)
 * PUT /api/key-results/:id/initiatives/order initiativeOrderBodySchema -> initiativeListSchema
 * DELETE /api/initiatives/:id -> 204
 * A milestone key result's progress follows its initiatives in the same transaction.
 */
