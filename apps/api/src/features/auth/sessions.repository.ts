import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { type SignInMethod, sessions } from './auth.table';

/** The identity provider's side of an SSO session (back-channel logout looks it up). */
export interface SsoSessionLink {
  providerId: string;
  subject: string;
  sessionId?: string | undefined;
}

export interface NewSession {
  userId: string;
  expiresAt: Date;
  userAgent?: string | undefined;
  ip?: string | undefined;
  method?: SignInMethod;
  sso?: SsoSessionLink | undefined;
}

export async function insertSession(db: Database, session: NewSession) {
  const [row] = await db
    .insert(sessions)
    .values({
      userId: session.userId,
      expiresAt: session.expiresAt,
      userAgent: session.userAgent?.slice(0, 500),
      ip: session.ip,
      method: session.method ?? 'password',
      providerId: session.sso?.providerId ?? null,
      ssoSubject: session.sso?.subject ?? null,
      ssoSessionId: session.sso?.sessionId ?? null,
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

/**
 * Ends the live sessions an identity provider's logout names: its session id (`sid`) when
 * given, else every session of the subject. Returns the ids of the sessions ended, so the
 * session cache drops them too.
 */
export async function revokeSsoSessions(
  db: Database,
  { providerId, subject, sessionId }: { providerId: string; subject?: string; sessionId?: string },
): Promise<string[]> {
  if (!sessionId && !subject) return [];
  const conditions = [eq(sessions.providerId, providerId), isNull(sessions.revokedAt)];
  if (sessionId) conditions.push(eq(sessions.ssoSessionId, sessionId));
  if (subject) conditions.push(eq(sessions.ssoSubject, subject));
  const rows = await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(...conditions))
    .returning({ id: sessions.id });
  return rows.map((row) => row.id);
}
