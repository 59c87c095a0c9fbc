import { z } from 'zod';
import {
  idSchema,
  isoDateSchema,
  namedRefSchema,
  optionalIdSchema,
  optionalLongText,
  requiredText,
  searchQuerySchema,
  timestampSchema,
  userRefSchema,
} from '../common/fields';
import { paginatedSchema, paginationQuerySchema } from '../common/pagination';
import {
  confidenceSchema,
  keyResultTypeSchema,
  keyResultUnitSchema,
  objectiveLevelSchema,
  objectiveResultSchema,
  objectiveStatusSchema,
} from '../okr/key-result-types';
import { objectiveApprovalSchema } from './approval';

export const keyResultSchema = z.object({
  id: z.string(),
  objectiveId: z.string(),
  title: z.string(),
  type: keyResultTypeSchema,
  start: z.number(),
  target: z.number(),
  current: z.number(),
  unit: keyResultUnitSchema,
  customUnit: z.string().nullable(),
  decimals: z.number().int(),
  weight: z.number(),
  owner: userRefSchema,
  dueDate: z.string().nullable(),
  /** Confidence of the latest check-in; null before the first one. */
  confidence: confidenceSchema.nullable(),
  progress: z.number(),
  lastCheckInAt: timestampSchema.nullable(),
  /** The KPI (indicador) this key result moves; absent where a read does not join it. */
  kpi: namedRefSchema.nullable().optional(),
});
export type KeyResult = z.infer<typeof keyResultSchema>;

export const keyResultBodySchema = z
  .object({
    title: requiredText(3, 200, 'o título do resultado-chave'),
    type: keyResultTypeSchema,
    start: z.coerce.number({ error: 'Informe o valor inicial.' }),
    target: z.coerce.number({ error: 'Informe a meta.' }),
    unit: keyResultUnitSchema,
    customUnit: optionalLongText(20, 'A unidade'),
    decimals: z.coerce
      .number()
      .int()
      .min(0, 'Use de 0 a 4 casas decimais.')
      .max(4, 'Use de 0 a 4 casas decimais.'),
    weight: z.coerce
      .number()
      .gt(0, 'O peso deve ser maior que zero.')
      .max(100, 'O peso deve ser no máximo 100.'),
    ownerId: idSchema,
    dueDate: isoDateSchema.nullish().transform((value) => value ?? null),
    /** The KPI (indicador) it moves, of the same company. */
    kpiId: optionalIdSchema,
  })
  .refine((body) => body.unit !== 'custom' || !!body.customUnit, {
    path: ['customUnit'],
    message: 'Informe a unidade personalizada.',
  })
  .refine((body) => !['increase', 'decrease'].includes(body.type) || body.start !== body.target, {
    path: ['target'],
    message: 'A meta deve ser diferente do valor inicial.',
  })
  .refine((body) => body.type !== 'increase' || body.target > body.start, {
    path: ['target'],
    message: 'Para aumentar, a meta deve ser maior que o valor inicial.',
  })
  .refine((body) => body.type !== 'decrease' || body.target < body.start, {
    path: ['target'],
    message: 'Para reduzir, a meta deve ser menor que o valor inicial.',
  });
export type KeyResultBody = z.input<typeof keyResultBodySchema>;

export const objectiveSchema = z.object({
  id: z.string(),
  cycleId: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  level: objectiveLevelSchema,
  team: namedRefSchema.nullable(),
  owner: userRefSchema,
  parentObjective: z.object({ id: z.string(), title: z.string() }).nullable(),
  pillar: z.object({ id: z.string(), name: z.string(), color: z.string() }).nullable(),
  status: objectiveStatusSchema,
  /** A draft sent for approval ("Em aprovação") or sent back ("Devolvido"); null otherwise. */
  approval: objectiveApprovalSchema.nullable(),
  result: objectiveResultSchema.nullable(),
  closingComment: z.string().nullable(),
  progress: z.number(),
  /** Worst confidence among its key results' latest check-ins. */
  confidence: confidenceSchema.nullable(),
  keyResultCount: z.number().int(),
  /** Seen only by admins, the owner and the people or teams named (objectiveVisibleTo). */
  private: z.boolean(),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});
export type Objective = z.infer<typeof objectiveSchema>;

/** One point of a key result's trend: the value of the day's latest check-in. */
export const trendPointSchema = z.object({ date: z.string(), value: z.number() });

/** A key result as the objective page shows it, with its check-in values for the sparkline. */
export const keyResultWithTrendSchema = keyResultSchema.extend({
  trend: z.array(trendPointSchema),
});
export type KeyResultWithTrend = z.infer<typeof keyResultWithTrendSchema>;

export const objectiveDetailSchema = objectiveSchema.extend({
  /** Why the draft was returned, while it is "Devolvido". */
  approvalNote: z.string().nullable(),
  /** The leader of its team, who may approve it (permissions.ts, canReviewObjective). */
  teamLeaderId: z.string().nullable(),
  keyResults: z.array(keyResultWithTrendSchema),
  /** Who may see it when private, besides admins and the owner (empty when not private). */
  viewerUserIds: z.array(z.string()),
  viewerTeamIds: z.array(z.string()),
});
export type ObjectiveDetail = z.infer<typeof objectiveDetailSchema>;

export const MAX_OBJECTIVE_VIEWERS = 50;

/** A private objective names the people and teams who see it (ignored when not private). */
const objectiveVisibilityFields = {
  private: z.boolean({ error: 'Informe se o objetivo é privado.' }).default(false),
  viewerUserIds: z
    .array(idSchema)
    .max(MAX_OBJECTIVE_VIEWERS, `Escolha no máximo ${MAX_OBJECTIVE_VIEWERS} pessoas.`)
    .default([]),
  viewerTeamIds: z
    .array(idSchema)
    .max(MAX_OBJECTIVE_VIEWERS, `Escolha no máximo ${MAX_OBJECTIVE_VIEWERS} times.`)
    .default([]),
};

const objectiveFieldsSchema = z.object({
  cycleId: idSchema,
  title: requiredText(3, 200, 'o título do objetivo'),
  description: optionalLongText(2000, 'A descrição'),
  level: objectiveLevelSchema,
  teamId: optionalIdSchema,
  ownerId: idSchema,
  parentObjectiveId: optionalIdSchema,
  pillarId: optionalIdSchema,
  status: z.enum(['draft', 'active']).default('active'),
  ...objectiveVisibilityFields,
});

/** Rules across fields, shared by the edit body and the create body (which adds key results). */
function checkObjectiveRules(
  body: Pick<
    z.output<typeof objectiveFieldsSchema>,
    'level' | 'teamId' | 'parentObjectiveId' | 'pillarId'
  >,
  ctx: z.RefinementCtx,
): void {
  if (body.level === 'team' && !body.teamId) {
    ctx.addIssue({ code: 'custom', path: ['teamId'], message: 'Escolha o time deste objetivo.' });
  }
  if (body.parentObjectiveId && body.pillarId) {
    ctx.addIssue({
      code: 'custom',
      path: ['pillarId'],
      message: 'Alinhe o objetivo a um objetivo superior ou a um pilar, não aos dois.',
    });
  }
}

export const objectiveBodySchema = objectiveFieldsSchema.superRefine(checkObjectiveRules);
export type ObjectiveBody = z.input<typeof objectiveBodySchema>;

export const MAX_KEY_RESULTS_ON_CREATE = 10;

/** POST /api/objectives: the objective and, optionally, its key results, created together. */
export const objectiveCreateBodySchema = objectiveFieldsSchema
  .extend({
    keyResults: z
      .array(keyResultBodySchema)
      .max(
        MAX_KEY_RESULTS_ON_CREATE,
        `Adicione no máximo ${MAX_KEY_RESULTS_ON_CREATE} resultados-chave de uma vez.`,
      )
      .default([]),
  })
  .superRefine(checkObjectiveRules);
export type ObjectiveCreateBody = z.input<typeof objectiveCreateBodySchema>;

export const closeObjectiveBodySchema = z.object({
  result: objectiveResultSchema,
  comment: optionalLongText(2000, 'O comentário'),
});
export const duplicateObjectiveBodySchema = z.object({
  cycleId: idSchema,
  keyResultIds: z.array(idSchema),
});

export const objectiveListQuerySchema = paginationQuerySchema.extend({
  cycleId: idSchema.optional(),
  teamId: idSchema.optional(),
  ownerId: idSchema.optional(),
  level: objectiveLevelSchema.optional(),
  status: objectiveStatusSchema.optional(),
  confidence: confidenceSchema.optional(),
  search: searchQuerySchema,
});
export type ObjectiveListQuery = z.input<typeof objectiveListQuerySchema>;
export const objectiveListSchema = paginatedSchema(objectiveSchema);

/** What a line about an objective shows: the aligned list and the tree's nodes. */
export const objectiveSummarySchema = objectiveSchema.pick({
  id: true,
  title: true,
  level: true,
  status: true,
  progress: true,
  confidence: true,
  owner: true,
  team: true,
  private: true,
});

/** The objectives aligned directly beneath one objective, for its page. */
export const alignedObjectivesSchema = z.object({
  data: z.array(objectiveSummarySchema),
});
export type AlignedObjective = z.infer<typeof alignedObjectivesSchema>['data'][number];

/**
 * Routes (scoped to the caller's company; permissions in packages/shared/src/objectives/permissions.ts):
 * GET /api/objectives?… -> objectiveListSchema (current cycle when cycleId is absent)
 * GET /api/objectives/tree… -> see tree.ts
 * GET /api/objectives/:id -> objectiveDetailSchema (key results carry their check-in trend)
 * GET /api/objectives/:id/aligned -> alignedObjectivesSchema (children, in one statement)
 * POST /api/objectives objectiveCreateBodySchema -> 201 objectiveDetailSchema
 *   (its key results in the same transaction: all or nothing; issues at keyResults.<i>.<field>)
 * PUT /api/objectives/:id objectiveBodySchema -> objectiveDetailSchema
 * DELETE /api/objectives/:id -> 204 (its key results and check-ins go with it)
 * POST /api/objectives/:id/close closeObjectiveBodySchema -> objectiveDetailSchema
 * POST /api/objectives/:id/reopen -> objectiveDetailSchema
 * POST /api/objectives/:id/duplicate duplicateObjectiveBodySchema -> 201 objectiveDetailSchema
 *   (copies into the chosen cycle as draft; chosen key results restart at their start value)
 * POST /api/objectives/:id/key-results keyResultBodySchema -> 201 keyResultSchema
 * PUT /api/key-results/:id keyResultBodySchema -> keyResultSchema
 * DELETE /api/key-results/:id -> 204
 * GET /api/objectives/:id/activity?page&limit -> activityListSchema (activity/contracts.ts)
 */
export const objectiveMessages = {
  notFound: 'Objetivo não encontrado.',
  keyResultNotFound: 'Resultado-chave não encontrado.',
  closed: 'Este objetivo está encerrado. Reabra-o para alterar.',
  parentInOtherCycle: 'O objetivo superior deve estar no mesmo ciclo.',
  parentIsSelf: 'Um objetivo não pode ser alinhado a si mesmo ou a um descendente.',
  unknownReference: 'Uma das referências informadas não existe na sua empresa.',
  hasChildren: 'Este objetivo tem objetivos alinhados a ele e não pode mudar de ciclo.',
} as const;
