import type { SignInEvent, SignInOutcome } from '@rumo/shared/auth/sign-ins';
import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { users } from '../users/public';
import { type SignInMethod, signInEvents } from './auth.table';

export interface NewSignInEvent {
  companyId: string;
  userId: string | null;
  email: string;
  method: SignInMethod;
  outcome: SignInOutcome;
  ip?: string | undefined;
  userAgent?: string | undefined;
  at: Date;
}

export async function insertSignInEvent(db: Database, event: NewSignInEvent): Promise<void> {
  await db.insert(signInEvents).values({
    companyId: event.companyId,
    userId: event.userId,
    email: event.email.slice(0, 320),
    method: event.method,
    outcome: event.outcome,
    ip: event.ip ?? null,
    userAgent: event.userAgent?.slice(0, 500) ?? null,
    createdAt: event.at,
  });
}

/** One statement: the page, newest first, with the total beside every row. */
export async function listSignInEvents(
  db: Database,
  companyId: string,
  { page, limit }: { page: number; limit: number },
): Promise<{ rows: SignInEvent[]; total: number }> {
  const rows = await db
    .select({
      id: signInEvents.id,
      createdAt: signInEvents.createdAt,
      userId: signInEvents.userId,
      userName: users.name,
      email: signInEvents.email,
      method: signInEvents.method,
      outcome: signInEvents.outcome,
      ip: signInEvents.ip,
      userAgent: signInEvents.userAgent,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(signInEvents)
    .leftJoin(users, eq(users.id, signInEvents.userId))
    .where(eq(signInEvents.companyId, companyId))
    .orderBy(desc(signInEvents.createdAt), desc(signInEvents.id))
    .limit(limit)
    .offset((page - 1) * limit);
  return {
    total: rows[0]?.total ?? 0,
    rows: rows.map(({ createdAt, total: _total, ...row }) => ({
      ...row,
      at: createdAt.toISOString(),
      outcome: row.outcome as SignInOutcome,
    })),
  };
}
