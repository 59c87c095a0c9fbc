import { z } from 'zod';
import { BRAZILIAN_STATES, isValidCnpj, onlyDigits } from '../billing/documents';

/**
 * The issuer's fiscal settings for the NFS-e (backoffice › Configurações › Dados fiscais):
 * GET /api/backoffice/settings/fiscal  (permission `system`) -> fiscalSettingsResponseSchema
 * PUT /api/backoffice/settings/fiscal  (permission `system`, role admin)
 *   fiscalSettingsBodySchema -> fiscalSettingsResponseSchema
 * A write goes to the audit log (`fiscal_settings.updated`, before/after). Until they are saved,
 * invoices stay queued ("Configure os dados fiscais…").
 */

export const TAX_REGIMES = ['simples_nacional', 'mei', 'lucro_presumido', 'lucro_real'] as const;
export type TaxRegime = (typeof TAX_REGIMES)[number];
export const taxRegimeLabels: Record<TaxRegime, string> = {
  simples_nacional: 'Simples Nacional',
  mei: 'Microempreendedor individual (MEI)',
  lucro_presumido: 'Lucro presumido',
  lucro_real: 'Lucro real',
};
/** Optante pelo Simples Nacional (MEI included). */
export const isSimplesNacional = (regime: TaxRegime) =>
  regime === 'simples_nacional' || regime === 'mei';

/** Placeholders the description template may use, and what each becomes. */
export const INVOICE_TEMPLATE_PLACEHOLDERS = {
  plano: 'Nome do plano (ex.: Rumo Pro)',
  periodo: 'Período cobrado (ex.: 01/11/2026 a 30/11/2026)',
  empresa: 'Nome da empresa cliente',
  valor: 'Valor cobrado (ex.: R$ 199,00)',
} as const;
export type InvoiceTemplatePlaceholder = keyof typeof INVOICE_TEMPLATE_PLACEHOLDERS;

export const DEFAULT_SERVICE_ITEM = '1.05';
export const DEFAULT_DESCRIPTION_TEMPLATE =
  'Licenciamento de uso do software Rumo (plano {plano}), período {periodo}, para {empresa}.';

/** Fills `{plano}`-style placeholders; unknown ones are refused by the schema before saving. */
export function renderInvoiceDescription(
  template: string,
  values: Record<InvoiceTemplatePlaceholder, string>,
): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? values[name as InvoiceTemplatePlaceholder] : whole,
  );
}

const unknownPlaceholders = (template: string) =>
  [...template.matchAll(/\{(\w*)\}/g)]
    .map((match) => match[1] ?? '')
    .filter((name) => !(name in INVOICE_TEMPLATE_PLACEHOLDERS));

export const fiscalSettingsBodySchema = z.object({
  cnpj: z
    .string({ error: 'Informe o CNPJ do emissor.' })
    .trim()
    .min(1, 'Informe o CNPJ do emissor.')
    .refine(isValidCnpj, 'Informe um CNPJ válido.')
    .transform(onlyDigits),
  razaoSocial: z
    .string({ error: 'Informe a razão social.' })
    .trim()
    .min(2, 'Informe a razão social.')
    .max(150, 'A razão social deve ter no máximo 150 caracteres.'),
  inscricaoMunicipal: z
    .string({ error: 'Informe a inscrição municipal.' })
    .trim()
    .min(1, 'Informe a inscrição municipal.')
    .max(20, 'A inscrição municipal deve ter no máximo 20 caracteres.')
    .regex(/^[0-9A-Za-z./-]+$/, 'A inscrição municipal aceita só números, letras, ponto e hífen.'),
  municipio: z.object({
    name: z
      .string({ error: 'Informe o município.' })
      .trim()
      .min(2, 'Informe o município.')
      .max(100, 'O nome do município é longo demais.'),
    state: z.enum(BRAZILIAN_STATES, { error: 'Escolha a UF.' }),
    ibgeCode: z
      .string({ error: 'Informe o código IBGE do município.' })
      .trim()
      .regex(/^\d{7}$/, 'O código IBGE do município tem 7 dígitos.'),
  }),
  taxRegime: z.enum(TAX_REGIMES, { error: 'Escolha o regime tributário.' }),
  serviceItem: z
    .string({ error: 'Informe o item da lista de serviços (LC 116).' })
    .trim()
    .regex(/^\d{1,2}\.\d{2}$/, 'Informe o item da LC 116 no formato 1.05.')
    .default(DEFAULT_SERVICE_ITEM),
  municipalTaxCode: z
    .string()
    .trim()
    .max(20, 'O código tributário municipal deve ter no máximo 20 caracteres.')
    .optional()
    .transform((value) => (value ? value : null)),
  /** ISS rate in percent (2 means 2 %); the law sets 2 % to 5 %, Simples Nacional may differ. */
  issRate: z
    .number({ error: 'Informe a alíquota do ISS.' })
    .min(0, 'A alíquota do ISS deve ficar entre 0% e 5%.')
    .max(5, 'A alíquota do ISS deve ficar entre 0% e 5%.')
    .refine(
      (value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6,
      'Use no máximo duas casas decimais na alíquota.',
    ),
  descriptionTemplate: z
    .string({ error: 'Informe o modelo da descrição da nota.' })
    .trim()
    .min(10, 'O modelo da descrição deve ter ao menos 10 caracteres.')
    .max(1000, 'O modelo da descrição deve ter no máximo 1000 caracteres.')
    .refine((value) => unknownPlaceholders(value).length === 0, {
      message: `Use só os marcadores ${Object.keys(INVOICE_TEMPLATE_PLACEHOLDERS)
        .map((name) => `{${name}}`)
        .join(', ')}.`,
    })
    .default(DEFAULT_DESCRIPTION_TEMPLATE),
});
export type FiscalSettingsBody = z.input<typeof fiscalSettingsBodySchema>;
export type FiscalSettingsInput = z.infer<typeof fiscalSettingsBodySchema>;

export const fiscalSettingsSchema = z.object({
  cnpj: z.string(),
  razaoSocial: z.string(),
  inscricaoMunicipal: z.string(),
  municipio: z.object({ name: z.string(), state: z.enum(BRAZILIAN_STATES), ibgeCode: z.string() }),
  taxRegime: z.enum(TAX_REGIMES),
  serviceItem: z.string(),
  municipalTaxCode: z.string().nullable(),
  issRate: z.number(),
  descriptionTemplate: z.string(),
  updatedAt: z.string(),
});
export type FiscalSettings = z.infer<typeof fiscalSettingsSchema>;

/** `data` is null until an admin saves them (invoices wait in the queue meanwhile). */
export const fiscalSettingsResponseSchema = z.object({ data: fiscalSettingsSchema.nullable() });
export type FiscalSettingsResponse = z.infer<typeof fiscalSettingsResponseSchema>;

export const fiscalSettingsMessages = {
  updated: 'Dados fiscais salvos.',
  missing: 'Configure os dados fiscais em Configurações para emitir as notas fiscais.',
} as const;
