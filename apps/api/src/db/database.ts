import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { MIGRATIONS_FOLDER } from '../lib/paths';
import { autoPrepare, stampSizeClass } from './auto-prepare';
import { DURABLE_START_PARAMS, syncWritesToDisk } from './pglite-durability';
import * as schema from './schema';

export type Schema = typeof schema;

/**
 * The PostgreSQL extensions the migrations create, for every PGlite instance: search's trigram
 * indexes (migration 0074) need pg_trgm's library whenever a row of their tables is written.
 */
export const PGLITE_EXTENSIONS = { pg_trgm };

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
  /**
   * Embedded database on disk: flush each commit to disk, so acknowledged writes survive a power
   * loss (default true; `false` trades that for speed, e.g. in benchmarks).
   */
  durable?: boolean;
  /**
   * In-memory PGlite only: start from this `dumpDataDir()` tarball instead of running initdb
   * (tests start from a migrated template, see test/pglite-template.global-setup.ts).
   */
  pgliteTarball?: Blob | undefined;
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

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    });
    // Without listeners, a connection killed by a restart emits an unhandled 'error' event that
    // ends the process: the pool's for idle connections, each client's for checked-out ones
    // (between two queries of a transaction). The query in flight fails (503) and the pool
    // opens new connections when the server is back.
    const reportError = (error: Error) => options.onConnectionError?.(error);
    pool.on('error', reportError);
    const statementNames = new Map<string, string>();
    stampSizeClass(pool);
    pool.on('connect', (client) => {
      client.on('error', reportError);
      autoPrepare(client, statementNames);
    });
    const db = drizzleNodePostgres({ client: pool, schema });
    return {
      db,
      driver: 'postgres',
      migrate: () => migrateNodePostgres(db, { migrationsFolder: MIGRATIONS_FOLDER }),
      close: () => pool.end(),
    };
  }

  if (options.pgliteDir) await mkdir(options.pgliteDir, { recursive: true });
  const durable = Boolean(options.pgliteDir) && options.durable !== false;
  const client = await PGlite.create(options.pgliteDir, {
    extensions: PGLITE_EXTENSIONS,
    ...(durable ? { startParams: DURABLE_START_PARAMS } : {}),
    ...(options.pgliteTarball ? { loadDataDir: options.pgliteTarball } : {}),
  });
  if (durable && !syncWritesToDisk(client)) {
    throw new Error('PGlite: não foi possível ativar a gravação durável (fsync) no disco.');
  }
  const db = drizzlePglite({ client, schema });
  return {
    db,
    driver: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    close: () => client.close(),
  };
}
