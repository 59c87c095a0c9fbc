import type { UserRole, UserStatus } from '@rumo/shared/auth/contracts';
import type { ManagedUser } from '@rumo/shared/users/contracts';
import { and, asc, eq, exists, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { containsPattern } from '../../lib/like-pattern';
import { teamMembers, teams } from '../teams/public';
import { type UserRow, users } from '../users/public';

export type UserListFilter = {
  search?: string | undefined;
  role?: UserRole | undefined;
  status?: UserStatus | undefined;
  teamId?: string | undefined;
};

const managedUserColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  role: users.role,
  status: users.status,
  avatar: users.avatar,
  position: users.position,
  teamId: teams.id,
  teamName: teams.name,
  createdAt: users.createdAt,
  lastLoginAt: users.lastLoginAt,
};

type ManagedUserRow = {
  id: string;
  name: string;
  email: string;
  role: UserRole;
  status: UserStatus;
  avatar: string | null;
  position: string | null;
  teamId: string | null;
  teamName: string | null;
  createdAt: Date;
  lastLoginAt: Date | null;
};

function toManagedUser(row: ManagedUserRow): ManagedUser {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    status: row.status,
    avatar: row.avatar,
    position: row.position,
    team: row.teamId && row.teamName !== null ? { id: row.teamId, name: row.teamName } : null,
    createdAt: row.createdAt.toISOString(),
    lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
  };
}

function listFilter(companyId: string, filter: UserListFilter): SQL | undefined {
  const pattern = filter.search ? containsPattern(filter.search) : undefined;
  return and(
    eq(users.companyId, companyId),
    pattern ? or(ilike(users.name, pattern), ilike(users.email, pattern)) : undefined,
    filter.role ? eq(users.role, filter.role) : undefined,
    filter.status ? eq(users.status, filter.status) : undefined,
    // A team's people: its members, and anyone whose primary team it is.
    filter.teamId
      ? or(
          eq(users.idTeam, filter.teamId),
          exists(
            sql`(select 1 from ${teamMembers} where ${teamMembers.userId} = ${users.id}
              and ${teamMembers.teamId} = ${filter.teamId})`,
          ),
        )
      : undefined,
  );
}

const primaryTeamJoin = and(eq(teams.id, users.idTeam), eq(teams.companyId, users.companyId));

export async function listManagedUsers(
  db: Database,
  companyId: string,
  query: UserListFilter & { page: number; limit: number },
): Promise<{ data: ManagedUser[]; total: number }> {
  const where = listFilter(companyId, query);
  // The total rides on the page's rows (counted once per statement); a page past the end has no
  // rows to carry it and counts apart.
  const rows = await db
    .select({ ...managedUserColumns, total: db.$count(users, where) })
    .from(users)
    .leftJoin(teams, primaryTeamJoin)
    .where(where)
    .orderBy(asc(sql`lower(${users.name})`), asc(users.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const total = rows[0]?.total ?? (query.page > 1 ? await db.$count(users, where) : 0);
  return { data: rows.map(toManagedUser), total };
}

export async function findManagedUser(
  db: Database,
  companyId: string,
  id: string,
): Promise<ManagedUser | undefined> {
  const [row] = await db
    .select(managedUserColumns)
    .from(users)
    .leftJoin(teams, primaryTeamJoin)
    .where(and(eq(users.id, id), eq(users.companyId, companyId)));
  return row ? toManagedUser(row) : undefined;
}

export async function findCompanyUser(
  db: Database,
  companyId: string,
  id: string,
): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), eq(users.companyId, companyId)));
  return row;
}

/** Active people for pickers (owner, leader, members), by name. */
export async function lookupUsers(
  db: Database,
  companyId: string,
  query: { search?: string | undefined; limit: number },
) {
  const pattern = query.search ? containsPattern(query.search) : undefined;
  return db
    .select({ id: users.id, name: users.name, avatar: users.avatar, id_team: users.idTeam })
    .from(users)
    .where(
      and(
        eq(users.companyId, companyId),
        eq(users.status, 'active'),
        pattern ? or(ilike(users.name, pattern), ilike(users.email, pattern)) : undefined,
      ),
    )
    .orderBy(asc(sql`lower(${users.name})`), asc(users.id))
    .limit(query.limit);
}

/**
 * Ids of the company's active admins, row-locked until the transaction ends, so two admins
 * demoting each other at once cannot both pass the "last admin" check.
 */
export async function lockActiveAdminIds(db: Database, companyId: string): Promise<string[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.role, 'admin'), eq(users.status, 'active')))
    .for('update');
  return rows.map((row) => row.id);
}

/**
 * Whether the team is the company's, locking its row until the transaction ends so a team
 * deleted meanwhile is either seen as gone or waits for the person to join it.
 */
export async function lockCompanyTeam(
  db: Database,
  companyId: string,
  teamId: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: teams.id })
    .from(teams)
    .where(and(eq(teams.id, teamId), eq(teams.companyId, companyId)))
    .for('key share');
  return !!row;
}
