import type { UserRole } from '@rumo/shared/auth/contracts';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { users } from '../users/public';
import { type ApiTokenRow, apiTokens } from './api-tokens.table';

export type NewApiToken = Pick<
  ApiTokenRow,
  'companyId' | 'name' | 'prefix' | 'tokenHash' | 'scopes' | 'createdBy' | 'expiresAt'
>;

const listColumns = {
  id: apiTokens.id,
  name: apiTokens.name,
  prefix: apiTokens.prefix,
  scopes: apiTokens.scopes,
  createdAt: apiTokens.createdAt,
  createdBy: apiTokens.createdBy,
  lastUsedAt: apiTokens.lastUsedAt,
  expiresAt: apiTokens.expiresAt,
};
export type ApiTokenListRow = Pick<ApiTokenRow, keyof typeof listColumns> & {
  createdByName: string | null;
};

export async function insertApiToken(
  db: Database,
  token: NewApiToken,
): Promise<Omit<ApiTokenListRow, 'createdByName'>> {
  const [row] = await db.insert(apiTokens).values(token).returning(listColumns);
  if (!row) throw new Error('api token insert returned no row');
  return row;
}

/** The company's tokens not revoked, newest first, with their creator's name: one statement. */
export async function listApiTokens(db: Database, companyId: string): Promise<ApiTokenListRow[]> {
  return db
    .select({ ...listColumns, createdByName: users.name })
    .from(apiTokens)
    .leftJoin(users, eq(users.id, apiTokens.createdBy))
    .where(and(eq(apiTokens.companyId, companyId), isNull(apiTokens.revokedAt)))
    .orderBy(desc(apiTokens.createdAt), desc(apiTokens.id));
}

/** A token by its hash with its creator's current role and status (one statement). */
export interface ApiTokenWithCreator {
  token: ApiTokenRow;
  creatorRole: UserRole | null;
  creatorStatus: string | null;
  creatorCompanyId: string | null;
}

export async function findApiTokenByHash(
  db: Database,
  tokenHash: string,
): Promise<ApiTokenWithCreator | undefined> {
  const [row] = await db
    .select({
      token: apiTokens,
      creatorRole: users.role,
      creatorStatus: users.status,
      creatorCompanyId: users.companyId,
    })
    .from(apiTokens)
    .leftJoin(users, eq(users.id, apiTokens.createdBy))
    .where(eq(apiTokens.tokenHash, tokenHash));
  return row;
}
