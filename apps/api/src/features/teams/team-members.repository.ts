import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { users } from '../users/public';
import { teamMembers } from './teams.table';

/** Team membership (`team_members`) and the primary team it implies (`users.id_team`). */

/** Ids among `userIds` that belong to the company (any status). */
export async function companyUserIds(
  db: Database,
  companyId: string,
  userIds: string[],
): Promise<string[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.companyId, companyId), inArray(users.id, userIds)));
  return rows.map((row) => row.id);
}

export async function teamMemberIds(db: Database, teamId: string): Promise<string[]> {
  const rows = await db
    .select({ userId: teamMembers.userId })
    .from(teamMembers)
    .where(eq(teamMembers.teamId, teamId));
  return rows.map((row) => row.userId);
}

export async function addTeamMembers(
  db: Database,
  companyId: string,
  teamId: string,
  userIds: string[],
): Promise<void> {
  if (userIds.length === 0) return;
  await db
    .insert(teamMembers)
    .values(userIds.map((userId) => ({ teamId, userId, companyId })))
    .onConflictDoNothing();
}

export async function removeTeamMembers(
  db: Database,
  teamId: string,
  userIds: string[],
): Promise<void> {
  if (userIds.length === 0) return;
  await db
    .delete(teamMembers)
    .where(and(eq(teamMembers.teamId, teamId), inArray(teamMembers.userId, userIds)));
}

/** Members without a primary team get this one. */
export async function assignPrimaryTeamWhereMissing(
  db: Database,
  companyId: string,
  teamId: string,
  userIds: string[],
): Promise<void> {
  if (userIds.length === 0) return;
  await db
    .update(users)
    .set({ idTeam: teamId })
    .where(and(eq(users.companyId, companyId), inArray(users.id, userIds), isNull(users.idTeam)));
}

/** Clears `id_team` where it names this team (all users, or only the ones given). */
export async function clearPrimaryTeam(
  db: Database,
  companyId: string,
  teamId: string,
  userIds?: string[],
): Promise<void> {
  if (userIds?.length === 0) return;
  await db
    .update(users)
    .set({ idTeam: null })
    .where(
      and(
        eq(users.companyId, companyId),
        eq(users.idTeam, teamId),
        userIds ? inArray(users.id, userIds) : undefined,
      ),
    );
}
