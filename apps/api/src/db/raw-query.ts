import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import type { Database } from './database';

/**
 * A hot statement run below Drizzle: fixed SQL text with `$n` parameters. On PostgreSQL it is a
 * named prepared statement (node-postgres parses it once per connection and PostgreSQL keeps its
 * plan); on PGlite the name is unused.
 */
export interface RawStatement {
  name: string;
  text: string;
}

const isPool = (client: unknown): client is pg.Pool =>
  typeof (client as { connect?: unknown }).connect === 'function' &&
  typeof (client as { totalCount?: unknown }).totalCount === 'number';

const isPglite = (client: unknown): client is PGlite =>
  typeof (client as { transaction?: unknown }).transaction === 'function';

/**
 * The rows of one statement on the database's own driver, without Drizzle's per-statement query
 * building: for the few statements whose cost is measured (the check-in POST). `db` must be the
 * app's database, not a transaction; one statement is its own transaction. Cast dates and
 * timestamps to text in the SQL (the drivers differ). Errors are the driver's (lib/db-errors
 * reads them).
 */
export async function rawQuery<T>(
  db: Database,
  statement: RawStatement,
  values: readonly unknown[],
): Promise<T[]> {
  const client = (db as { $client?: unknown }).$client;
  if (isPool(client))
    return (await client.query({ name: statement.name, text: statement.text, values: [...values] }))
      .rows as T[];
  if (isPglite(client)) return (await client.query<T>(statement.text, [...values])).rows;
  throw new Error('rawQuery: database driver not recognised');
}
