import {
  type ApiToken,
  type ApiTokenScope,
  apiTokenMessages,
  apiTokenScopeSchema,
  type CreatedApiToken,
  type createApiTokenBodySchema,
} from '@rumo/shared/api-tokens/contracts';
import type { z } from 'zod';
import type { Database } from '../../db/database';
import { notFound } from '../../lib/errors';
import { newSecretToken, sameTokenHash, secretTokenHash } from '../../lib/secret-token';
import type { SessionPrincipal } from '../auth/public';
import { findUserById } from '../users/public';
import {
  type ApiTokenListRow,
  findApiTokenByHash,
  insertApiToken,
  listApiTokens,
} from './api-tokens.repository';
import { apiTokens } from './api-tokens.table';
import { revokeBearerToken, touchBearerToken } from './bearer-token.repository';

export const API_TOKEN_PREFIX = 'rumo_';
/** Listed by the fixed prefix and 8 random characters. */
const API_TOKEN_FORMAT = { prefix: API_TOKEN_PREFIX, shownRandomChars: 8 };
const DAY_MS = 24 * 60 * 60 * 1000;

/** Only the scopes this version knows (a stored scope a later version dropped is ignored). */
const knownScopes = (scopes: string[]): ApiTokenScope[] =>
  scopes.flatMap((scope) => {
    const parsed = apiTokenScopeSchema.safeParse(scope);
    return parsed.success ? [parsed.data] : [];
  });

function toApiToken(row: ApiTokenListRow): ApiToken {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    scopes: knownScopes(row.scopes),
    createdAt: row.createdAt.toISOString(),
    createdBy: row.createdBy,
    createdByName: row.createdByName,
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
  };
}

/** Creates a token: 32 random bytes, shown once; only its SHA-256 is stored. */
export async function createApiToken(
  db: Database,
  actor: Pick<SessionPrincipal, 'id' | 'companyId'>,
  input: z.output<typeof createApiTokenBodySchema>,
  now: Date,
): Promise<CreatedApiToken> {
  const expiresAt = input.expiresInDays
    ? new Date(now.getTime() + input.expiresInDays * DAY_MS)
    : null;
  const { secret, shownPrefix, hash } = newSecretToken(API_TOKEN_FORMAT);
  const row = await insertApiToken(db, {
    companyId: actor.companyId,
    name: input.name,
    prefix: shownPrefix,
    tokenHash: hash,
    scopes: input.scopes,
    createdBy: actor.id,
    expiresAt,
  });
  const creator = await findUserById(db, actor.id);
  return { token: toApiToken({ ...row, createdByName: creator?.name ?? null }), secret };
}

/** One statement: the tokens with their creators' names. */
export async function getApiTokens(db: Database, companyId: string) {
  return { data: (await listApiTokens(db, companyId)).map(toApiToken) };
}

export async function revokeToken(db: Database, companyId: string, id: string, at: Date) {
  if (!(await revokeBearerToken(db, apiTokens, companyId, id, at)))
    throw notFound(apiTokenMessages.notFound);
}

/**
 * Who an API request acts as: the token's creator with that person's CURRENT role (read on
 * every request), narrowed by the token's scopes. `sessionId` holds the token's id (there is no
 * session).
 */
export type ApiPrincipal = SessionPrincipal & { tokenId: string; scopes: ApiTokenScope[] };

/**
 * The principal of a raw bearer token, or null when it is unknown, revoked, expired, or its
 * creator is gone, disabled or moved to another company. One read, plus at most one write a
 * minute (last used).
 */
export async function authenticateApiToken(
  db: Database,
  rawBearer: string,
  now: Date,
): Promise<ApiPrincipal | null> {
  const given = secretTokenHash(API_TOKEN_FORMAT, rawBearer);
  if (!given) return null;
  const found = await findApiTokenByHash(db, given);
  if (!found || !sameTokenHash(found.token.tokenHash, given)) return null;
  const { token, creatorRole, creatorStatus, creatorCompanyId } = found;
  if (token.revokedAt || !token.createdBy || !creatorRole) return null;
  if (token.expiresAt && token.expiresAt.getTime() <= now.getTime()) return null;
  if (creatorStatus !== 'active' || creatorCompanyId !== token.companyId) return null;
  await touchBearerToken(db, apiTokens, token.id, now);
  return {
    id: token.createdBy,
    companyId: token.companyId,
    role: creatorRole,
    sessionId: token.id,
    tokenId: token.id,
    scopes: knownScopes(token.scopes),
  };
}

/** Whether the token grants `scope` (`okrs:write` also grants `okrs:read`). */
export function hasScope(principal: Pick<ApiPrincipal, 'scopes'>, scope: ApiTokenScope): boolean {
  if (principal.scopes.includes(scope)) return true;
  return scope === 'okrs:read' && principal.scopes.includes('okrs:write');
}
