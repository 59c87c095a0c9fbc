import { z } from 'zod';
import {
  idSchema,
  isoDateSchema,
  optionalLongText,
  timestampSchema,
  userRefSchema,
} from '../common/fields';
import { paginatedSchema, paginationQuerySchema } from '../common/pagination';
import { keyResultSchema } from '../objectives/contracts';
import { confidenceSchema, keyResultUnitSchema } from '../okr/key-result-types';

export const checkInSchema = z.object({
  id: z.string(),
  keyResultId: z.string(),
  value: z.number(),
  /** Value of the key result before this check-in, to show the change. */
  previousValue: z.number(),
  confidence: confidenceSchema,
  comment: z.string().nullable(),
  date: z.string(),
  author: userRefSchema,
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
  /** True when the caller may edit or delete it (their own latest one). */
  editable: z.boolean(),
});
export type CheckIn = z.infer<typeof checkInSchema>;

export const checkInBodySchema = z.object({
  value: z.coerce.number({ error: 'Informe o valor atual.' }),
  confidence: confidenceSchema,
  comment: optionalLongText(2000, 'O comentário'),
  /** Defaults to today in the company's time zone; never in the future. */
  date: isoDateSchema.optional(),
});
export type CheckInBody = z.input<typeof checkInBodySchema>;

export const checkInListSchema = paginatedSchema(checkInSchema);

/** A check-in with what it is about, for the team feed and the dashboard. */
export const checkInFeedItemSchema = checkInSchema.extend({
  keyResult: z.object({
    id: z.string(),
    title: z.string(),
    unit: keyResultUnitSchema,
    customUnit: z.string().nullable(),
    decimals: z.number(),
  }),
  objective: z.object({ id: z.string(), title: z.string() }),
});
export const checkInFeedQuerySchema = paginationQuerySchema.extend({ teamId: idSchema.optional() });
export const checkInFeedSchema = paginatedSchema(checkInFeedItemSchema);

export const pendingCheckInsSchema = z.object({
  week: z.object({ start: timestampSchema, end: timestampSchema }),
  data: z.array(
    keyResultSchema.extend({ objective: z.object({ id: z.string(), title: z.string() }) }),
  ),
  /**
   * Key results the caller owns in the current cycle, checked in or not: zero means there is
   * nothing to check in, not that everything is done.
   */
  ownedCount: z.number().int(),
});
export type PendingCheckIns = z.infer<typeof pendingCheckInsSchema>;

/**
 * Routes:
 * GET /api/key-results/:id/check-ins?page&limit -> checkInListSchema (newest first)
 * POST /api/key-results/:id/check-ins checkInBodySchema -> 201 checkInSchema (owner or admin;
 *   sets the key result's current value and confidence)
 * PUT /api/check-ins/:id checkInBodySchema -> checkInSchema (author, latest only)
 * DELETE /api/check-ins/:id -> 204 (author, latest only; the key result goes back to the previous value)
 * GET /api/check-ins/pending -> pendingCheckInsSchema: the caller's key results in the current cycle
 *   with no check-in in the current check-in week (company week day and time zone)
 * GET /api/check-ins/feed?page&limit&teamId -> checkInFeedSchema (latest check-ins)
 */
export const checkInMessages = {
  notFound: 'Check-in não encontrado.',
  notLatest: 'Só é possível alterar o seu check-in mais recente deste resultado-chave.',
  futureDate: 'A data do check-in não pode estar no futuro.',
  saved: 'Check-in registrado.',
} as const;
