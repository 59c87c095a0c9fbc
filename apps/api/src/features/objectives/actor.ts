import type { Actor } from '@rumo/shared/objectives/permissions';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import type { AuthUser } from '../../plugins/auth';
import { users } from '../users/public';

/**
 * The signed-in user as the permission rules see them: the session does not carry the primary
 * team, so it is read fresh (a team change applies at once).
 */
export async function loadActor(db: Database, user: AuthUser): Promise<Actor> {
  const [row] = await db.select({ teamId: users.idTeam }).from(users).where(eq(users.id, user.id));
  return { id: user.id, role: user.role, teamId: row?.teamId ?? null };
}
