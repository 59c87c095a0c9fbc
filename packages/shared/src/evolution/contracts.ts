import { z } from 'zod';
import { idSchema } from '../common/fields';
import { confidenceSchema } from '../okr/key-result-types';

export const EVOLUTION_SCOPES = ['company', 'team', 'objective', 'key_result'] as const;

export const evolutionQuerySchema = z
  .object({
    cycleId: idSchema.optional(),
    scope: z.enum(EVOLUTION_SCOPES).default('company'),
    id: idSchema.optional(),
  })
  .refine((query) => query.scope === 'company' || !!query.id, {
    path: ['id'],
    message: 'Escolha o item a acompanhar.',
  });
export type EvolutionQuery = z.input<typeof evolutionQuerySchema>;

export const evolutionPointSchema = z.object({
  /** 'YYYY-MM-DD': one point per week of the cycle up to today, plus each check-in day for a key result. */
  date: z.string(),
  progress: z.number(),
  expected: z.number(),
  /** Confidence at that point (latest check-in on or before it); null without check-ins. */
  confidence: confidenceSchema.nullable(),
});

export const keyResultForecastSchema = z.object({
  id: z.string(),
  /** The key result's objective, so a row can open the key result's own evolution. */
  objectiveId: z.string(),
  title: z.string(),
  progress: z.number(),
  /** Progress at cycle end if the current pace holds; null with fewer than two check-ins. */
  forecastProgress: z.number().nullable(),
  /** 'neste ritmo: 62% ao fim do ciclo', or a pt-BR note saying there is not enough data. */
  forecastSentence: z.string(),
});

export const evolutionSchema = z.object({
  cycle: z
    .object({ id: z.string(), name: z.string(), startDate: z.string(), endDate: z.string() })
    .nullable(),
  scope: z.enum(EVOLUTION_SCOPES),
  label: z.string(),
  series: z.array(evolutionPointSchema),
  /** Projection of the scope's progress to the cycle end (key result scope: fit over its check-ins). */
  forecast: z.object({ date: z.string(), progress: z.number() }).nullable(),
  forecastSentence: z.string(),
  keyResults: z.array(keyResultForecastSchema),
});
export type Evolution = z.infer<typeof evolutionSchema>;

/** GET /api/evolution?cycleId&scope&id -> evolutionSchema */
