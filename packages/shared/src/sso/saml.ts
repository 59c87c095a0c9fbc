import { z } from 'zod';
import { DEFAULT_SSO_SESSION_HOURS, MAX_SSO_SESSION_HOURS } from './contracts';

export const samlMessages = {
  idpInitiated:
    'Este acesso precisa começar pelo Rumo. Use o botão Entrar com SSO na página de login.',
  saved: 'Login SAML salvo.',
  removed: 'Login SAML removido.',
  metadataRequired: 'Cole o XML de metadados do provedor ou informe a URL dos metadados.',
  metadataUnreachable:
    'Não foi possível baixar os metadados desta URL. Confira o endereço ou cole o XML.',
  metadataUrlInsecure: 'Informe a URL dos metadados começando com https://.',
  logoutRefused:
    'O pedido de saída enviado pelo provedor de identidade não é válido. Nenhuma sessão foi encerrada.',
} as const;

export const samlErrorCodes = {
  idpInitiated: 'SSO_SAML_IDP_INITIATED',
  invalidMetadata: 'SAML_INVALID_METADATA',
  logoutRefused: 'SSO_SAML_LOGOUT_REFUSED',
} as const;

const metadataUrlSchema = z
  .string()
  .trim()
  .max(500, 'A URL dos metadados deve ter no máximo 500 caracteres.')
  .pipe(z.url({ protocol: /^https?$/, error: samlMessages.metadataUrlInsecure }));

/**
 * Configurações › Segurança › SAML: the IdP's metadata, pasted (XML) or by URL (fetched by the
 * API). On an update both may be left out to keep the stored metadata.
 */
export const samlConfigBodySchema = z.object({
  metadataXml: z
    .string()
    .trim()
    .max(200_000, 'O XML de metadados deve ter no máximo 200.000 caracteres.')
    .optional(),
  metadataUrl: metadataUrlSchema.optional(),
  enabled: z.boolean().default(true),
  sessionHours: z.coerce
    .number({ error: 'Informe a duração da sessão em horas.' })
    .int('Informe um número inteiro de horas.')
    .min(1, 'A sessão deve durar pelo menos 1 hora.')
    .max(MAX_SSO_SESSION_HOURS, `A sessão deve durar no máximo ${MAX_SSO_SESSION_HOURS} horas.`)
    .default(DEFAULT_SSO_SESSION_HOURS),
});
export type SamlConfigBody = z.infer<typeof samlConfigBodySchema>;

/** What the admin copies into the IdP (Rumo is the service provider). */
export const samlServiceProviderSchema = z.object({
  entityId: z.string(),
  acsUrl: z.string(),
  metadataUrl: z.string(),
  startUrl: z.string(),
  /** Single Logout (HTTP-Redirect and HTTP-POST) the IdP sends LogoutRequests to. */
  sloUrl: z.string(),
  /** Rumo's signing certificate (PEM) for this company, once created; public by nature. */
  certificate: z.string().nullable(),
});

export const samlProviderSchema = z.object({
  providerId: z.string(),
  enabled: z.boolean(),
  sessionHours: z.number().int(),
  idpEntityId: z.string(),
  ssoUrl: z.string(),
  /** SHA-256 fingerprints of the IdP's signing certificates (a rollover may publish two). */
  certificateFingerprints: z.array(z.string()),
  metadataUrl: z.string().nullable(),
  /** The IdP's Single Logout endpoint, when its metadata publishes one. */
  sloUrl: z.string().nullable(),
});
export type SamlProvider = z.infer<typeof samlProviderSchema>;

export const samlConfigSchema = z.object({
  serviceProvider: samlServiceProviderSchema,
  provider: samlProviderSchema.nullable(),
});
export type SamlConfig = z.infer<typeof samlConfigSchema>;

export const samlCompanyParamsSchema = z.object({ companyId: z.uuid('Empresa inválida.') });

/** The IdP's HTTP-POST to the ACS (form-urlencoded). */
export const samlAcsBodySchema = z.object({
  SAMLResponse: z.string().min(1).max(500_000),
  RelayState: z.string().max(2000).optional(),
});

/**
 * The IdP's message at the SLO endpoint: a LogoutRequest (IdP-initiated) or a LogoutResponse;
 * by HTTP-Redirect the query also carries the signature (SAML bindings §3.4.4.1).
 */
export const samlSloQuerySchema = z.object({
  SAMLRequest: z.string().min(1).max(100_000).optional(),
  SAMLResponse: z.string().min(1).max(100_000).optional(),
  RelayState: z.string().max(2000).optional(),
  SigAlg: z.string().max(200).optional(),
  Signature: z.string().max(2000).optional(),
});

/** The same by HTTP-POST (form-urlencoded; the signature is inside the XML). */
export const samlSloBodySchema = z.object({
  SAMLRequest: z.string().min(1).max(500_000).optional(),
  SAMLResponse: z.string().min(1).max(500_000).optional(),
  RelayState: z.string().max(2000).optional(),
});
