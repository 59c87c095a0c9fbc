import { z } from 'zod';
import { emailSchema } from '../auth/fields';
import { DUNNING_DAYS } from '../billing/lifecycle';

/**
 * The backoffice's settings page (permission `system`):
 * GET /api/backoffice/settings  -> backofficeSettingsSchema
 * PUT /api/backoffice/settings  updateBackofficeSettingsBodySchema -> backofficeSettingsSchema
 *
 * Trial days, grace days and the sales e-mail come from the environment (TRIAL_DAYS, GRACE_DAYS,
 * SALES_EMAIL) unless staff override them here; `null` in the body drops an override (back to
 * the environment's value). A write goes to the audit log (`settings.updated`, before/after).
 * The Efí connection is read-only here: it comes from the environment.
 */

export const TRIAL_DAYS_RANGE = { min: 0, max: 365 } as const;
export const GRACE_DAYS_RANGE = { min: 0, max: 60 } as const;

const daysField = (label: string, range: { min: number; max: number }) => {
  const outOfRange = `${label} deve ficar entre ${range.min} e ${range.max} dias.`;
  return z
    .number({ error: `${label}: informe um número de dias.` })
    .int(`${label}: informe um número inteiro de dias.`)
    .min(range.min, outOfRange)
    .max(range.max, outOfRange);
};

export const updateBackofficeSettingsBodySchema = z
  .strictObject({
    trialDays: daysField('O período de teste', TRIAL_DAYS_RANGE).nullable().optional(),
    graceDays: daysField('A carência', GRACE_DAYS_RANGE).nullable().optional(),
    salesEmail: emailSchema.nullable().optional(),
  })
  .refine((body) => Object.keys(body).length > 0, {
    message: 'Informe ao menos uma configuração.',
  });
export type UpdateBackofficeSettingsBody = z.infer<typeof updateBackofficeSettingsBodySchema>;

const setting = <T extends z.ZodType>(value: T) =>
  z.object({
    /** What the code uses now. */
    value,
    /** The environment's value (used when there is no override). */
    default: value,
    overridden: z.boolean(),
  });

export const backofficeSettingsSchema = z.object({
  data: z.object({
    efi: z.object({
      mode: z.enum(['efi', 'simulator']),
      environment: z.enum(['sandbox', 'production']),
      /** e.g. `Client_Id_ab…xy`; never the whole id, never the secret. */
      clientIdMasked: z.string(),
      notificationUrl: z.string(),
      /** The last call to Efí that answered (daily reconciliation, connection test). */
      lastSuccessAt: z.string().nullable(),
      lastSuccessCall: z.string().nullable(),
    }),
    billing: z.object({
      trialDays: setting(z.number().int()),
      graceDays: setting(z.number().int()),
      /** Days after a refused renewal on which the dunning e-mails go out (fixed). */
      dunningDays: z.array(z.number().int()),
    }),
    salesEmail: setting(z.string()),
    updatedAt: z.string().nullable(),
  }),
});
export type BackofficeSettings = z.infer<typeof backofficeSettingsSchema>['data'];

export const BACKOFFICE_DUNNING_DAYS: readonly number[] = DUNNING_DAYS;

/**
 * Masks an Efí client id for display: Efí's `Client_Id_` prefix stays, then the first two and
 * the last two characters (`Client_Id_ab…xy`); a short id shows only `…`.
 */
export function maskClientId(clientId: string): string {
  const prefix = clientId.startsWith('Client_Id_') ? 'Client_Id_' : '';
  const rest = clientId.slice(prefix.length);
  if (rest.length < 8) return `${prefix}…`;
  return `${prefix}${rest.slice(0, 2)}…${rest.slice(-2)}`;
}

export const settingsMessages = {
  updated: 'Configurações salvas.',
} as const;
