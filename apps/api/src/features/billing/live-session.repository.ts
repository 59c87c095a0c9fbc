import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { sessions } from '../auth/public';
import { objectives } from '../objectives/public';
import { users } from '../users/public';
import { accessColumns, subscriptions } from './subscriptions.table';

/**
 * The company's size class (decision 0052): 'L' from 1,000 objectives, else ''; at most 1,000
 * index entries read, once per session every few seconds.
 */
const companySizeClass = sql<string>`(select case when count(*) >= 1000 then 'L' else '' end
  from (select 1 from ${objectives} where ${objectives.companyId} = ${users.companyId}
    limit 1000) as company_objectives)`;

/**
 * The session read of every customer request: auth's session and its user with the company's
 * subscription (what the read-only guard decides from), in one prepared statement. It lives in
 * billing, above auth: auth's session cache takes it as its `load` (plugins/auth.ts), so auth
 * never imports billing.
 */
function liveSessionStatement(db: Database) {
  return db
    .select({
      sessionId: sessions.id,
      expiresAt: sessions.expiresAt,
      id: users.id,
      companyId: users.companyId,
      role: users.role,
      subscription: accessColumns,
      sizeClass: companySizeClass,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(subscriptions, eq(subscriptions.companyId, users.companyId))
    .where(
      and(
        eq(sessions.id, sql.placeholder('sessionId')),
        eq(sessions.userId, sql.placeholder('userId')),
        isNull(sessions.revokedAt),
        eq(users.status, 'active'),
      ),
    )
    .prepare('rumo_live_session');
}

export type LiveSessionRow = Awaited<
  ReturnType<ReturnType<typeof liveSessionStatement>['execute']>
>[number];

/** What the read-only guard reads of the company's subscription (null: none, a legacy company). */
export type SessionSubscription = NonNullable<LiveSessionRow['subscription']>;

/** Built once per database: Drizzle no longer rebuilds its SQL on every request. */
const statements = new WeakMap<Database, ReturnType<typeof liveSessionStatement>>();

/**
 * A session that is not revoked, of an active user, with its company's subscription. The caller
 * (the session cache) checks `expiresAt` against its clock.
 */
export async function findLiveSession(
  db: Database,
  sessionId: string,
  userId: string,
): Promise<LiveSessionRow | undefined> {
  let statement = statements.get(db);
  if (!statement) {
    statement = liveSessionStatement(db);
    statements.set(db, statement);
  }
  const [row] = await statement.execute({ sessionId, userId });
  return row;
}
