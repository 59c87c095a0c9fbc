import { z } from 'zod';
import { paginatedSchema, paginationQuerySchema } from '../../common/pagination';
import { COMPANY_SIZES, LEAD_SOURCES, LEAD_STATUSES } from '../../leads/contracts';
import { dayFilter, idParam, searchFilter } from './common';

/**
 * The backoffice's leads (spec §7; permission `stats`):
 *
 * GET    /backoffice/leads                                 staffLeadQuerySchema -> staffLeadListSchema
 * PATCH  /backoffice/leads/{id}                            staffLeadUpdateBodySchema -> staffLeadSchema
 */

export const leadSourceLabels: Record<(typeof LEAD_SOURCES)[number], string> = {
  proposta: 'Proposta',
  beta: 'Beta',
  checkout: 'Checkout',
};
export const leadStatusLabels: Record<(typeof LEAD_STATUSES)[number], string> = {
  new: 'Novo',
  contacted: 'Contatado',
  qualified: 'Qualificado',
  converted: 'Convertido',
  lost: 'Perdido',
};

export const staffLeadQuerySchema = paginationQuerySchema.extend({
  source: z.enum(LEAD_SOURCES, { error: 'Origem inválida.' }).optional(),
  status: z.enum(LEAD_STATUSES, { error: 'Status inválido.' }).optional(),
  ownerId: idParam.optional(),
  from: dayFilter,
  to: dayFilter,
  /** Part of the name, e-mail or company. */
  search: searchFilter,
});
export type StaffLeadQuery = z.infer<typeof staffLeadQuerySchema>;

export const staffLeadSchema = z.object({
  id: z.string(),
  source: z.enum(LEAD_SOURCES),
  status: z.enum(LEAD_STATUSES),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  company: z.string().nullable(),
  companySize: z.enum(COMPANY_SIZES).nullable(),
  message: z.string().nullable(),
  owner: z.object({ id: z.string(), name: z.string() }).nullable(),
  notes: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type StaffLead = z.infer<typeof staffLeadSchema>;
export const staffLeadListSchema = paginatedSchema(staffLeadSchema);
export type StaffLeadList = z.infer<typeof staffLeadListSchema>;

export const staffLeadUpdateBodySchema = z
  .object({
    status: z.enum(LEAD_STATUSES, { error: 'Status inválido.' }),
    /** A staff member's id, or null to leave the lead without an owner. */
    ownerId: idParam.nullable(),
    notes: z
      .string()
      .trim()
      .max(5000, 'As anotações devem ter no máximo 5.000 caracteres.')
      .nullable()
      .transform((value) => (value ? value : null)),
  })
  .partial()
  .refine((body) => Object.keys(body).length > 0, 'Informe ao menos um campo para alterar.');
export type StaffLeadUpdateBody = z.input<typeof staffLeadUpdateBodySchema>;

export const leadErrorCodes = { unknownStaff: 'UNKNOWN_STAFF' } as const;

export const leadMessages = {
  leadNotFound: 'Lead não encontrado.',
  unknownStaff: 'Responsável não encontrado entre os usuários do sistema ativos.',
} as const;

/** Labels of the audit actions these calls record (merged into AUDIT_ACTION_LABELS). */
export const LEAD_AUDIT_ACTION_LABELS: Record<string, string> = {
  'lead.updated': 'Lead alterado',
};
