import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { COMPANY_TABLES } from './company-tables';
import { redactSecrets } from './redact-secrets';

export type DataRow = Record<string, unknown>;

const rowsOf = (result: unknown) => (result as { rows: DataRow[] }).rows;
/** Rows as exported: no secret column, no link's token in any text (redact-secrets.ts). */
const exportedRows = (result: unknown) =>
  rowsOf(result).map((row) => redactSecrets(row) as DataRow);
const columnList = (columns: string[]): SQL =>
  sql.join(
    columns.map((column) => sql.identifier(column)),
    sql`, `,
  );

/** The company's own row, under the table's name like every other table. */
export async function readCompanyRow(db: Database, companyId: string): Promise<DataRow[]> {
  return exportedRows(await db.execute(sql`select * from companies where id = ${companyId}`));
}

/** One table's rows of the company, with the exported columns, in a stable order. */
export async function readCompanyTableRows(
  db: Database,
  tableName: string,
  columns: string[],
  companyId: string,
): Promise<DataRow[]> {
  return exportedRows(
    await db.execute(sql`
      select ${columnList(columns)} from ${sql.identifier(tableName)}
      where company_id = ${companyId} order by 1`),
  );
}

export interface PurgedCompany {
  /** Files under uploads/ the removed rows pointed to. */
  uploads: string[];
  rowsDeleted: number;
}

/**
 * Deletes every record of the company, table by table (children first), then the e-mails sent
 * to its people and the company row. Run inside a transaction.
 */
export async function deleteCompanyRecords(
  tx: Database,
  companyId: string,
): Promise<{ rowsDeleted: number; emails: string[] }> {
  const emails = rowsOf(
    await tx.execute(sql`select email from users where company_id = ${companyId}`),
  ).map((row) => String(row.email));
  let rowsDeleted = 0;
  for (const { name } of COMPANY_TABLES) {
    const result = await tx.execute(
      sql`delete from ${sql.identifier(name)} where company_id = ${companyId}`,
    );
    rowsDeleted += (result as { rowCount?: number | null; affectedRows?: number }).rowCount ?? 0;
  }
  if (emails.length > 0) {
    await tx.execute(
      sql`delete from email_outbox where to_address in (${sql.join(
        emails.map((email) => sql`${email}`),
        sql`, `,
      )})`,
    );
  }
  await tx.execute(sql`delete from companies where id = ${companyId}`);
  return { rowsDeleted, emails };
}

/** Companies whose grace period ended at `now`, oldest first. */
export async function findCompaniesDueForPurge(db: Database, now: Date): Promise<string[]> {
  const result = await db.execute(sql`
    select id from companies
    where deletion_scheduled_for is not null and deletion_scheduled_for <= ${now.toISOString()}
    order by deletion_scheduled_for`);
  return rowsOf(result).map((row) => String(row.id));
}
