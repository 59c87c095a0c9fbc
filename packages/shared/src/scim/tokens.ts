import { z } from 'zod';
import { isCalendarDate, timestampSchema } from '../common/fields';

/** SCIM bearer tokens of a company (Configurações › Segurança › Provisionamento SCIM). */

export const SCIM_TOKEN_NAME_MAX = 80;

export const scimTokenMessages = {
  nameRequired: 'Informe um nome para o token.',
  nameTooLong: `O nome pode ter até ${SCIM_TOKEN_NAME_MAX} caracteres.`,
  expiryInvalid: 'Informe uma data de validade válida.',
  expiryPast: 'A validade precisa ser uma data futura.',
  notFound: 'Token SCIM não encontrado.',
  revoked: 'Token SCIM revogado.',
} as const;

export const scimTokenErrorCodes = { expiryPast: 'SCIM_TOKEN_EXPIRY_PAST' } as const;

export const createScimTokenBodySchema = z.object({
  name: z
    .string({ error: scimTokenMessages.nameRequired })
    .trim()
    .min(1, scimTokenMessages.nameRequired)
    .max(SCIM_TOKEN_NAME_MAX, scimTokenMessages.nameTooLong),
  /** Last day the token works ('YYYY-MM-DD', through the end of that day in UTC); none: no expiry. */
  expiresOn: z
    .union([
      z.string().refine(isCalendarDate, scimTokenMessages.expiryInvalid),
      z.literal(''),
      z.null(),
    ])
    .optional()
    .transform((value) => (value ? value : null)),
});
export type CreateScimTokenBody = z.input<typeof createScimTokenBodySchema>;

export const scimTokenSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The first characters of the token, enough to tell tokens apart in the IdP's settings. */
  prefix: z.string(),
  createdAt: timestampSchema,
  createdBy: z.string().nullable(),
  lastUsedAt: timestampSchema.nullable(),
  expiresAt: timestampSchema.nullable(),
});
export type ScimToken = z.infer<typeof scimTokenSchema>;

export const scimTokenListSchema = z.object({ data: z.array(scimTokenSchema) });

/** The only answer that carries the token itself: shown once, never stored in clear. */
export const createdScimTokenSchema = z.object({
  token: scimTokenSchema,
  secret: z.string(),
  /** The SCIM base URL to paste into the IdP (…/scim/v2). */
  baseUrl: z.string(),
});
export type CreatedScimToken = z.infer<typeof createdScimTokenSchema>;
