import { z } from 'zod';
import {
  idSchema,
  isoDateSchema,
  namedRefSchema,
  optionalIdSchema,
  optionalLongText,
  requiredText,
  timestampSchema,
  userRefSchema,
} from '../common/fields';
import { paginatedSchema, paginationQuerySchema } from '../common/pagination';
import { keyResultUnitSchema } from '../okr/key-result-types';
import { KPI_DIRECTIONS, KPI_PERIODS, KPI_STATUSES, thresholdsInOrder } from './rules';

export const kpiDirectionSchema = z.enum(KPI_DIRECTIONS, { error: 'Escolha a direção.' });
export const kpiPeriodSchema = z.enum(KPI_PERIODS, { error: 'Escolha a periodicidade.' });
export const kpiStatusSchema = z.enum(KPI_STATUSES);

/** Values are kept below a trillion (a KPI is a count, a rate or an amount in reais). */
const MAX_VALUE = 1e12;
const kpiNumber = (missing: string) =>
  z.coerce
    .number({ error: missing })
    .refine(Number.isFinite, missing)
    .refine((value) => Math.abs(value) < MAX_VALUE, 'Use um número menor que um trilhão.');

/** One period's value of a KPI. */
export const kpiPointSchema = z.object({ periodStart: z.string(), value: z.number() });
export type KpiPoint = z.infer<typeof kpiPointSchema>;

export const kpiSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  /** Null: company-wide. */
  team: namedRefSchema.nullable(),
  owner: userRefSchema,
  unit: keyResultUnitSchema,
  customUnit: z.string().nullable(),
  decimals: z.number().int(),
  direction: kpiDirectionSchema,
  green: z.number(),
  amber: z.number(),
  period: kpiPeriodSchema,
  archived: z.boolean(),
  /** The latest period's value, its status against the thresholds (null before any value). */
  latest: kpiPointSchema.nullable(),
  status: kpiStatusSchema.nullable(),
  /** The latest values, oldest first (up to 12), for the sparkline. */
  recent: z.array(kpiPointSchema),
  /** What the caller may do: edit and archive (admin, team leader); record values (+ owner). */
  canManage: z.boolean(),
  canRecord: z.boolean(),
});
export type Kpi = z.infer<typeof kpiSchema>;

export const kpiValueSchema = kpiPointSchema.extend({
  id: z.string(),
  note: z.string().nullable(),
  recordedBy: userRefSchema.nullable(),
  updatedAt: timestampSchema,
});
export type KpiValue = z.infer<typeof kpiValueSchema>;

export const kpiDetailSchema = kpiSchema.extend({
  /** Every recorded value, newest first (at most the last 520 periods). */
  values: z.array(kpiValueSchema),
  /** Key results that move this KPI. */
  keyResults: z.array(z.object({ id: z.string(), title: z.string(), objective: namedRefSchema })),
});
export type KpiDetail = z.infer<typeof kpiDetailSchema>;

export const kpiBodySchema = z
  .object({
    name: requiredText(2, 120, 'o nome do indicador'),
    description: optionalLongText(500, 'A descrição'),
    teamId: optionalIdSchema,
    ownerId: idSchema,
    unit: keyResultUnitSchema,
    customUnit: optionalLongText(20, 'A unidade'),
    decimals: z.coerce
      .number()
      .int('Use de 0 a 4 casas decimais.')
      .min(0, 'Use de 0 a 4 casas decimais.')
      .max(4, 'Use de 0 a 4 casas decimais.'),
    direction: kpiDirectionSchema,
    green: kpiNumber('Informe o limite verde.'),
    amber: kpiNumber('Informe o limite amarelo.'),
    period: kpiPeriodSchema,
  })
  .refine((body) => body.unit !== 'custom' || !!body.customUnit, {
    path: ['customUnit'],
    message: 'Informe a unidade personalizada.',
  })
  .refine(thresholdsInOrder, {
    path: ['amber'],
    message: 'O limite amarelo deve ficar do lado pior do verde (abaixo dele se maior é melhor).',
  });
export type KpiBody = z.input<typeof kpiBodySchema>;

export const kpiArchiveBodySchema = z.object({
  archived: z.boolean({ error: 'Informe se o indicador fica arquivado.' }),
});

export const kpiValueBodySchema = z.object({
  /** Any day of the period; the API keeps the period's first day. */
  periodStart: isoDateSchema,
  value: kpiNumber('Informe o valor.'),
  note: optionalLongText(500, 'A observação'),
});
export type KpiValueBody = z.input<typeof kpiValueBodySchema>;

export const kpiListQuerySchema = paginationQuerySchema.extend({
  /** A team's KPIs, or `company` for the company-wide ones; absent: all. */
  teamId: z.union([idSchema, z.literal('company')]).optional(),
  archived: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true'),
});
export const kpiListSchema = paginatedSchema(kpiSchema);

/** The CSV text of an import (columns `periodo` and `valor`), at most 500 KB and 1000 rows. */
export const kpiImportBodySchema = z.object({
  csv: z
    .string({ error: 'Envie o conteúdo do arquivo CSV.' })
    .min(1, 'O arquivo está vazio.')
    .max(500_000, 'O arquivo deve ter no máximo 500 KB.'),
});

export const kpiImportRowSchema = z.object({
  /** Line in the file (the header is line 1). */
  line: z.number().int(),
  periodo: z.string(),
  valor: z.string(),
  periodStart: z.string().nullable(),
  value: z.number().nullable(),
  /** Replaces the value already recorded for that period. */
  replaces: z.boolean(),
  errors: z.array(z.string()),
});
export const kpiImportPreviewSchema = z.object({
  rows: z.array(kpiImportRowSchema),
  /** Problems of the whole file (missing columns, too many rows). */
  fileErrors: z.array(z.string()),
  errorCount: z.number().int(),
});
export type KpiImportPreview = z.infer<typeof kpiImportPreviewSchema>;
export const kpiImportResultSchema = z.object({ imported: z.number().int() });

/**
 * Routes (everyone in the company reads; admins and the team's leader manage; the owner records):
 * GET /api/kpis?teamId&archived&page&limit -> kpiListSchema
 * GET /api/kpis/:id -> kpiDetailSchema
 * POST /api/kpis kpiBodySchema -> 201 kpiSchema; PUT /api/kpis/:id -> kpiSchema
 * PUT /api/kpis/:id/archived kpiArchiveBodySchema -> kpiSchema
 * PUT /api/kpis/:id/values kpiValueBodySchema -> kpiValueSchema (one value per period: upsert)
 * POST /api/kpis/:id/import/preview kpiImportBodySchema -> kpiImportPreviewSchema
 * POST /api/kpis/:id/import kpiImportBodySchema -> kpiImportResultSchema (all rows or none: 400)
 */
export const kpiMessages = {
  notFound: 'Indicador não encontrado.',
  forbiddenManage: 'Só administradores e o líder do time gerenciam este indicador.',
  forbiddenRecord: 'Só o responsável, o líder do time e administradores registram valores.',
  unknownTeam: 'Time não encontrado.',
  unknownOwner: 'O responsável deve ser uma pessoa ativa da sua empresa.',
  archived: 'Indicador arquivado: desarquive-o para registrar valores.',
  importInvalid: 'O arquivo tem erros: nada foi importado. Corrija as linhas indicadas.',
} as const;
