import { z } from 'zod';
import { API_TOKEN_SCOPE_LABELS } from '../api-tokens/contracts';
import { timestampSchema } from '../common/fields';

/**
 * OAuth 2.1 for the MCP server (issue 26 part 3): an assistant (ChatGPT, Claude) registers
 * itself (RFC 7591), sends the person to the consent page, and acts as that person with the
 * scopes granted, like an API token. Only the MCP scopes can be granted.
 */
export const OAUTH_SCOPES = ['okrs:read', 'checkins:write', 'okrs:write'] as const;
export type OAuthScope = (typeof OAUTH_SCOPES)[number];

/** What each scope lets the assistant do, as the consent page lists it. */
export const OAUTH_SCOPE_LABELS: Record<OAuthScope, string> = {
  'okrs:read': API_TOKEN_SCOPE_LABELS['okrs:read'],
  'checkins:write': 'Registrar check-ins nos resultados-chave que você pode atualizar',
  'okrs:write': 'Comentar em objetivos',
};

export const oauthMessages = {
  consentTitle: (client: string) => `${client} quer acessar o Rumo como você`,
  consentInvalid:
    'Este pedido de autorização não é válido (aplicativo desconhecido ou endereço de retorno diferente do registrado). Volte ao assistente e conecte de novo.',
  notFound: 'Aplicativo conectado não encontrado.',
  revoked: 'Acesso do aplicativo revogado.',
} as const;

export const OAUTH_REQUEST_INVALID = 'OAUTH_REQUEST_INVALID';

const text = (max: number) => z.string().trim().min(1).max(max);

/** The authorization request as /oauth/authorize received it and the consent page passes back. */
export const oauthAuthorizeQuerySchema = z.object({
  response_type: z.literal('code'),
  client_id: text(100),
  redirect_uri: text(2000),
  code_challenge: z.string().regex(/^[A-Za-z0-9_-]{43,128}$/),
  code_challenge_method: z.literal('S256'),
  scope: z.string().max(500).optional(),
  state: z.string().max(1000).optional(),
  resource: z.string().max(2000).optional(),
});
export type OAuthAuthorizeQuery = z.infer<typeof oauthAuthorizeQuerySchema>;

/** What the consent page shows. */
export const oauthConsentSchema = z.object({
  clientName: z.string(),
  redirectHost: z.string(),
  scopes: z.array(z.enum(OAUTH_SCOPES)),
});
export type OAuthConsent = z.infer<typeof oauthConsentSchema>;

export const oauthDecisionBodySchema = oauthAuthorizeQuerySchema.extend({
  decision: z.enum(['allow', 'deny']),
});

/** Where the browser goes next: back to the assistant, with a code or an error. */
export const oauthRedirectSchema = z.object({ redirectTo: z.string() });

/** Configurações › Integrações › Aplicativos conectados. */
export const connectedAppSchema = z.object({
  id: z.string(),
  clientName: z.string(),
  scopes: z.array(z.enum(OAUTH_SCOPES)),
  userId: z.string(),
  userName: z.string().nullable(),
  createdAt: timestampSchema,
  lastUsedAt: timestampSchema.nullable(),
});
export type ConnectedApp = z.infer<typeof connectedAppSchema>;
export const connectedAppListSchema = z.object({ data: z.array(connectedAppSchema) });
