import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './database';

const setting = async (db: Awaited<ReturnType<typeof openDatabase>>['db'], name: string) => {
  const result = (await db.execute(sql.raw(`show ${name}`))) as unknown as {
    rows: Record<string, string>[];
  };
  return result.rows[0]?.[name];
};

describe('embedded database on disk', () => {
  // Two databases created and migrated from nothing: 11-13 s in CI, more on a loaded machine.
  it('flushes commits to disk by default, and not when asked for speed', {
    timeout: 90_000,
  }, async () => {
    const dir = await mkdtemp(join(tmpdir(), 'rumo-durable-'));
    try {
      const durable = await openDatabase({ pgliteDir: join(dir, 'a') });
      expect(await setting(durable.db, 'fsync')).toBe('on');
      expect(await setting(durable.db, 'wal_sync_method')).toBe('fsync');
      await durable.close();

      const relaxed = await openDatabase({ pgliteDir: join(dir, 'b'), durable: false });
      expect(await setting(relaxed.db, 'fsync')).toBe('off');
      await relaxed.close();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
