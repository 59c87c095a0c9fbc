import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { accessColumns, subscriptions } from '../billing/subscriptions.table';
import { users } from '../users/users.table';
import { sessions } from './auth.table';

export interface NewSession {
  userId: string;
  expiresAt: Date;
  userAgent?: string | undefined;
  ip?: string | undefined;
}

export async function insertSession(db: Database, session: NewSession) {
  const [row] = await db
    .insert(sessions)
    .values({
      userId: session.userId,
      expiresAt: session.expiresAt,
      userAgent: session.userAgent?.slice(0, 500),
      ip: session.ip,
    })
    .returning();
  if (!row) throw new Error('session insert returned no row');
  return row;
}

function liveSessionStatement(db: Database) {
  return db
    .select({
      sessionId: sessions.id,
      expiresAt: sessions.expiresAt,
      id: users.id,
      companyId: users.companyId,
      role: users.role,
      subscription: accessColumns,
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

/** Built once per database: Drizzle no longer rebuilds its SQL on every request. */
const statements = new WeakMap<Database, ReturnType<typeof liveSessionStatement>>();

/**
 * A session that is not revoked, of an active user, with its company's subscription (what the
 * read-only guard needs), in one statement. The caller checks `expiresAt` against its clock.
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

export async function revokeSession(db: Database, sessionId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Revokes every live session of a user, optionally keeping one (the caller's own). */
export async function revokeUserSessions(
  db: Database,
  userId: string,
  options: { exceptSessionId?: string } = {},
): Promise<void> {
  const conditions = [eq(sessions.userId, userId), isNull(sessions.revokedAt)];
  if (options.exceptSessionId) conditions.push(ne(sessions.id, options.exceptSessionId));
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(...conditions));
}
