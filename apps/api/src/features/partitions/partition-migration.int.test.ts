import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { PGLITE_EXTENSIONS } from '../../db/database';
import { MIGRATIONS_FOLDER } from '../../lib/paths';

const PARTITIONING = '0047_partition_check_ins_activity';

/** The migrations folder up to (without) the partitioning one, in a temporary folder. */
function migrationsBefore(tag: string): string {
  const folder = mkdtempSync(join(tmpdir(), 'rumo-migrations-'));
  cpSync(MIGRATIONS_FOLDER, folder, { recursive: true });
  const journalPath = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8'));
  const index = journal.entries.findIndex((entry: { tag: string }) => entry.tag === tag);
  journal.entries = journal.entries.slice(0, index);
  writeFileSync(journalPath, JSON.stringify(journal));
  return folder;
}

const figures = sql`select
  (select count(*)::int from check_ins) as check_ins,
  (select sum(value)::float from check_ins) as check_in_values,
  (select count(*)::int from activity_log) as activity,
  (select count(*)::int from check_in_reactions) as reactions,
  (select count(*)::int from check_in_reactions r
    join check_ins c on c.id = r.check_in_id) as reactions_joined,
  (select count(*)::int from comments) as comments`;

/** Turning the tables into partitioned ones keeps every row, sum and reference. */
describe('partitioning migration', () => {
  const client = new PGlite({ extensions: PGLITE_EXTENSIONS });
  const db = drizzle(client);
  const before = migrationsBefore(PARTITIONING);
  afterAll(async () => {
    await client.close();
    rmSync(before, { recursive: true, force: true });
  });

  it('keeps every row, sum and foreign key of check_ins and activity_log', async () => {
    await migrate(db, { migrationsFolder: before });
    await client.exec(`
      insert into companies (id, name) values ('00000000-0000-4000-8000-000000000001', 'Acme');
      insert into users (id, company_id, name, email, password_hash) values
        ('00000000-0000-4000-8000-000000000002', '00000000-0000-4000-8000-000000000001', 'Ana',
         'ana@acme.test', 'x');
      insert into cycles (id, company_id, name, start_date, end_date) values
        ('00000000-0000-4000-8000-000000000003', '00000000-0000-4000-8000-000000000001', 'Q1',
         '2026-01-01', '2026-03-31');
      insert into objectives (id, company_id, cycle_id, title, level, owner_id) values
        ('00000000-0000-4000-8000-000000000004', '00000000-0000-4000-8000-000000000001',
         '00000000-0000-4000-8000-000000000003', 'Crescer', 'company',
         '00000000-0000-4000-8000-000000000002');
      insert into key_results (id, company_id, objective_id, title, type, start_value,
        target_value, current_value, owner_id) values
        ('00000000-0000-4000-8000-000000000005', '00000000-0000-4000-8000-000000000001',
         '00000000-0000-4000-8000-000000000004', 'Receita', 'increase', 0, 100, 0,
         '00000000-0000-4000-8000-000000000002');
      insert into check_ins (company_id, key_result_id, author_id, value, previous_value,
        confidence, date, created_at)
        select '00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000005',
          '00000000-0000-4000-8000-000000000002', n, n - 1, 'on_track', '2026-01-01',
          now() - make_interval(days => n)
        from generate_series(1, 300) n;
      insert into activity_log (company_id, actor_id, entity_type, entity_id, action, label, created_at)
        select company_id, author_id, 'check_in', id, 'created', 'Receita', created_at from check_ins;
      insert into check_in_reactions (check_in_id, user_id, company_id, emoji)
        select id, author_id, company_id, '🎉' from check_ins where value <= 40;
      insert into comments (company_id, objective_id, key_result_id, author_id, body)
        select '00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000004',
          '00000000-0000-4000-8000-000000000005', '00000000-0000-4000-8000-000000000002', 'Oi'
        from generate_series(1, 5);
    `);
    const old = (await db.execute(figures)).rows[0];
    expect(old).toMatchObject({ check_ins: 300, activity: 300, reactions: 40, comments: 5 });

    await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });

    expect((await db.execute(figures)).rows[0]).toEqual(old);
    const kinds = await db.execute<{ name: string; kind: string }>(sql`select relname as name,
      relkind::text as kind from pg_class where relname in ('check_ins', 'activity_log')
      order by relname`);
    expect(kinds.rows).toEqual([
      { name: 'activity_log', kind: 'p' },
      { name: 'check_ins', kind: 'p' },
    ]);
    // The old rows stayed in the old table, now the partition before the first month boundary.
    const legacy = await db.execute<{ n: number }>(
      sql`select count(*)::int as n from check_ins where tableoid = 'check_ins_legacy'::regclass`,
    );
    expect(legacy.rows[0]?.n).toBe(300);
    // Every foreign key is still there and valid; the reactions' one names the partition key.
    const fks = await db.execute<{ name: string; valid: boolean }>(sql`select conname as name,
      convalidated as valid from pg_constraint where contype = 'f' and conparentid = 0
      and (conrelid in ('check_ins'::regclass, 'activity_log'::regclass)
        or confrelid = 'check_ins'::regclass) order by conname`);
    expect(fks.rows).toEqual([
      { name: 'activity_log_actor_id_users_id_fk', valid: true },
      { name: 'activity_log_company_id_companies_id_fk', valid: true },
      { name: 'check_in_reactions_check_in_fk', valid: true },
      { name: 'check_ins_author_id_users_id_fk', valid: true },
      { name: 'check_ins_company_id_companies_id_fk', valid: true },
      { name: 'check_ins_key_result_id_key_results_id_fk', valid: true },
    ]);
    // Deleting a check-in still takes its reactions along.
    await client.exec(`delete from check_ins where value = 1`);
    const after = (await db.execute(figures)).rows[0];
    expect(after).toMatchObject({ check_ins: 299, reactions: 39, reactions_joined: 39 });
  });
});
