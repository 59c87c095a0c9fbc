import { z } from 'zod';
import { checkInBodySchema } from '../check-ins/contracts';

/**
 * The public API /api/v1 (issue 26): its resources as integrators see them (snake_case, stable
 * within v1: docs/integrations/api.md), cursor pagination and its error messages.
 */

export const V1_PAGE_MAX = 100;
export const V1_PAGE_DEFAULT = 50;

export const v1Messages = {
  limitInvalid: `Informe um limite entre 1 e ${V1_PAGE_MAX}.`,
  cursorInvalid: 'Cursor inválido: use o next_cursor da página anterior.',
  idempotencyKeyInvalid: 'A Idempotency-Key deve ter de 1 a 255 caracteres visíveis.',
  idempotencyMismatch:
    'Esta Idempotency-Key já foi usada com outro corpo. Gere uma chave nova para outra operação.',
  idempotencyInFlight: 'Uma requisição com esta Idempotency-Key ainda está em andamento.',
} as const;

export const v1ErrorCodes = {
  idempotencyMismatch: 'IDEMPOTENCY_KEY_REUSED',
  idempotencyInFlight: 'IDEMPOTENCY_KEY_IN_FLIGHT',
  cursorInvalid: 'CURSOR_INVALID',
} as const;

export const v1ListQuerySchema = z.object({
  limit: z.coerce
    .number({ error: v1Messages.limitInvalid })
    .int(v1Messages.limitInvalid)
    .min(1, v1Messages.limitInvalid)
    .max(V1_PAGE_MAX, v1Messages.limitInvalid)
    .default(V1_PAGE_DEFAULT)
    .describe(`Itens por página (1 a ${V1_PAGE_MAX}; padrão ${V1_PAGE_DEFAULT})`),
  cursor: z
    .string()
    .max(200, v1Messages.cursorInvalid)
    .optional()
    .describe('O next_cursor da página anterior (opaco)'),
});

export const v1ObjectivesQuerySchema = v1ListQuerySchema.extend({
  cycle_id: z.uuid('Identificador inválido.').optional().describe('Só os objetivos deste ciclo'),
});
export const v1KeyResultsQuerySchema = v1ListQuerySchema.extend({
  objective_id: z.uuid('Identificador inválido.').optional().describe('Só deste objetivo'),
});
export const v1CheckInsQuerySchema = v1ListQuerySchema.extend({
  key_result_id: z.uuid('Identificador inválido.').optional().describe('Só deste resultado-chave'),
});

const page = <T extends z.ZodType>(item: T) =>
  z.object({
    data: z.array(item),
    next_cursor: z.string().nullable().describe('Nulo na última página'),
  });

export const v1CycleSchema = z.object({
  id: z.string(),
  name: z.string().meta({ example: '2026 · T1' }),
  start_date: z.string().meta({ example: '2026-01-01' }),
  end_date: z.string().meta({ example: '2026-03-31' }),
  status: z.string().meta({ example: 'active' }),
});

export const v1ObjectiveSchema = z.object({
  id: z.string(),
  cycle_id: z.string(),
  title: z.string().meta({ example: 'Encantar nossos clientes' }),
  description: z.string().nullable(),
  level: z.string().meta({ example: 'company' }),
  team_id: z.string().nullable(),
  owner_id: z.string(),
  parent_objective_id: z.string().nullable(),
  status: z.string().meta({ example: 'active' }),
  progress: z.number().describe('0 a 100').meta({ example: 42.5 }),
  confidence: z.string().nullable().meta({ example: 'on_track' }),
  private: z.boolean(),
  updated_at: z.string(),
});

export const v1KeyResultSchema = z.object({
  id: z.string(),
  objective_id: z.string(),
  title: z.string().meta({ example: 'NPS de 60 para 75' }),
  type: z.string(),
  start_value: z.number(),
  target_value: z.number(),
  current_value: z.number(),
  unit: z.string(),
  owner_id: z.string(),
  due_date: z.string().nullable(),
  progress: z.number(),
  confidence: z.string().nullable(),
  last_check_in_at: z.string().nullable(),
  kpi_id: z.string().nullable(),
});

export const v1CheckInSchema = z.object({
  id: z.string(),
  key_result_id: z.string(),
  author_id: z.string(),
  value: z.number().meta({ example: 68 }),
  confidence: z.string().meta({ example: 'on_track' }),
  comment: z.string().nullable(),
  date: z.string().meta({ example: '2026-02-10' }),
  created_at: z.string(),
});

export const v1TeamSchema = z.object({
  id: z.string(),
  name: z.string().meta({ example: 'Produto' }),
  description: z.string().nullable(),
  leader_id: z.string().nullable(),
});

export const v1UserSchema = z.object({
  id: z.string(),
  name: z.string().meta({ example: 'Ana Souza' }),
  email: z.string().meta({ example: 'ana@empresa.com.br' }),
  role: z.string().meta({ example: 'user' }),
  status: z.string().meta({ example: 'active' }),
  team_id: z.string().nullable(),
});

export const v1KpiSchema = z.object({
  id: z.string(),
  name: z.string().meta({ example: 'Receita recorrente mensal' }),
  description: z.string().nullable(),
  unit: z.string(),
  direction: z.string(),
  period: z.string(),
  team_id: z.string().nullable(),
  owner_id: z.string(),
  archived: z.boolean(),
});

export const v1CyclePageSchema = page(v1CycleSchema);
export const v1ObjectivePageSchema = page(v1ObjectiveSchema);
export const v1KeyResultPageSchema = page(v1KeyResultSchema);
export const v1CheckInPageSchema = page(v1CheckInSchema);
export const v1TeamPageSchema = page(v1TeamSchema);
export const v1UserPageSchema = page(v1UserSchema);
export const v1KpiPageSchema = page(v1KpiSchema);

/** POST /api/v1/key-results/{id}/check-ins: the app's check-in body. */
export const v1CheckInBodySchema = checkInBodySchema;

export type V1Cycle = z.infer<typeof v1CycleSchema>;
export type V1Objective = z.infer<typeof v1ObjectiveSchema>;
export type V1KeyResult = z.infer<typeof v1KeyResultSchema>;
export type V1CheckIn = z.infer<typeof v1CheckInSchema>;
export type V1Team = z.infer<typeof v1TeamSchema>;
export type V1User = z.infer<typeof v1UserSchema>;
export type V1Kpi = z.infer<typeof v1KpiSchema>;
