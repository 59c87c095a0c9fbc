import type { UserRole } from '@rumo/shared/auth/contracts';
import { and, desc, eq, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { users } from '../users/public';
import { type OAuthClientRow, type OAuthGrantRow, oauthClients, oauthGrants } from './oauth.table';

export async function insertOAuthClient(
  db: Database,
  client: Pick<OAuthClientRow, 'name' | 'redirectUris'>,
): Promise<OAuthClientRow> {
  const [row] = await db.insert(oauthClients).values(client).returning();
  if (!row) throw new Error('oauth client insert returned no row');
  return row;
}

export async function findOAuthClient(
  db: Database,
  id: string,
): Promise<OAuthClientRow | undefined> {
  const [row] = await db.select().from(oauthClients).where(eq(oauthClients.id, id));
  return row;
}

export type NewOAuthGrant = Pick<
  OAuthGrantRow,
  | 'companyId'
  | 'userId'
  | 'clientId'
  | 'scopes'
  | 'redirectUri'
  | 'codeHash'
  | 'codeChallenge'
  | 'codeExpiresAt'
>;

export async function insertOAuthGrant(db: Database, grant: NewOAuthGrant): Promise<void> {
  await db.insert(oauthGrants).values(grant);
}

/**
 * Spends a code: marks it used and returns its grant, in one statement. A code already spent
 * returns its grant with `alreadyUsed` so the caller can revoke what it issued (RFC 9700 §4.2.4).
 */
export async function spendOAuthCode(
  db: Database,
  codeHash: string,
  at: Date,
): Promise<{ grant: OAuthGrantRow; alreadyUsed: boolean } | undefined> {
  const [spent] = await db
    .update(oauthGrants)
    .set({ codeUsedAt: at })
    .where(and(eq(oauthGrants.codeHash, codeHash), isNull(oauthGrants.codeUsedAt)))
    .returning();
  if (spent) return { grant: spent, alreadyUsed: false };
  const [used] = await db.select().from(oauthGrants).where(eq(oauthGrants.codeHash, codeHash));
  return used ? { grant: used, alreadyUsed: true } : undefined;
}

/** Sets the grant's tokens; with `refreshHash` given, only if that refresh token is still current. */
export async function setOAuthTokens(
  db: Database,
  id: string,
  tokens: { accessHash: string; accessExpiresAt: Date; refreshHash: string },
  currentRefreshHash?: string,
): Promise<boolean> {
  const rows = await db
    .update(oauthGrants)
    .set(tokens)
    .where(
      and(
        eq(oauthGrants.id, id),
        isNull(oauthGrants.revokedAt),
        currentRefreshHash ? eq(oauthGrants.refreshHash, currentRefreshHash) : undefined,
      ),
    )
    .returning({ id: oauthGrants.id });
  return rows.length > 0;
}

export async function findOAuthGrantByRefresh(
  db: Database,
  refreshHash: string,
): Promise<OAuthGrantRow | undefined> {
  const [row] = await db.select().from(oauthGrants).where(eq(oauthGrants.refreshHash, refreshHash));
  return row;
}

export interface OAuthGrantWithUser {
  grant: OAuthGrantRow;
  role: UserRole | null;
  status: string | null;
  userCompanyId: string | null;
}

/** A grant by its access token hash, with its person's current role and status: one statement. */
export async function findOAuthGrantByAccess(
  db: Database,
  accessHash: string,
): Promise<OAuthGrantWithUser | undefined> {
  const [row] = await db
    .select({
      grant: oauthGrants,
      role: users.role,
      status: users.status,
      userCompanyId: users.companyId,
    })
    .from(oauthGrants)
    .innerJoin(users, eq(users.id, oauthGrants.userId))
    .where(eq(oauthGrants.accessHash, accessHash));
  return row;
}

/** At most one write a minute per grant, so a burst of calls does not churn the read cache. */
export async function touchOAuthGrant(db: Database, id: string, at: Date): Promise<void> {
  await db
    .update(oauthGrants)
    .set({ lastUsedAt: at })
    .where(
      and(
        eq(oauthGrants.id, id),
        or(
          isNull(oauthGrants.lastUsedAt),
          lt(oauthGrants.lastUsedAt, new Date(at.getTime() - 60_000)),
        ),
      ),
    );
}

/** Revokes a grant of the company; `userId` narrows it to that person's own. */
export async function revokeOAuthGrant(
  db: Database,
  scope: { companyId: string; userId?: string },
  id: string,
  at: Date,
): Promise<boolean> {
  const rows = await db
    .update(oauthGrants)
    .set({ revokedAt: at })
    .where(
      and(
        eq(oauthGrants.companyId, scope.companyId),
        eq(oauthGrants.id, id),
        scope.userId ? eq(oauthGrants.userId, scope.userId) : undefined,
        isNull(oauthGrants.revokedAt),
      ),
    )
    .returning({ id: oauthGrants.id });
  return rows.length > 0;
}

/**
 * The company's live connected apps (tokens issued, not revoked), newest first, with client and
 * person names; `userId` narrows to that person's own. One statement.
 */
export async function listConnectedApps(
  db: Database,
  scope: { companyId: string; userId?: string },
) {
  return db
    .select({
      id: oauthGrants.id,
      clientName: oauthClients.name,
      scopes: oauthGrants.scopes,
      userId: oauthGrants.userId,
      userName: users.name,
      createdAt: oauthGrants.createdAt,
      lastUsedAt: oauthGrants.lastUsedAt,
    })
    .from(oauthGrants)
    .innerJoin(oauthClients, eq(oauthClients.id, oauthGrants.clientId))
    .leftJoin(users, eq(users.id, oauthGrants.userId))
    .where(
      and(
        eq(oauthGrants.companyId, scope.companyId),
        scope.userId ? eq(oauthGrants.userId, scope.userId) : undefined,
        isNull(oauthGrants.revokedAt),
        isNotNull(oauthGrants.accessHash),
      ),
    )
    .orderBy(desc(oauthGrants.createdAt), desc(oauthGrants.id));
}
