import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { companies } from '../companies/public';
import { users } from '../users/public';

/** The invited person and their company, in one statement. */
export async function findInvitee(
  db: Database,
  userId: string,
): Promise<{ name: string; email: string; company: string; companyId: string } | undefined> {
  const [row] = await db
    .select({
      name: users.name,
      email: users.email,
      company: companies.name,
      companyId: companies.id,
    })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.id, userId));
  return row;
}
