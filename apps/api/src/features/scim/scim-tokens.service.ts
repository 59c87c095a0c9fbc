import {
  type CreatedScimToken,
  type createScimTokenBodySchema,
  type ScimToken,
  scimTokenErrorCodes,
  scimTokenMessages,
} from '@rumo/shared/scim/tokens';
import type { z } from 'zod';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/database';
import { badRequest, notFound } from '../../lib/errors';
import { newSecretToken, sameTokenHash, secretTokenHash } from '../../lib/secret-token';
import type { AuthUser } from '../../plugins/auth';
import { revokeBearerToken, touchBearerToken } from '../api-tokens/public';
import { scimTokens } from './scim.table';
import {
  findScimTokenByHash,
  insertScimToken,
  listScimTokens,
  type ScimTokenListRow,
} from './scim-tokens.repository';

/** Listed by the fixed prefix and 6 random characters. */
const SCIM_TOKEN_FORMAT = { prefix: 'rumo_scim_', shownRandomChars: 6 };

function toScimToken(row: ScimTokenListRow): ScimToken {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    createdAt: row.createdAt.toISOString(),
    createdBy: row.createdBy,
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
  };
}

export interface ScimTokenDeps {
  db: Database;
  now: () => Date;
  config: Pick<AppConfig, 'publicUrl'>;
}

/** Creates a token: 32 random bytes, shown once; only its SHA-256 is stored. */
export async function createScimToken(
  { db, now, config }: ScimTokenDeps,
  actor: Pick<AuthUser, 'id' | 'companyId'>,
  input: z.output<typeof createScimTokenBodySchema>,
): Promise<CreatedScimToken> {
  const expiresAt = input.expiresOn ? new Date(`${input.expiresOn}T23:59:59.999Z`) : null;
  if (expiresAt && expiresAt.getTime() <= now().getTime()) {
    throw badRequest(scimTokenErrorCodes.expiryPast, scimTokenMessages.expiryPast);
  }
  const { secret, shownPrefix, hash } = newSecretToken(SCIM_TOKEN_FORMAT);
  const row = await insertScimToken(db, {
    companyId: actor.companyId,
    name: input.name,
    prefix: shownPrefix,
    tokenHash: hash,
    createdBy: actor.id,
    expiresAt,
  });
  return { token: toScimToken(row), secret, baseUrl: `${config.publicUrl}/scim/v2` };
}

export async function getScimTokens(db: Database, companyId: string) {
  return { data: (await listScimTokens(db, companyId)).map(toScimToken) };
}

export async function revokeToken(db: Database, actor: AuthUser, id: string, at: Date) {
  if (!(await revokeBearerToken(db, scimTokens, actor.companyId, id, at))) {
    throw notFound(scimTokenMessages.notFound);
  }
}

/** Whom a SCIM request acts for: the company, and the admin who created the token. */
export interface ScimCaller {
  tokenId: string;
  companyId: string;
  actorId: string;
}

/** The caller of a bearer token, or undefined when it is unknown, revoked or expired. */
export async function authenticateScimToken(
  db: Database,
  token: string,
  now: Date,
): Promise<ScimCaller | undefined> {
  const given = secretTokenHash(SCIM_TOKEN_FORMAT, token);
  if (!given) return undefined;
  const row = await findScimTokenByHash(db, given);
  if (!row || !sameTokenHash(row.tokenHash, given)) return undefined;
  if (row.revokedAt || !row.createdBy) return undefined;
  if (row.expiresAt && row.expiresAt.getTime() <= now.getTime()) return undefined;
  await touchBearerToken(db, scimTokens, row.id, now);
  return { tokenId: row.id, companyId: row.companyId, actorId: row.createdBy };
}
