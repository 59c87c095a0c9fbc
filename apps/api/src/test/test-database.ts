import { randomBytes } from 'node:crypto';
import { openAsBlob } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../db/database';

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default (loaded from the
 * run's migrated template, see pglite-template.global-setup.ts), or, when TEST_DATABASE_URL
 * names a PostgreSQL server, a uniquely named database created on it and dropped by `close()`.
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const template = inject('pgliteTemplate');
    const handle = await openDatabase({
      pgliteTarball: template ? await openAsBlob(template) : undefined,
    });
    // A no-op on the template (every migration is recorded); migrates a fresh database.
    await handle.migrate();
    return handle;
  }

  const name = `rumo_test_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }

  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString() });
  await handle.migrate();
  return {
    ...handle,
    async close() {
      await handle.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      try {
        await dropper.query(`drop database if exists "${name}" with (force)`);
      } finally {
        await dropper.end();
      }
    },
  };
}
