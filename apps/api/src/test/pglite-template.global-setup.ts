import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { TestProject } from 'vitest/node';
import { PGLITE_EXTENSIONS } from '../db/database';
import { MIGRATIONS_FOLDER } from '../lib/paths';

declare module 'vitest' {
  export interface ProvidedContext {
    /** File holding a migrated PGlite data dir (`dumpDataDir()`); absent on PostgreSQL. */
    pgliteTemplate?: string;
  }
}

/**
 * Vitest global setup of the api project: initdb inside PGlite's WASM takes seconds, and each of
 * the ~130 test files needs its own database. Built once per run (so it always has the current
 * migrations), then each `openTestDatabase()` loads this tarball instead. Not used when the
 * suite runs on PostgreSQL (TEST_DATABASE_URL).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (process.env.TEST_DATABASE_URL) return async () => {};
  const dir = await mkdtemp(join(tmpdir(), 'rumo-pglite-template-'));
  const file = join(dir, 'migrated.tar');
  // 1 MB WAL segments instead of 16 MB: each file's copy starts from a smaller tarball.
  const client = await PGlite.create({
    initDbStartParams: ['--wal-segsize=1'],
    extensions: PGLITE_EXTENSIONS,
  });
  try {
    await migrate(drizzle({ client }), { migrationsFolder: MIGRATIONS_FOLDER });
    // Tests only ever open `postgres`: without the two template databases a third of the files
    // (600 of them) are left out of the tarball every test file unpacks.
    for (const name of ['template0', 'template1']) {
      await client.exec(`alter database ${name} is_template false`);
      await client.exec(`drop database ${name}`);
    }
    // Uncompressed: loading it is ~40% faster than the gzipped one.
    const tarball = await client.dumpDataDir('none');
    await writeFile(file, Buffer.from(await tarball.arrayBuffer()));
  } finally {
    await client.close();
  }
  project.provide('pgliteTemplate', file);
  return () => rm(dir, { recursive: true, force: true });
}
