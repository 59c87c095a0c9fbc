import type { PGlite, Transaction } from '@electric-sql/pglite';
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

export interface RawTransaction {
  /** The rows of one statement; cast dates and timestamps to text in the SQL (drivers differ). */
  query<T>(statement: RawStatement, values: readonly unknown[]): Promise<T[]>;
}

const isPool = (client: unknown): client is pg.Pool =>
  typeof (client as { connect?: unknown }).connect === 'function' &&
  typeof (client as { totalCount?: unknown }).totalCount === 'number';

async function onPool<T>(pool: pg.Pool, work: (tx: RawTransaction) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    await client.query('begin');
    try {
      const result = await work({
        query: async <R>(statement: RawStatement, values: readonly unknown[]) =>
          (await client.query({ name: statement.name, text: statement.text, values: [...values] }))
            .rows as R[],
      });
      await client.query('commit');
      return result;
    } catch (error) {
      await client.query('rollback').catch((rollbackError: Error) => {
        broken = rollbackError;
      });
      throw error;
    }
  } finally {
    // A connection that could not roll back is dropped rather than handed to the next request.
    client.release(broken);
  }
}

function onPglite<T>(client: PGlite, work: (tx: RawTransaction) => Promise<T>): Promise<T> {
  return client.transaction((tx: Transaction) =>
    work({
      query: async <R>(statement: RawStatement, values: readonly unknown[]) =>
        (await tx.query<R>(statement.text, [...values])).rows,
    }),
  );
}

/**
 * One transaction on the database's own driver, without Drizzle's per-statement query building
 * and session objects: for the few writes whose cost is measured (the check-in POST). `db` must
 * be the app's database, not a transaction. Errors are the driver's (lib/db-errors reads them).
 */
export function rawTransaction<T>(
  db: Database,
  work: (tx: RawTransaction) => Promise<T>,
): Promise<T> {
  const client = (db as { $client?: unknown }).$client;
  if (isPool(client)) return onPool(client, work);
  if (client && typeof (client as { transaction?: unknown }).transaction === 'function')
    return onPglite(client as PGlite, work);
  throw new Error('rawTransaction: database driver not recognised');
}
