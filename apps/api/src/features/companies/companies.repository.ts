import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { type CompanyRow, companies } from './companies.table';

export async function insertCompany(db: Database, name: string): Promise<CompanyRow> {
  const [row] = await db.insert(companies).values({ name }).returning();
  if (!row) throw new Error('company insert returned no row');
  return row;
}

export async function countCompanies(db: Database): Promise<number> {
  return db.$count(companies);
}

export async function findCompanyName(db: Database, id: string): Promise<string | undefined> {
  const [row] = await db
    .select({ name: companies.name })
    .from(companies)
    .where(eq(companies.id, id));
  return row?.name;
}
