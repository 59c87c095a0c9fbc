import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Database } from '../../db/database';
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

/** The signed-in principal of a live session: not revoked, not expired, user active. */
export async function findActiveSessionUser(db: Database, sessionId: string, userId: string) {
  const [row] = await db
    .select({
      sessionId: sessions.id,
      id: users.id,
      companyId: users.companyId,
      role: users.role,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, sessionId),
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, new Date()),
        eq(users.status, 'active'),
      ),
    );
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
