import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { type ScimTokenRow, scimTokens } from './scim.table';

export type NewScimToken = Pick<
  ScimTokenRow,
  'companyId' | 'name' | 'prefix' | 'tokenHash' | 'createdBy' | 'expiresAt'
>;

const listColumns = {
  id: scimTokens.id,
  name: scimTokens.name,
  prefix: scimTokens.prefix,
  createdAt: scimTokens.createdAt,
  createdBy: scimTokens.createdBy,
  lastUsedAt: scimTokens.lastUsedAt,
  expiresAt: scimTokens.expiresAt,
};
export type ScimTokenListRow = Pick<ScimTokenRow, keyof typeof listColumns>;

export async function insertScimToken(
  db: Database,
  token: NewScimToken,
): Promise<ScimTokenListRow> {
  const [row] = await db.insert(scimTokens).values(token).returning(listColumns);
  if (!row) throw new Error('scim token insert returned no row');
  return row;
}

/** The company's tokens not revoked, newest first (a company holds a handful). */
export async function listScimTokens(db: Database, companyId: string): Promise<ScimTokenListRow[]> {
  return db
    .select(listColumns)
    .from(scimTokens)
    .where(and(eq(scimTokens.companyId, companyId), isNull(scimTokens.revokedAt)))
    .orderBy(desc(scimTokens.createdAt), desc(scimTokens.id));
}

export async function findScimTokenByHash(
  db: Database,
  tokenHash: string,
): Promise<ScimTokenRow | undefined> {
  const [row] = await db.select().from(scimTokens).where(eq(scimTokens.tokenHash, tokenHash));
  return row;
}
