import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { preparedOnce } from '../../db/prepared';
import { companyDataVersions } from './company-versions.table';

const versionStatement = preparedOnce((db) =>
  db
    .select({ version: sql`coalesce(sum(${companyDataVersions.version}), 0)`.mapWith(Number) })
    .from(companyDataVersions)
    .where(eq(companyDataVersions.companyId, sql.placeholder('companyId')))
    .prepare('rumo_company_data_version'),
);

/** The company's data version, the sum of its shards (0 before its first write): one tiny prepared statement. */
export async function readCompanyVersion(db: Database, companyId: string): Promise<number> {
  const [row] = await versionStatement(db).execute({ companyId });
  return row?.version ?? 0;
}

/** Drops a purged company's counters (after the purge's commit, whose triggers wrote it). */
export async function forgetCompanyVersion(db: Database, companyId: string): Promise<void> {
  await db.delete(companyDataVersions).where(eq(companyDataVersions.companyId, companyId));
}
