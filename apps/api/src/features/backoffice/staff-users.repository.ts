import type { StaffRole, StaffUser } from '@rumo/shared/backoffice/auth';
import { and, asc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { containsPattern } from '../../lib/like-pattern';
import { type StaffUserRow, staffUsers } from './backoffice.table';

export type NewStaffUser = typeof staffUsers.$inferInsert;
export type StaffUserChanges = Partial<
  Pick<
    StaffUserRow,
    | 'role'
    | 'permissions'
    | 'status'
    | 'passwordHash'
    | 'mustChangePassword'
    | 'lastLoginAt'
    | 'name'
  >
>;

/** The wire shape (spec §3 backoffice user): never the password hash. */
export function toStaffUser(row: StaffUserRow): StaffUser {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    permissions: row.permissions,
    status: row.status,
    lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
    mustChangePassword: row.mustChangePassword,
  };
}

export async function insertStaffUser(db: Database, user: NewStaffUser): Promise<StaffUserRow> {
  const [row] = await db
    .insert(staffUsers)
    .values({ ...user, email: user.email.toLowerCase() })
    .returning();
  if (!row) throw new Error('staff user insert returned no row');
  return row;
}

export async function findStaffUserByEmail(db: Database, email: string) {
  const [row] = await db
    .select()
    .from(staffUsers)
    .where(eq(sql`lower(${staffUsers.email})`, email.toLowerCase()));
  return row;
}

export async function findStaffUser(db: Database, id: string) {
  const [row] = await db.select().from(staffUsers).where(eq(staffUsers.id, id));
  return row;
}

/** The row, locked until the transaction ends (two admins editing one person wait in turn). */
export async function lockStaffUser(db: Database, id: string) {
  const [row] = await db.select().from(staffUsers).where(eq(staffUsers.id, id)).for('update');
  return row;
}

export async function updateStaffUser(db: Database, id: string, changes: StaffUserChanges) {
  const [row] = await db.update(staffUsers).set(changes).where(eq(staffUsers.id, id)).returning();
  return row;
}

/**
 * The active admins, row-locked until the transaction ends, so two admins demoting each other at
 * once cannot both pass the "last admin" check.
 */
export async function lockActiveAdmins(db: Database) {
  return db
    .select({ id: staffUsers.id, permissions: staffUsers.permissions })
    .from(staffUsers)
    .where(and(eq(staffUsers.role, 'admin'), eq(staffUsers.status, 'active')))
    .orderBy(asc(staffUsers.id))
    .for('update');
}

export type StaffUserFilter = {
  role?: StaffRole | undefined;
  status?: StaffUserRow['status'] | undefined;
  search?: string | undefined;
};

function listFilter(filter: StaffUserFilter): SQL | undefined {
  const pattern = filter.search ? containsPattern(filter.search) : undefined;
  return and(
    filter.role ? eq(staffUsers.role, filter.role) : undefined,
    filter.status ? eq(staffUsers.status, filter.status) : undefined,
    pattern ? or(ilike(staffUsers.name, pattern), ilike(staffUsers.email, pattern)) : undefined,
  );
}

export async function listStaffUsers(
  db: Database,
  query: StaffUserFilter & { page: number; limit: number },
) {
  const where = listFilter(query);
  const rows = await db
    .select()
    .from(staffUsers)
    .where(where)
    .orderBy(asc(sql`lower(${staffUsers.name})`), asc(staffUsers.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const total = await db.$count(staffUsers, where);
  return { data: rows.map(toStaffUser), total };
}

export async function countStaffUsers(db: Database): Promise<number> {
  return db.$count(staffUsers);
}
