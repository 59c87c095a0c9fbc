import { getTableName, is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import * as schema from '../../db/schema';
import { isSecretColumn } from './redact-secrets';

/**
 * Every table that holds a company's records, read from the Drizzle schema so that a table added
 * later is exported and purged without touching this feature: the ones with a `company_id`
 * column. Columns that would hand out credentials are never exported.
 */
export interface CompanyTable {
  name: string;
  /** Columns to export, in schema order (secrets left out). */
  exportedColumns: string[];
  /** Tables this one must be emptied before, because they block deletion (restrict / no action). */
  blocks: string[];
}

function companyTablesOf(tables: PgTable[]): CompanyTable[] {
  return (
    tables
      .map((table) => ({ table, config: getTableConfig(table) }))
      .filter(({ config }) => config.columns.some((column) => column.name === 'company_id'))
      // The read cache's version counter is no record of the company's: the purge drops it after
      // its commit (its own triggers write it at that commit).
      .filter(({ config }) => config.name !== 'company_data_versions')
      .map(({ config }) => ({
        name: config.name,
        exportedColumns: config.columns
          .map((column) => column.name)
          .filter((name) => !isSecretColumn(name)),
        blocks: config.foreignKeys
          .filter((key) => !['cascade', 'set null', 'set default'].includes(key.onDelete ?? ''))
          .map((key) => getTableName(key.reference().foreignTable))
          .filter((referenced) => referenced !== config.name),
      }))
  );
}

/** Children before the parents they block, so deleting in this order never trips a foreign key. */
function deletionOrder(tables: CompanyTable[]): CompanyTable[] {
  const byName = new Map(tables.map((table) => [table.name, table]));
  const ordered: CompanyTable[] = [];
  const placed = new Set<string>();
  const place = (table: CompanyTable) => {
    if (placed.has(table.name)) return;
    placed.add(table.name);
    // Tables that block this one (reference it with restrict) must go first.
    for (const other of tables) if (other.blocks.includes(table.name)) place(other);
    ordered.push(table);
  };
  for (const table of byName.values()) place(table);
  return ordered;
}

export const COMPANY_TABLES: readonly CompanyTable[] = deletionOrder(
  companyTablesOf(
    (Object.values(schema) as unknown[]).filter((value): value is PgTable => is(value, PgTable)),
  ),
);
