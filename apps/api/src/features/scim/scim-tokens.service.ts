import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
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
import type { AuthUser } from '../../plugins/auth';
import {
  findScimTokenByHash,
  insertScimToken,
  listScimTokens,
  revokeScimToken,
  type ScimTokenListRow,
  touchScimToken,
} from './scim-tokens.repository';

const TOKEN_PREFIX = 'rumo_scim_';
/** Characters of the clear token kept to tell tokens apart: the fixed prefix and 6 random. */
const SHOWN_PREFIX_LENGTH = TOKEN_PREFIX.length + 6;

const sha256 = (value: string) => createHash('sha256').update(value).digest();

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
  const secret = `${TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
  const row = await insertScimToken(db, {
    companyId: actor.companyId,
    name: input.name,
    prefix: secret.slice(0, SHOWN_PREFIX_LENGTH),
    tokenHash: sha256(secret).toString('hex'),
    createdBy: actor.id,
    expiresAt,
  });
  return { token: toScimToken(row), secret, baseUrl: `${config.publicUrl}/scim/v2` };
}

export async function getScimTokens(db: Database, companyId: string) {
  return { data: (await listScimTokens(db, companyId)).map(toScimToken) };
}

export async function revokeToken(db: Database, actor: AuthUser, id: string, at: Date) {
  if (!(await revokeScimToken(db, actor.companyId, id, at))) {
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
  if (!token.startsWith(TOKEN_PREFIX) || token.length > 200) return undefined;
  const given = sha256(token);
  const row = await findScimTokenByHash(db, given.toString('hex'));
  if (!row || !timingSafeEqual(Buffer.from(row.tokenHash, 'hex'), given)) return undefined;
  if (row.revokedAt || !row.createdBy) return undefined;
  if (row.expiresAt && row.expiresAt.getTime() <= now.getTime()) return undefined;
  await touchScimToken(db, row.id, now);
  return { tokenId: row.id, companyId: row.companyId, actorId: row.createdBy };
}
