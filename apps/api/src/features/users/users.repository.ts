import type { User } from '@rumo/shared/auth/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { preparedOnce } from '../../db/prepared';
import { companies } from '../companies/public';
import { type NewUserRow, type UserRow, users } from './users.table';

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  return row;
}

export async function findUserById(db: Database, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

export async function insertUser(db: Database, user: NewUserRow): Promise<UserRow> {
  const [row] = await db
    .insert(users)
    .values({ ...user, email: user.email.toLowerCase() })
    .returning();
  if (!row) throw new Error('user insert returned no row');
  return row;
}

export async function updateUser(
  db: Database,
  id: string,
  changes: Partial<
    Pick<
      NewUserRow,
      | 'name'
      | 'email'
      | 'phone'
      | 'position'
      | 'avatar'
      | 'passwordHash'
      | 'status'
      | 'role'
      | 'idTeam'
      | 'lastLoginAt'
    >
  >,
): Promise<void> {
  const email = changes.email?.toLowerCase();
  await db
    .update(users)
    .set({ ...changes, ...(email ? { email } : {}) })
    .where(eq(users.id, id));
}

/** pending -> active; a disabled account stays disabled. */
export async function activatePendingUser(db: Database, id: string): Promise<void> {
  await db
    .update(users)
    .set({ status: 'active' })
    .where(and(eq(users.id, id), eq(users.status, 'pending')));
}

/** The user as the API answers it (spec §3): company is the company's name. */
const userViewStatement = preparedOnce((db) =>
  db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      role: users.role,
      avatar: users.avatar,
      phone: users.phone,
      position: users.position,
      company: companies.name,
      id_team: users.idTeam,
    })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.id, sql.placeholder('id')))
    .prepare('rumo_user_view'),
);

/** The signed-in user's view (`/auth/me`, every page load): prepared once per database. */
export async function findUserView(db: Database, id: string): Promise<User | undefined> {
  const [row] = await userViewStatement(db).execute({ id });
  return row;
}
