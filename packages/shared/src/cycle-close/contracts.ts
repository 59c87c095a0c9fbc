import { z } from 'zod';
import { idSchema, namedRefSchema, timestampSchema } from '../common/fields';
import { DEFAULT_PAGE_SIZE, paginatedSchema, paginationQuerySchema } from '../common/pagination';
import { cycleStatusSchema, objectiveStatusSchema } from '../okr/key-result-types';
import { isValidScore } from './score';

const REASON_MAX = 500;
export const RETROSPECTIVE_MAX = 600;

export const scoreBodySchema = z.object({
  score: z
    .number({ error: 'Informe a nota final (de 0 a 1).' })
    .refine(isValidScore, 'A nota vai de 0 a 1, em passos de 0,1.'),
  reason: z
    .string()
    .trim()
    .max(REASON_MAX, `O motivo deve ter no máximo ${REASON_MAX} caracteres.`)
    .nullish()
    .transform((value) => (value ? value : null)),
  /**
   * The score's `version` the author read (0: none yet). When given, the score is saved only
   * over that version; someone else's score saved meanwhile answers 409 (`scoredMeanwhile`).
   */
  expectedVersion: z.number().int().min(0).optional(),
});
export type ScoreBody = z.input<typeof scoreBodySchema>;

/** A key result's final score; `applied`: the suggestion applied when the cycle was closed. */
export const keyResultScoreSchema = z.object({
  keyResultId: z.string(),
  score: z.number(),
  suggested: z.number(),
  reason: z.string().nullable(),
  scoredBy: namedRefSchema.nullable(),
  scoredAt: timestampSchema,
  applied: z.boolean(),
  /** Moves on every write (the body's `expectedVersion`). */
  version: z.number().int(),
});
export type KeyResultScore = z.infer<typeof keyResultScoreSchema>;

const retroText = (label: string) =>
  z
    .string()
    .trim()
    .max(RETROSPECTIVE_MAX, `${label} deve ter no máximo ${RETROSPECTIVE_MAX} caracteres.`)
    .nullish()
    .transform((value) => (value ? value : null));

export const retrospectiveBodySchema = z
  .object({
    worked: retroText('"O que funcionou"'),
    learned: retroText('"O que aprendemos"'),
    continues: retroText('"O que continua"'),
  })
  .refine((body) => body.worked || body.learned || body.continues, {
    path: ['worked'],
    message: 'Preencha ao menos um campo da retrospectiva.',
  });
export type RetrospectiveBody = z.input<typeof retrospectiveBodySchema>;

export const retrospectiveSchema = z.object({
  objectiveId: z.string(),
  worked: z.string().nullable(),
  learned: z.string().nullable(),
  continues: z.string().nullable(),
  author: namedRefSchema.nullable(),
  updatedAt: timestampSchema,
});
export type Retrospective = z.infer<typeof retrospectiveSchema>;

export const carryOverBodySchema = z.object({
  cycleId: idSchema,
  keyResultIds: z.array(idSchema).max(50),
});
export type CarryOverBody = z.input<typeof carryOverBodySchema>;

/** One end of a carry-over: an objective in its cycle. */
export const carriedObjectiveSchema = z.object({
  objectiveId: z.string(),
  title: z.string(),
  cycleId: z.string(),
  cycleName: z.string(),
});
export type CarriedObjective = z.infer<typeof carriedObjectiveSchema>;

export const carryLinksSchema = z.object({
  /** The objective this one continues (in an earlier cycle). */
  carriedFrom: carriedObjectiveSchema.nullable(),
  /** Where this objective was continued. */
  carriedInto: z.array(carriedObjectiveSchema),
});
export type CarryLinks = z.infer<typeof carryLinksSchema>;

const closingKeyResultSchema = z.object({
  id: z.string(),
  title: z.string(),
  owner: namedRefSchema,
  progress: z.number(),
  suggested: z.number(),
  score: keyResultScoreSchema.nullable(),
  canScore: z.boolean(),
});
export type ClosingKeyResult = z.infer<typeof closingKeyResultSchema>;

const closingObjectiveSchema = z.object({
  id: z.string(),
  title: z.string(),
  owner: namedRefSchema,
  status: objectiveStatusSchema,
  progress: z.number(),
  keyResults: z.array(closingKeyResultSchema),
  retrospective: retrospectiveSchema.nullable(),
  carriedInto: z.array(carriedObjectiveSchema),
  canManage: z.boolean(),
});
export type ClosingObjective = z.infer<typeof closingObjectiveSchema>;

const cycleRefSchema = z.object({
  id: z.string(),
  name: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  status: cycleStatusSchema,
});

/** GET /api/cycles/:id/closing?page=&limit= (a large cycle's checklist comes a page at a time). */
export const cycleClosingQuerySchema = paginationQuerySchema;
export type CycleClosingQuery = z.infer<typeof cycleClosingQuerySchema>;

export const cycleClosingSchema = z.object({
  cycle: cycleRefSchema,
  /** Admins close the cycle; others see only the objectives they own or hold a key result in. */
  canClose: z.boolean(),
  /** This page of those objectives. */
  objectives: z.array(closingObjectiveSchema),
  page: z.number().int(),
  limit: z.number().int(),
  /** All of those objectives, on every page. */
  total: z.number().int(),
  /** Key results of all of them still without a score ("Encerrar ciclo" applies the suggestion). */
  unscoredCount: z.number().int(),
  /** Open cycles starting after this one: where unfinished objectives may be carried. */
  nextCycles: z.array(namedRefSchema),
});
export type CycleClosing = z.infer<typeof cycleClosingSchema>;

const scoreGroupSchema = z.object({
  id: z.string().nullable(),
  name: z.string(),
  average: z.number(),
  count: z.number().int(),
});

/**
 * The people a printed report lists at once ("Imprimir ou salvar PDF" asks for all of them; a
 * company past this many prints the lowest averages).
 */
export const REPORT_PEOPLE_PRINT_LIMIT = 5000;

/**
 * GET /api/cycles/:id/report?page=&limit=: the page and size of the per-person table (a large
 * company has thousands of people; the rest of the report is whole).
 */
export const cycleReportQuerySchema = paginationQuerySchema.extend({
  limit: z.coerce.number().int().min(1).max(REPORT_PEOPLE_PRINT_LIMIT).default(DEFAULT_PAGE_SIZE),
});
export type CycleReportQuery = z.infer<typeof cycleReportQuerySchema>;

export const cycleReportSchema = z.object({
  cycle: cycleRefSchema,
  keyResultCount: z.number().int(),
  /** Key results whose score is still the suggestion (never scored by a person). */
  suggestedCount: z.number().int(),
  averageScore: z.number().nullable(),
  byTeam: z.array(scoreGroupSchema),
  byPillar: z.array(scoreGroupSchema),
  /** One page of the people, lowest average first, then by name; total: all of them. */
  byPerson: paginatedSchema(scoreGroupSchema),
  distribution: z.array(
    z.object({ band: z.enum(['low', 'mid', 'high']), label: z.string(), count: z.number().int() }),
  ),
  retrospectives: z.array(retrospectiveSchema.extend({ title: z.string(), ownerName: z.string() })),
});
export type CycleReport = z.infer<typeof cycleReportSchema>;

/**
 * Routes (scores: the key result's owner, its objective's owner or an admin; retrospective and
 * carry-over: the objective's owner or an admin; finishing: admins):
 * GET /api/cycles/:id/closing -> cycleClosingSchema
 * POST /api/cycles/:id/finish -> cycleClosingSchema (applies the suggestion to unscored key
 *   results, marked as applied, and closes the cycle)
 * GET /api/cycles/:id/report?page=&limit= -> cycleReportSchema
 * PUT /api/key-results/:id/score scoreBodySchema -> keyResultScoreSchema
 * PUT /api/objectives/:id/retrospective retrospectiveBodySchema -> retrospectiveSchema
 * POST /api/objectives/:id/carry-over carryOverBodySchema -> 201 carriedObjectiveSchema
 * GET /api/objectives/:id/carry-links -> carryLinksSchema
 */
export const cycleCloseMessages = {
  reasonRequired: 'Explique o motivo: a nota é diferente da sugerida.',
  alreadyCarried: 'Este objetivo já continua nesse ciclo.',
  finished: 'Este objetivo já foi concluído e não precisa continuar.',
  sameCycle: 'Escolha um ciclo posterior ao do objetivo.',
  cycleNotClosable: 'Este ciclo já está encerrado.',
  scoredMeanwhile:
    'Outra pessoa acabou de salvar uma nota para este resultado-chave. Mostramos a nota atual: confira antes de salvar de novo.',
} as const;
