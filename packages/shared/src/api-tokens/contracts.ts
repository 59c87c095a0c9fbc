import { z } from 'zod';
import { timestampSchema } from '../common/fields';

/**
 * API tokens of a company (issue 26, Configurações › Integrações › Tokens de API). A token acts
 * as the person who created it, with that person's current role and visibility, narrowed by its
 * scopes.
 */

export const API_TOKEN_SCOPES = [
  'okrs:read',
  'okrs:write',
  'checkins:write',
  'users:read',
] as const;
export type ApiTokenScope = (typeof API_TOKEN_SCOPES)[number];

/** What each scope allows, as the token form shows it. */
export const API_TOKEN_SCOPE_LABELS: Record<ApiTokenScope, string> = {
  'okrs:read': 'Ler ciclos, objetivos, resultados-chave, check-ins, times e KPIs',
  'okrs:write': 'Criar e alterar objetivos e resultados-chave (já inclui a leitura)',
  'checkins:write': 'Registrar check-ins',
  'users:read': 'Ler as pessoas da empresa',
};

/** Validity choices of the form, in days; null: until revoked. */
export const API_TOKEN_EXPIRY_DAYS = [30, 90, 365] as const;

export const API_TOKEN_NAME_MAX = 80;

export const apiTokenMessages = {
  nameRequired: 'Informe um nome para o token.',
  nameTooLong: `O nome pode ter até ${API_TOKEN_NAME_MAX} caracteres.`,
  scopesRequired: 'Escolha ao menos uma permissão.',
  scopeInvalid: 'Permissão desconhecida.',
  expiryInvalid: 'Escolha uma validade de 30, 90 ou 365 dias, ou sem validade.',
  notFound: 'Token de API não encontrado.',
  revoked: 'Token de API revogado.',
  unauthorized: 'Token de API ausente, inválido, expirado ou revogado.',
  missingScope: (scope: ApiTokenScope) => `Este token não tem a permissão "${scope}".`,
} as const;

export const apiTokenErrorCodes = {
  missingScope: 'API_TOKEN_MISSING_SCOPE',
  invalid: 'API_TOKEN_INVALID',
} as const;

export const apiTokenScopeSchema = z.enum(API_TOKEN_SCOPES, {
  error: apiTokenMessages.scopeInvalid,
});

export const createApiTokenBodySchema = z.object({
  name: z
    .string({ error: apiTokenMessages.nameRequired })
    .trim()
    .min(1, apiTokenMessages.nameRequired)
    .max(API_TOKEN_NAME_MAX, apiTokenMessages.nameTooLong),
  scopes: z
    .array(apiTokenScopeSchema, { error: apiTokenMessages.scopesRequired })
    .min(1, apiTokenMessages.scopesRequired)
    .max(API_TOKEN_SCOPES.length, apiTokenMessages.scopeInvalid)
    .transform((scopes) => [...new Set(scopes)]),
  /** Days the token lives from now; null: until revoked. */
  expiresInDays: z
    .union([z.literal(30), z.literal(90), z.literal(365), z.null()], {
      error: apiTokenMessages.expiryInvalid,
    })
    .default(null),
});
export type CreateApiTokenBody = z.input<typeof createApiTokenBodySchema>;

export const apiTokenSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The first characters of the token, to tell tokens apart. */
  prefix: z.string(),
  scopes: z.array(apiTokenScopeSchema),
  createdAt: timestampSchema,
  createdBy: z.string().nullable(),
  createdByName: z.string().nullable(),
  lastUsedAt: timestampSchema.nullable(),
  expiresAt: timestampSchema.nullable(),
});
export type ApiToken = z.infer<typeof apiTokenSchema>;

export const apiTokenListSchema = z.object({ data: z.array(apiTokenSchema) });

/** The only answer that carries the token itself: shown once, never stored in clear. */
export const createdApiTokenSchema = z.object({
  token: apiTokenSchema,
  secret: z.string(),
});
export type CreatedApiToken = z.infer<typeof createdApiTokenSchema>;
