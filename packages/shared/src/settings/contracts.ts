import { z } from 'zod';
import { companyNameSchema } from '../auth/fields';
import { isValidTimeZone } from '../okr/week';

export const CYCLE_LENGTHS_MONTHS = [1, 2, 3, 4, 6, 12] as const;

/** "Escalar check-ins atrasados após N dias": 1 to 14 days, or null (off). */
export const ESCALATION_DAYS = { min: 1, max: 14 } as const;
const escalationDaysMessage = `Escolha de ${ESCALATION_DAYS.min} a ${ESCALATION_DAYS.max} dias, ou desative.`;

const timeZoneSchema = z.string().refine(isValidTimeZone, 'Escolha um fuso horário válido.');

export const companySettingsSchema = z.object({
  companyName: z.string(),
  logo: z.string().nullable(),
  /** 0 = domingo … 6 = sábado; the week of check-ins starts on this day. */
  checkInWeekDay: z.number().int().min(0).max(6),
  timeZone: z.string(),
  defaultCycleLengthMonths: z.number().int(),
  /** Days late after which a missed check-in goes to the owner's team lead; null: off. */
  escalateCheckInsAfterDays: z.number().int().nullable(),
  /** "Exigir aprovação de objetivos": drafts go live once a team leader or an admin approves. */
  approvalRequired: z.boolean(),
  /** "Permitir KRs por marcos": the key result type scored by its initiatives (default off). */
  milestoneKeyResults: z.boolean(),
});
export type CompanySettings = z.infer<typeof companySettingsSchema>;

export const companySettingsBodySchema = z.object({
  companyName: companyNameSchema,
  checkInWeekDay: z.coerce
    .number()
    .int()
    .min(0, 'Escolha um dia da semana.')
    .max(6, 'Escolha um dia da semana.'),
  timeZone: timeZoneSchema,
  defaultCycleLengthMonths: z.coerce
    .number()
    .int()
    .refine(
      (months) => (CYCLE_LENGTHS_MONTHS as readonly number[]).includes(months),
      'Escolha uma duração válida.',
    ),
  /** Absent keeps the current choice; null turns escalation off. */
  escalateCheckInsAfterDays: z
    .number({ error: escalationDaysMessage })
    .int(escalationDaysMessage)
    .min(ESCALATION_DAYS.min, escalationDaysMessage)
    .max(ESCALATION_DAYS.max, escalationDaysMessage)
    .nullable()
    .optional(),
  /** Absent: unchanged. */
  approvalRequired: z.boolean().optional(),
  /** Left out: unchanged. */
  milestoneKeyResults: z.boolean({ error: 'Escolha sim ou não.' }).optional(),
});
export type CompanySettingsBody = z.input<typeof companySettingsBodySchema>;

/**
 * Routes:
 * GET /api/settings (any signed-in user; the app needs week day and time zone) -> companySettingsSchema
 * PUT /api/settings companySettingsBodySchema (admin) -> companySettingsSchema
 * POST /api/settings/logo multipart field `logo`, PNG/JPEG/WebP up to 2 MB (admin) -> companySettingsSchema
 * DELETE /api/settings/logo (admin) -> companySettingsSchema
 */
