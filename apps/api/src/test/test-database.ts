import { randomBytes } from 'node:crypto';
import { openAsBlob } from 'node:fs';
import type { ProvidedContext } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../db/database';
import { databaseUrl, onServer } from './pg-server';

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default (loaded from the
 * run's migrated template, see pglite-template.global-setup.ts), or, when TEST_DATABASE_URL
 * names a PostgreSQL server, a uniquely named copy of the run's migrated template database
 * (see pg-template.global-setup.ts), dropped by `close()`.
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const template = await templateOf('pgliteTemplate');
    const handle = await openDatabase({
      pgliteTarball: template ? await openAsBlob(template) : undefined,
    });
    // Without the global setup (another vitest config), a fresh database to migrate.
    if (!template) await handle.migrate();
    return handle;
  }

  const template = await templateOf('pgTemplate');
  const name = `rumo_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await onServer(
    serverUrl,
    `create database "${name}"${template ? ` template "${template}"` : ''}`,
  );
  const handle = await openDatabase({ databaseUrl: databaseUrl(serverUrl, name) });
  if (!template) await handle.migrate();
  return {
    ...handle,
    async close() {
      await handle.close();
      await onServer(serverUrl, `drop database if exists "${name}" with (force)`);
    },
  };
}

/**
 * The migrated template the test run's global setup made; none outside vitest (the benchmarks
 * open their databases with this too, and vitest's `inject` throws outside its runner).
 */
async function templateOf<K extends 'pgliteTemplate' | 'pgTemplate'>(
  key: K,
): Promise<ProvidedContext[K] | undefined> {
  if (!process.env.VITEST) return undefined;
  const { inject } = await import('vitest');
  return inject(key);
}
