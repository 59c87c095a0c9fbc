import { bigint, pgTable, uuid } from 'drizzle-orm/pg-core';

/**
 * One row per company: `version` moves in the same transaction as any change of the company's
 * data (DB triggers, hand-written in the migration), so a response cached under a version is
 * current while the version is (docs/decisions/company-read-cache.md). No foreign key: the LGPD
 * purge deletes the company and its rows, and its triggers still bump this row.
 */
export const companyDataVersions = pgTable('company_data_versions', {
  companyId: uuid('company_id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});
