import { z } from 'zod';

export const IDENTITY_PROVIDER_KINDS = ['oidc', 'saml'] as const;
export const identityProviderKindSchema = z.enum(IDENTITY_PROVIDER_KINDS);
export type IdentityProviderKind = z.infer<typeof identityProviderKindSchema>;

export const IDENTITY_PROVIDER_PRESETS = ['google', 'microsoft', 'custom'] as const;
export const identityProviderPresetSchema = z.enum(IDENTITY_PROVIDER_PRESETS);
export type IdentityProviderPreset = z.infer<typeof identityProviderPresetSchema>;

export const DEFAULT_SSO_SESSION_HOURS = 12;
export const MAX_SSO_SESSION_HOURS = 24 * 30;

export const GOOGLE_ISSUER = 'https://accounts.google.com';
export const microsoftIssuer = (tenant: string) =>
  `https://login.microsoftonline.com/${encodeURIComponent(tenant)}/v2.0`;

export const ssoMessages = {
  userUnknown:
    'Seu usuário não está cadastrado nesta empresa no Rumo. Peça acesso ao administrador.',
  userDisabled: 'Sua conta está desativada. Fale com o administrador da sua empresa.',
  userPending: 'Sua conta ainda não foi ativada. Use o link do convite enviado por e-mail.',
  emailNotVerified:
    'O provedor de identidade não confirmou o seu e-mail. Verifique o e-mail na sua conta do provedor.',
  providerUnavailable: 'O login por SSO não está disponível para esta empresa.',
  signInFailed: 'Não foi possível concluir o login pelo provedor de identidade. Tente de novo.',
  expiredAttempt: 'A tentativa de login expirou. Comece de novo.',
  saved: 'Provedor de identidade salvo.',
  removed: 'Provedor de identidade removido.',
} as const;

export const ssoErrorCodes = {
  userUnknown: 'SSO_USER_UNKNOWN',
  userDisabled: 'SSO_USER_DISABLED',
  userPending: 'SSO_USER_PENDING',
  emailNotVerified: 'SSO_EMAIL_NOT_VERIFIED',
  providerUnavailable: 'SSO_PROVIDER_UNAVAILABLE',
  signInFailed: 'SSO_SIGN_IN_FAILED',
} as const;

/** A provider as the admin sees it: the secret is never sent back, only whether one is set. */
export const identityProviderSchema = z.object({
  id: z.string(),
  kind: identityProviderKindSchema,
  preset: identityProviderPresetSchema,
  issuer: z.string(),
  clientId: z.string(),
  clientSecretSet: z.boolean(),
  enabled: z.boolean(),
  sessionHours: z.number().int(),
  /** Where the provider sends people back: the admin copies it into the provider's app. */
  redirectUri: z.string(),
  /** OIDC back-channel logout endpoint, for the provider's app too. */
  backchannelLogoutUri: z.string(),
});
export type IdentityProvider = z.infer<typeof identityProviderSchema>;
export const identityProvidersSchema = z.object({ data: z.array(identityProviderSchema) });

const tenantPattern = /^[A-Za-z0-9.-]{1,100}$/;

export const issuerUrlSchema = z
  .string({ error: 'Informe a URL do emissor (issuer).' })
  .trim()
  .min(1, 'Informe a URL do emissor (issuer).')
  .max(500, 'A URL do emissor deve ter no máximo 500 caracteres.')
  .pipe(
    z.url({
      protocol: /^https?$/,
      error: 'Informe a URL do emissor começando com https://.',
    }),
  );

/** Configurações › Segurança: an OIDC provider. Google fixes the issuer, Microsoft needs the tenant. */
export const oidcProviderBodySchema = z
  .object({
    preset: identityProviderPresetSchema,
    /** Microsoft Entra ID's tenant (directory id or domain); ignored by the other presets. */
    tenant: z
      .string()
      .trim()
      .max(100, 'O tenant deve ter no máximo 100 caracteres.')
      .regex(tenantPattern, 'Informe o ID do diretório (tenant) ou o domínio do Entra ID.')
      .optional(),
    /** Custom providers only (Okta, Keycloak, Auth0...). */
    issuer: issuerUrlSchema.optional(),
    clientId: z
      .string({ error: 'Informe o client ID.' })
      .trim()
      .min(1, 'Informe o client ID.')
      .max(300, 'O client ID deve ter no máximo 300 caracteres.'),
    /** Blank on an update keeps the stored secret. */
    clientSecret: z
      .string()
      .max(500, 'O client secret deve ter no máximo 500 caracteres.')
      .optional(),
    enabled: z.boolean().default(true),
    sessionHours: z.coerce
      .number({ error: 'Informe a duração da sessão em horas.' })
      .int('Informe um número inteiro de horas.')
      .min(1, 'A sessão deve durar pelo menos 1 hora.')
      .max(MAX_SSO_SESSION_HOURS, `A sessão deve durar no máximo ${MAX_SSO_SESSION_HOURS} horas.`)
      .default(DEFAULT_SSO_SESSION_HOURS),
  })
  .superRefine((body, ctx) => {
    if (body.preset === 'microsoft' && !body.tenant) {
      ctx.addIssue({
        code: 'custom',
        path: ['tenant'],
        message: 'Informe o ID do diretório (tenant) do Entra ID.',
      });
    }
    if (body.preset === 'custom' && !body.issuer) {
      ctx.addIssue({
        code: 'custom',
        path: ['issuer'],
        message: 'Informe a URL do emissor (issuer).',
      });
    }
  });
export type OidcProviderBody = z.infer<typeof oidcProviderBodySchema>;

/** The issuer a body names: fixed for Google, from the tenant for Microsoft. */
export function issuerOf(body: Pick<OidcProviderBody, 'preset' | 'tenant' | 'issuer'>): string {
  if (body.preset === 'google') return GOOGLE_ISSUER;
  if (body.preset === 'microsoft') return microsoftIssuer(body.tenant ?? '');
  return body.issuer ?? '';
}

/** "Testar conexão": a real discovery of the issuer. */
export const connectionTestBodySchema = z.object({ issuer: issuerUrlSchema });
export const connectionTestResultSchema = z.object({
  ok: z.boolean(),
  message: z.string(),
  issuer: z.string().nullable(),
  authorizationEndpoint: z.string().nullable(),
});
export type ConnectionTestResult = z.infer<typeof connectionTestResultSchema>;

/** /login: the buttons an e-mail's domain gets, answered by domain only. */
export const ssoDiscoveryQuerySchema = z.object({
  domain: z
    .string()
    .trim()
    .toLowerCase()
    .min(3)
    .max(253)
    .regex(/^[a-z0-9.-]+\.[a-z]{2,}$/, 'Domínio inválido.'),
});
export const ssoButtonSchema = z.object({
  providerId: z.string(),
  preset: identityProviderPresetSchema,
  label: z.string(),
  /** Where the button sends the browser (the API redirects to the provider). */
  startPath: z.string(),
});
export const ssoDiscoverySchema = z.object({ providers: z.array(ssoButtonSchema) });
export type SsoDiscovery = z.infer<typeof ssoDiscoverySchema>;

export const ssoButtonLabels: Record<IdentityProviderPreset, string> = {
  google: 'Entrar com Google',
  microsoft: 'Entrar com Microsoft',
  custom: 'Entrar com SSO',
};

export const oidcStartQuerySchema = z.object({ provider: z.uuid('Provedor inválido.') });
export const oidcCallbackQuerySchema = z.object({
  code: z.string().max(4000).optional(),
  state: z.string().max(500).optional(),
  error: z.string().max(200).optional(),
  error_description: z.string().max(1000).optional(),
});
