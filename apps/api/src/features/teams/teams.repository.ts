import type { TeamDetail } from '@rumo/shared/teams/contracts';
import { and, asc, eq, ilike, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database';
import { containsPattern } from '../../lib/like-pattern';
import { users } from '../users/public';
import { type TeamRow, teamMembers, teams } from './teams.table';

const leader = alias(users, 'leader');

const teamColumns = {
  id: teams.id,
  name: teams.name,
  description: teams.description,
  leaderId: leader.id,
  leaderName: leader.name,
  leaderAvatar: leader.avatar,
  memberCount: sql<number>`(select count(*) from ${teamMembers}
    where ${teamMembers.teamId} = ${teams.id})`.mapWith(Number),
};

/** A team as listed, but for its progress, which the objectives above teams compute. */
export type TeamSummaryRow = {
  id: string;
  name: string;
  description: string | null;
  leaderId: string | null;
  leaderName: string | null;
  leaderAvatar: string | null;
  memberCount: number;
};

function listFilter(companyId: string, search: string | undefined): SQL | undefined {
  return and(
    eq(teams.companyId, companyId),
    search ? ilike(teams.name, containsPattern(search)) : undefined,
  );
}

/**
 * One page of teams with leader, member count and the total in one query (the total rides on each
 * row as a window count); a page past the end counts apart, having no row to carry it.
 */
export async function listTeams(
  db: Database,
  companyId: string,
  query: { page: number; limit: number; search?: string | undefined },
): Promise<{ data: TeamSummaryRow[]; total: number }> {
  const where = listFilter(companyId, query.search);
  const rows = await db
    .select({ ...teamColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(teams)
    .leftJoin(leader, eq(leader.id, teams.leaderId))
    .where(where)
    .orderBy(asc(sql`lower(${teams.name})`), asc(teams.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const total = rows[0]?.total ?? (query.page > 1 ? await db.$count(teams, where) : 0);
  return { data: rows.map(({ total: _total, ...row }) => row), total };
}

export async function findTeamSummary(
  db: Database,
  companyId: string,
  id: string,
): Promise<TeamSummaryRow | undefined> {
  const [row] = await db
    .select(teamColumns)
    .from(teams)
    .leftJoin(leader, eq(leader.id, teams.leaderId))
    .where(and(eq(teams.id, id), eq(teams.companyId, companyId)));
  return row;
}

export async function findTeam(
  db: Database,
  companyId: string,
  id: string,
): Promise<TeamRow | undefined> {
  const [row] = await db
    .select()
    .from(teams)
    .where(and(eq(teams.id, id), eq(teams.companyId, companyId)));
  return row;
}

export async function findTeamByName(
  db: Database,
  companyId: string,
  name: string,
): Promise<TeamRow | undefined> {
  const [row] = await db
    .select()
    .from(teams)
    .where(and(eq(teams.companyId, companyId), eq(sql`lower(${teams.name})`, name.toLowerCase())));
  return row;
}

export async function listTeamMembers(
  db: Database,
  teamId: string,
): Promise<TeamDetail['members']> {
  return db
    .select({
      id: users.id,
      name: users.name,
      avatar: users.avatar,
      email: users.email,
      position: users.position,
    })
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.userId))
    .where(eq(teamMembers.teamId, teamId))
    .orderBy(asc(sql`lower(${users.name})`), asc(users.id));
}

export async function insertTeam(
  db: Database,
  team: { companyId: string; name: string; description: string | null; leaderId: string | null },
): Promise<TeamRow> {
  const [row] = await db.insert(teams).values(team).returning();
  if (!row) throw new Error('team insert returned no row');
  return row;
}

export async function updateTeam(
  db: Database,
  companyId: string,
  id: string,
  changes: { name: string; description: string | null; leaderId: string | null },
): Promise<void> {
  await db
    .update(teams)
    .set(changes)
    .where(and(eq(teams.id, id), eq(teams.companyId, companyId)));
}

export async function deleteTeam(db: Database, companyId: string, id: string): Promise<void> {
  await db.delete(teams).where(and(eq(teams.id, id), eq(teams.companyId, companyId)));
}
