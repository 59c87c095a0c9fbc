import { z } from 'zod';
import { idSchema, namedRefSchema } from '../common/fields';
import {
  keyResultTypeSchema,
  keyResultUnitSchema,
  objectiveLevelSchema,
} from '../okr/key-result-types';

/**
 * Importing a cycle's OKRs from a spreadsheet (CSV or XLSX): one row per key result, the
 * objective's columns filled on its first row and left blank (or repeated) on the rows of its
 * other key results. The columns, in this order, with these exact titles:
 */
export const OKR_IMPORT_COLUMNS = [
  'Objetivo',
  'Descrição',
  'Nível',
  'Time',
  'Responsável (e-mail)',
  'Pilar',
  'Resultado-chave',
  'Tipo',
  'Unidade',
  'Valor inicial',
  'Meta',
  'Responsável do KR (e-mail)',
] as const;
export type OkrImportColumn = (typeof OKR_IMPORT_COLUMNS)[number];

/** The model file's example rows (the second and third rows continue the first objective). */
export const OKR_IMPORT_EXAMPLE: readonly (readonly string[])[] = [
  [
    'Acelerar o crescimento da receita',
    'Foco em novos clientes no Sudeste',
    'Empresa',
    '',
    'responsavel@empresa.com.br',
    '',
    'Aumentar a receita recorrente mensal',
    'Aumentar',
    'Moeda (R$)',
    '100.000,00',
    '150.000,00',
    '',
  ],
  ['', '', '', '', '', '', 'Conquistar novos clientes', 'Aumentar', 'Número', '0', '40', ''],
  ['', '', '', '', '', '', 'Reduzir o churn mensal', 'Reduzir', 'Percentual (%)', '3,5', '2', ''],
];

/** Largest file accepted, and most rows read. */
export const OKR_IMPORT_MAX_BYTES = 1024 * 1024;
export const OKR_IMPORT_MAX_ROWS = 500;
/** The multipart field that carries the file. */
export const OKR_IMPORT_FIELD = 'arquivo';

/** POST /api/okr-import/preview?cycleId and POST /api/okr-import?cycleId (multipart, admins). */
export const okrImportQuerySchema = z.object({ cycleId: idSchema });

export const okrImportRowSchema = z.object({
  /** The spreadsheet's line number (the header is line 1). */
  line: z.number().int(),
  objective: z.string(),
  keyResult: z.string(),
  /** pt-BR messages; empty when the row is fine. */
  errors: z.array(z.string()),
});
export type OkrImportRow = z.infer<typeof okrImportRowSchema>;

export const okrImportKeyResultSchema = z.object({
  title: z.string(),
  type: keyResultTypeSchema,
  unit: keyResultUnitSchema,
  customUnit: z.string().nullable(),
  decimals: z.number().int(),
  start: z.number(),
  target: z.number(),
  owner: namedRefSchema,
});

export const okrImportObjectiveSchema = z.object({
  line: z.number().int(),
  title: z.string(),
  level: objectiveLevelSchema,
  team: namedRefSchema.nullable(),
  owner: namedRefSchema,
  pillar: namedRefSchema.nullable(),
  keyResults: z.array(okrImportKeyResultSchema),
});
export type OkrImportObjective = z.infer<typeof okrImportObjectiveSchema>;

/** What the file would create, and every row with its errors; importable when errorCount is 0. */
export const okrImportPreviewSchema = z.object({
  rows: z.array(okrImportRowSchema),
  /** File-wide problems (wrong columns, unreadable file, too many rows). */
  fileErrors: z.array(z.string()),
  errorCount: z.number().int(),
  objectives: z.array(okrImportObjectiveSchema),
});
export type OkrImportPreview = z.infer<typeof okrImportPreviewSchema>;

export const okrImportResultSchema = z.object({
  objectives: z.number().int(),
  keyResults: z.number().int(),
});
export type OkrImportResult = z.infer<typeof okrImportResultSchema>;

export const okrImportMessages = {
  missingFile: 'Envie uma planilha CSV ou XLSX.',
  tooLarge: 'A planilha deve ter no máximo 1 MB.',
  unreadable: 'Não foi possível ler a planilha. Envie um arquivo CSV ou XLSX.',
  empty: 'A planilha não tem linhas para importar.',
  tooManyRows: `A planilha deve ter no máximo ${OKR_IMPORT_MAX_ROWS} linhas.`,
  wrongColumns: (missing: string[]) =>
    `Faltam colunas no cabeçalho: ${missing.join(', ')}. Use o modelo.`,
  hasErrors: 'A planilha tem erros. Corrija-os e envie novamente; nada foi importado.',
  noObjective: 'Informe o objetivo (a primeira linha de cada objetivo precisa dele).',
  missing: (column: string) => `Informe "${column}".`,
  unknownUser: (email: string) => `Nenhuma pessoa ativa da empresa tem o e-mail ${email}.`,
  unknownTeam: (name: string) => `O time "${name}" não existe.`,
  unknownPillar: (name: string) => `O pilar "${name}" não existe.`,
  unknownLevel: (value: string) => `Nível "${value}" inválido: use Empresa, Time ou Individual.`,
  unknownType: (value: string) =>
    `Tipo "${value}" inválido: use Aumentar, Reduzir, Manter acima de, Manter abaixo de ou Entregue ou não.`,
  invalidNumber: (column: string, value: string) =>
    `"${column}" não é um número: ${value} (use, por exemplo, 1.234,56).`,
  keyResultColumnsWithoutTitle: 'Informe o resultado-chave ou deixe as colunas dele em branco.',
} as const;

/** The error `code`s the import answers with besides the common ones. */
export const okrImportCodes = {
  invalid: 'OKR_IMPORT_INVALID',
  missingFile: 'OKR_IMPORT_FILE_MISSING',
  tooLarge: 'OKR_IMPORT_FILE_TOO_LARGE',
} as const;
