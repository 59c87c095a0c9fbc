import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/database';
import { API_ROOT, definedFunctions, installedCopy, sqlSourceDrift } from '../../db/sql-source';
import { openTestDatabase } from '../../test/test-database';

const SOURCE = 'src/features/check-ins/check-in-write.sql';
const source = readFileSync(join(API_ROOT, SOURCE), 'utf8');

/** The body between a function's `$$` quotes, as PostgreSQL keeps it (pg_proc.prosrc). */
function bodyOf(sqlText: string, name: string): string {
  const start = sqlText.search(new RegExp(`^CREATE (OR REPLACE )?FUNCTION "?${name}"?\\(`, 'm'));
  const open = sqlText.indexOf('$$', start) + 2;
  return sqlText.slice(open, sqlText.indexOf('$$', open));
}

/**
 * check-in-write.sql is the source of the check-in write's functions: the newest migration that
 * defines them must be an exact copy of it, and the migrated database must run that copy.
 */
describe('check-in-write.sql', () => {
  let database: DatabaseHandle;

  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it('is what the newest migration defining its functions installs', () => {
    expect(definedFunctions(source)).toEqual(['rumo_check_in_facts', 'rumo_write_check_ins']);
    expect(sqlSourceDrift(SOURCE)).toBeUndefined();
  });

  it('is found out when it differs from that migration', () => {
    const edited = source.replace('ORDER BY o.id', 'ORDER BY o.id DESC');
    expect(sqlSourceDrift(SOURCE, edited)).toMatch(/copy differs from/);
    expect(installedCopy(SOURCE, edited)).not.toBe(installedCopy(SOURCE, source));
  });

  it('is what the migrated database runs, and the single-item function is gone', async () => {
    const result = await database.db.execute(sql`
      select proname as name, prosrc as body from pg_proc
      where proname like 'rumo_%check_in%' order by proname`);
    const rows = (result as unknown as { rows: { name: string; body: string }[] }).rows;
    expect(rows.map((row) => row.name)).toEqual(['rumo_check_in_facts', 'rumo_write_check_ins']);
    for (const row of rows) expect(row.body).toBe(bodyOf(source, row.name));
  });
});
