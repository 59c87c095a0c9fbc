import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
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

/**
 * Revocations are stamped with the database's clock: nothing compares `revoked_at` with a time
 * (a revoked session is refused whatever its date), and the callers need no clock.
 */
export async function revokeSession(db: Database, sessionId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
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
    .set({ revokedAt: sql`now()` })
    .where(and(...conditions));
}
