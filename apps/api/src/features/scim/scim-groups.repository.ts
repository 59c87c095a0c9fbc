import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { teamMembers, teams } from '../teams/public';
import { users } from '../users/public';
import { scimLinks } from './scim.table';
import type { ScimFilter } from './scim-filter';
import type { ScimGroupRow } from './scim-resources';
import { isUuid } from './scim-users.repository';

const columns = {
  id: teams.id,
  name: teams.name,
  externalId: scimLinks.externalId,
  createdAt: teams.createdAt,
  updatedAt: teams.updatedAt,
};

const externalJoin = and(eq(scimLinks.resourceType, 'Group'), eq(scimLinks.resourceId, teams.id));

function filterCondition(filter: ScimFilter | undefined) {
  if (!filter) return undefined;
  switch (filter.attribute) {
    case 'displayName':
      return eq(sql`lower(${teams.name})`, filter.value.toLowerCase());
    case 'externalId':
      return eq(scimLinks.externalId, filter.value);
    case 'id':
      return isUuid(filter.value) ? eq(teams.id, filter.value) : sql`false`;
    default:
      return sql`false`;
  }
}

/** One statement: the page of the company's teams matching the filter, and the total. */
export async function listScimGroups(
  db: Database,
  companyId: string,
  query: { filter: ScimFilter | undefined; offset: number; limit: number },
): Promise<{ rows: ScimGroupRow[]; total: number }> {
  const where = and(eq(teams.companyId, companyId), filterCondition(query.filter));
  const rows = await db
    .select({ ...columns, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(teams)
    .leftJoin(scimLinks, externalJoin)
    .where(where)
    .orderBy(asc(teams.createdAt), asc(teams.id))
    .offset(query.offset)
    .limit(query.limit);
  if (rows.length === 0 && (query.offset > 0 || query.limit === 0)) {
    const [counted] = await db
      .select({ total: sql<number>`count(*)`.mapWith(Number) })
      .from(teams)
      .leftJoin(scimLinks, externalJoin)
      .where(where);
    return { rows: [], total: counted?.total ?? 0 };
  }
  return { rows, total: rows[0]?.total ?? 0 };
}

export type ScimGroupFullRow = ScimGroupRow & {
  description: string | null;
  leaderId: string | null;
};

/** The team with what a rename keeps (description, leader). */
export async function findScimGroup(
  db: Database,
  companyId: string,
  id: string,
): Promise<ScimGroupFullRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select({ ...columns, description: teams.description, leaderId: teams.leaderId })
    .from(teams)
    .leftJoin(scimLinks, externalJoin)
    .where(and(eq(teams.companyId, companyId), eq(teams.id, id)));
  return row;
}

/** One statement: the members of the given teams, by team. */
export async function membersOfTeams(
  db: Database,
  companyId: string,
  teamIds: string[],
): Promise<Map<string, { id: string; name: string }[]>> {
  const byTeam = new Map<string, { id: string; name: string }[]>(teamIds.map((id) => [id, []]));
  if (teamIds.length === 0) return byTeam;
  const rows = await db
    .select({ teamId: teamMembers.teamId, id: users.id, name: users.name })
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.userId))
    .where(and(eq(teamMembers.companyId, companyId), inArray(teamMembers.teamId, teamIds)))
    .orderBy(asc(users.name), asc(users.id));
  for (const row of rows) byTeam.get(row.teamId)?.push({ id: row.id, name: row.name });
  return byTeam;
}

export async function deleteScimLink(db: Database, resourceId: string): Promise<void> {
  await db
    .delete(scimLinks)
    .where(and(eq(scimLinks.resourceType, 'Group'), eq(scimLinks.resourceId, resourceId)));
}

/** How many of these ids are people of the company (any status). */
export async function countCompanyUsers(
  db: Database,
  companyId: string,
  ids: string[],
): Promise<number> {
  if (ids.length === 0) return 0;
  const [row] = await db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(users)
    .where(and(eq(users.companyId, companyId), inArray(users.id, ids)));
  return row?.count ?? 0;
}
