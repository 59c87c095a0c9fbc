import {
  type ConnectedApp,
  OAUTH_SCOPES,
  type OAuthAuthorizeQuery,
  type OAuthConsent,
  type OAuthScope,
  oauthMessages,
} from '@rumo/shared/oauth/contracts';
import type { Database } from '../../db/database';
import { notFound } from '../../lib/errors';
import { randomSecret, sha256Hex } from '../../lib/secret-token';
import type { ApiPrincipal } from '../api-tokens/public';
import type { SessionPrincipal } from '../auth/public';
import {
  findOAuthClient,
  findOAuthGrantByAccess,
  insertOAuthClient,
  insertOAuthGrant,
  listConnectedApps,
  revokeOAuthGrant,
  touchOAuthGrant,
} from './oauth.repository';
import type { OAuthClientRow } from './oauth.table';
import { isAllowedRedirectUri, oauthUrls } from './oauth-urls';

const CODE_TTL_MS = 2 * 60 * 1000;
export const ACCESS_TTL_S = 60 * 60;
export const OAUTH_ACCESS_PREFIX = 'rumo_oat_';
export const REFRESH_PREFIX = 'rumo_ort_';
export const CODE_PREFIX = 'rumo_oac_';
const MAX_REDIRECT_URIS = 10;
const CLIENT_NAME_MAX = 100;

/** An OAuth error answered as RFC 6749 §5.2 / RFC 7591 §3.2.2 JSON. */
export class OAuthError extends Error {
  constructor(
    readonly error: string,
    readonly description: string,
    readonly status = 400,
  ) {
    super(description);
  }
}

export const knownScopes = (scopes: string[]): OAuthScope[] =>
  OAUTH_SCOPES.filter((scope) => scopes.includes(scope));

/** RFC 7591: registers a public client (PKCE, no secret), whatever auth method it asked for. */
export async function registerClient(db: Database, body: unknown, now: Date) {
  const input = (body ?? {}) as Record<string, unknown>;
  const uris = input.redirect_uris;
  if (
    !Array.isArray(uris) ||
    uris.length === 0 ||
    uris.length > MAX_REDIRECT_URIS ||
    !uris.every((uri) => typeof uri === 'string' && isAllowedRedirectUri(uri))
  ) {
    throw new OAuthError(
      'invalid_redirect_uri',
      'redirect_uris: 1 to 10 URIs, https or http on localhost, without fragment.',
    );
  }
  const rawName = typeof input.client_name === 'string' ? input.client_name.trim() : '';
  const name = rawName.slice(0, CLIENT_NAME_MAX) || 'Assistente de IA';
  const client = await insertOAuthClient(db, { name, redirectUris: uris as string[] });
  return {
    client_id: client.id,
    client_id_issued_at: Math.floor(now.getTime() / 1000),
    client_name: client.name,
    redirect_uris: client.redirectUris,
    grant_types: ['authorization_code', 'refresh_token'],
    response_types: ['code'],
    token_endpoint_auth_method: 'none',
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The client of an authorization request when its redirect_uri is one it registered; else null. */
export async function trustedClient(
  db: Database,
  clientId: unknown,
  redirectUri: unknown,
): Promise<OAuthClientRow | null> {
  if (typeof clientId !== 'string' || !UUID.test(clientId) || typeof redirectUri !== 'string') {
    return null;
  }
  const client = await findOAuthClient(db, clientId);
  return client?.redirectUris.includes(redirectUri) ? client : null;
}

/** The scopes asked (all MCP scopes when none); null when one is unknown. */
function requestedScopes(scope: string | undefined): OAuthScope[] | null {
  const asked = (scope ?? '').split(' ').filter(Boolean);
  if (asked.length === 0) return [...OAUTH_SCOPES];
  const known = knownScopes(asked);
  return known.length === new Set(asked).size ? known : null;
}

/** The error of a request from a trusted client (sent back to it), or null when it is fine. */
export function requestProblem(query: OAuthAuthorizeQuery, publicUrl: string): OAuthError | null {
  if (query.resource !== undefined && query.resource !== oauthUrls(publicUrl).resource) {
    return new OAuthError('invalid_target', 'resource must be this server’s /mcp URL.');
  }
  if (!requestedScopes(query.scope)) return new OAuthError('invalid_scope', 'Unknown scope.');
  return null;
}

/** Where to send the browser back to the client, with `params` and the issuer (RFC 9207). */
export function clientRedirect(
  query: Pick<OAuthAuthorizeQuery, 'redirect_uri' | 'state'>,
  params: Record<string, string>,
  publicUrl: string,
): string {
  const url = new URL(query.redirect_uri);
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  if (query.state !== undefined) url.searchParams.set('state', query.state);
  url.searchParams.set('iss', oauthUrls(publicUrl).issuer);
  return url.toString();
}

async function checkedRequest(db: Database, query: OAuthAuthorizeQuery, publicUrl: string) {
  const client = await trustedClient(db, query.client_id, query.redirect_uri);
  if (!client) throw new OAuthError('invalid_request', oauthMessages.consentInvalid);
  const problem = requestProblem(query, publicUrl);
  if (problem) throw problem;
  return { client, scopes: requestedScopes(query.scope) ?? [] };
}

/** What the consent page shows: the client's name, where it returns, the scopes in pt-BR. */
export async function consentOf(
  db: Database,
  query: OAuthAuthorizeQuery,
  publicUrl: string,
): Promise<OAuthConsent> {
  const { client, scopes } = await checkedRequest(db, query, publicUrl);
  return { clientName: client.name, redirectHost: new URL(query.redirect_uri).host, scopes };
}

/** The person's answer: a single-use code (only its hash kept) or access_denied. */
export async function decide(
  db: Database,
  person: Pick<SessionPrincipal, 'id' | 'companyId'>,
  request: OAuthAuthorizeQuery & { decision: 'allow' | 'deny' },
  now: Date,
  publicUrl: string,
): Promise<string> {
  const { client, scopes } = await checkedRequest(db, request, publicUrl);
  if (request.decision === 'deny') {
    return clientRedirect(request, { error: 'access_denied' }, publicUrl);
  }
  const code = randomSecret(CODE_PREFIX);
  await insertOAuthGrant(db, {
    companyId: person.companyId,
    userId: person.id,
    clientId: client.id,
    scopes,
    redirectUri: request.redirect_uri,
    codeHash: sha256Hex(code),
    codeChallenge: request.code_challenge,
    codeExpiresAt: new Date(now.getTime() + CODE_TTL_MS),
  });
  return clientRedirect(request, { code }, publicUrl);
}

/**
 * The person an OAuth access token acts as (like an API token: their CURRENT role, narrowed by
 * the scopes granted), or null. One read, plus at most one write a minute (last used).
 */
export async function authenticateOAuthToken(
  db: Database,
  rawBearer: string,
  now: Date,
): Promise<ApiPrincipal | null> {
  if (!rawBearer.startsWith(OAUTH_ACCESS_PREFIX) || rawBearer.length > 200) return null;
  const found = await findOAuthGrantByAccess(db, sha256Hex(rawBearer));
  if (!found) return null;
  const { grant, role, status, userCompanyId } = found;
  if (grant.revokedAt || !role || status !== 'active' || userCompanyId !== grant.companyId) {
    return null;
  }
  if (!grant.accessExpiresAt || grant.accessExpiresAt.getTime() <= now.getTime()) return null;
  await touchOAuthGrant(db, grant.id, now);
  return {
    id: grant.userId,
    companyId: grant.companyId,
    role,
    sessionId: grant.id,
    tokenId: grant.id,
    scopes: knownScopes(grant.scopes),
  };
}

/** Admins see every connected app of the company; anyone else, their own. One statement. */
export async function getConnectedApps(
  db: Database,
  viewer: Pick<SessionPrincipal, 'id' | 'companyId' | 'role'>,
): Promise<{ data: ConnectedApp[] }> {
  const rows = await listConnectedApps(db, {
    companyId: viewer.companyId,
    userId: viewer.role === 'admin' ? undefined : viewer.id,
  });
  return {
    data: rows.map((row) => ({
      ...row,
      scopes: knownScopes(row.scopes),
      createdAt: row.createdAt.toISOString(),
      lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    })),
  };
}

/** The person who authorized revokes their own; an admin, any of the company. */
export async function revokeConnectedApp(
  db: Database,
  viewer: Pick<SessionPrincipal, 'id' | 'companyId' | 'role'>,
  id: string,
  now: Date,
): Promise<void> {
  const scope = {
    companyId: viewer.companyId,
    userId: viewer.role === 'admin' ? undefined : viewer.id,
  };
  if (!(await revokeOAuthGrant(db, scope, id, now))) throw notFound(oauthMessages.notFound);
}
