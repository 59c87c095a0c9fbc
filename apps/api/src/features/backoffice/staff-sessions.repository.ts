import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { staffSessions, staffUsers } from './backoffice.table';

export interface NewStaffSession {
  staffUserId: string;
  familyId: string;
  refreshTokenHash: string;
  accessExpiresAt: Date;
  refreshExpiresAt: Date;
  ip?: string | undefined;
  userAgent?: string | undefined;
  createdAt: Date;
}

export async function insertStaffSession(db: Database, session: NewStaffSession) {
  const [row] = await db
    .insert(staffSessions)
    .values({ ...session, userAgent: session.userAgent?.slice(0, 500) })
    .returning();
  if (!row) throw new Error('staff session insert returned no row');
  return row;
}

/**
 * The staff member behind a live access token: its row not revoked, its access window open at
 * `now`, the person active. Role and flags are read here, so a change applies at once.
 */
export async function findActiveStaffSession(
  db: Database,
  sessionId: string,
  staffUserId: string,
  now: Date,
) {
  const [row] = await db
    .select({
      sessionId: staffSessions.id,
      id: staffUsers.id,
      role: staffUsers.role,
      permissions: staffUsers.permissions,
      mustChangePassword: staffUsers.mustChangePassword,
    })
    .from(staffSessions)
    .innerJoin(staffUsers, eq(staffUsers.id, staffSessions.staffUserId))
    .where(
      and(
        eq(staffSessions.id, sessionId),
        eq(staffSessions.staffUserId, staffUserId),
        isNull(staffSessions.revokedAt),
        gt(staffSessions.accessExpiresAt, now),
        eq(staffUsers.status, 'active'),
      ),
    );
  return row;
}

export async function findStaffSessionByRefreshHash(db: Database, refreshTokenHash: string) {
  const [row] = await db
    .select()
    .from(staffSessions)
    .where(eq(staffSessions.refreshTokenHash, refreshTokenHash));
  return row;
}

/** Marks the row's refresh token used; false when it was used or revoked meanwhile. */
export async function markRefreshUsed(db: Database, sessionId: string, now: Date) {
  const rows = await db
    .update(staffSessions)
    .set({ usedAt: now })
    .where(
      and(
        eq(staffSessions.id, sessionId),
        isNull(staffSessions.usedAt),
        isNull(staffSessions.revokedAt),
      ),
    )
    .returning({ id: staffSessions.id });
  return rows.length > 0;
}

/** Ends every token of one sign-in: all access tokens and refresh tokens of the family. */
export async function revokeStaffFamily(db: Database, familyId: string, now: Date) {
  await db
    .update(staffSessions)
    .set({ revokedAt: now })
    .where(and(eq(staffSessions.familyId, familyId), isNull(staffSessions.revokedAt)));
}

export async function findStaffSession(db: Database, sessionId: string) {
  const [row] = await db.select().from(staffSessions).where(eq(staffSessions.id, sessionId));
  return row;
}

/**
 * Signs a staff member out everywhere (deactivation, password reset), optionally keeping the
 * family of one session (the caller's own).
 */
export async function revokeStaffUserSessions(
  db: Database,
  staffUserId: string,
  now: Date,
  options: { exceptSessionId?: string | undefined } = {},
) {
  const kept = options.exceptSessionId
    ? await findStaffSession(db, options.exceptSessionId)
    : undefined;
  await db
    .update(staffSessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(staffSessions.staffUserId, staffUserId),
        isNull(staffSessions.revokedAt),
        kept ? ne(staffSessions.familyId, kept.familyId) : undefined,
      ),
    );
}
