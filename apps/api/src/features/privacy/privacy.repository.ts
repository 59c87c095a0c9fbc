import { and, eq, lte } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { companies } from '../companies/public';
import { users } from '../users/public';
import { type CompanyDeletionRow, companyDeletions } from './privacy.table';

export async function findCompanyName(
  db: Database,
  companyId: string,
): Promise<string | undefined> {
  const [row] = await db
    .select({ name: companies.name })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row?.name;
}

export async function findCompanyDeletion(
  db: Database,
  companyId: string,
): Promise<CompanyDeletionRow | undefined> {
  const [row] = await db
    .select()
    .from(companyDeletions)
    .where(eq(companyDeletions.companyId, companyId));
  return row;
}

/** The new request, or undefined when one was already pending (a second click, another admin). */
export async function insertCompanyDeletion(
  db: Database,
  deletion: { companyId: string; scheduledFor: Date; requestedBy: string },
): Promise<CompanyDeletionRow | undefined> {
  const [row] = await db
    .insert(companyDeletions)
    .values(deletion)
    .onConflictDoNothing()
    .returning();
  return row;
}

export async function deleteCompanyDeletion(db: Database, companyId: string): Promise<boolean> {
  const rows = await db
    .delete(companyDeletions)
    .where(eq(companyDeletions.companyId, companyId))
    .returning({ companyId: companyDeletions.companyId });
  return rows.length === 1;
}

/** Companies whose grace period has ended, oldest request first. */
export async function findCompaniesDueForPurge(db: Database, now: Date): Promise<string[]> {
  const rows = await db
    .select({ companyId: companyDeletions.companyId })
    .from(companyDeletions)
    .where(lte(companyDeletions.scheduledFor, now))
    .orderBy(companyDeletions.scheduledFor);
  return rows.map((row) => row.companyId);
}

/** Locks the request for this purge; undefined when it was undone or purged by another replica. */
export async function lockDueDeletion(db: Database, companyId: string, now: Date) {
  const [row] = await db
    .select({ companyId: companyDeletions.companyId })
    .from(companyDeletions)
    .where(and(eq(companyDeletions.companyId, companyId), lte(companyDeletions.scheduledFor, now)))
    .for('update');
  return row;
}

export async function findUserName(db: Database, userId: string): Promise<string> {
  const [row] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId));
  return row?.name ?? '';
}

/** The active admins, who are told about a deletion and its undoing. */
export async function findCompanyAdmins(db: Database, companyId: string) {
  return db
    .select({ name: users.name, email: users.email })
    .from(users)
    .where(
      and(eq(users.companyId, companyId), eq(users.role, 'admin'), eq(users.status, 'active')),
    );
}
