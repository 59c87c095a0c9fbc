import { bigint, pgTable, primaryKey, smallint, uuid } from 'drizzle-orm/pg-core';

/**
 * A company's data version is the sum of its rows' `version`: any change of the company's data
 * adds one to one row in the same transaction (DB triggers, hand-written in the migrations), so
 * a response cached under a version is current while the version is
 * (docs/decisions/0015-company-read-cache.md). Each connection bumps its own `shard` (its backend pid
 * modulo 16), so concurrent writers of one company do not queue on one row. No foreign key: the
 * LGPD purge deletes the company and its rows, and its triggers still bump these.
 */
export const companyDataVersions = pgTable(
  'company_data_versions',
  {
    companyId: uuid('company_id').notNull(),
    shard: smallint('shard').notNull().default(0),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.companyId, table.shard] })],
);
