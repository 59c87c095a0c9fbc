import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;

/**
 * The one database type of the app: a Drizzle Postgres database or a transaction on it
 * (a transaction is a `PgDatabase` too), so repositories take `db: Database` as first argument
 * and callers pass either. Both drivers (PGlite, node-postgres) satisfy it.
 */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface OpenDatabaseOptions {
  /** PostgreSQL server URL; when absent the embedded PGlite is used. */
  databaseUrl?: string | undefined;
  /** Folder of the embedded PGlite database; absent means in memory (tests). */
  pgliteDir?: string | undefined;
  /** Told about errors of idle pooled connections (a database restart); default: ignored. */
  onConnectionError?: (error: Error) => void;
}

/**
 * Fail fast instead of queueing requests while PostgreSQL is unreachable: such a request
 * answers 503 at once, and the pool reconnects by itself when the server is back.
 */
const CONNECT_TIMEOUT_MS = 3000;

export interface DatabaseHandle {
  db: Database;
  driver: 'pglite' | 'postgres';
  /** Applies the committed SQL migrations of apps/api/drizzle that are not applied yet. */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../drizzle', import.meta.url));

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    });
    // Without a listener, an idle connection killed by a restart is an unhandled 'error' event
    // that ends the process. The pool drops that connection and opens a new one when needed.
    pool.on('error', (error) => options.onConnectionError?.(error));
    const db = drizzleNodePostgres({ client: pool, schema });
    return {
      db,
      driver: 'postgres',
      migrate: () => migrateNodePostgres(db, { migrationsFolder: MIGRATIONS_FOLDER }),
      close: () => pool.end(),
    };
  }

  if (options.pgliteDir) await mkdir(options.pgliteDir, { recursive: true });
  const client = await PGlite.create(options.pgliteDir);
  const db = drizzlePglite({ client, schema });
  return {
    db,
    driver: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    close: () => client.close(),
  };
}
