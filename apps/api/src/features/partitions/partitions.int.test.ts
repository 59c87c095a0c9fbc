import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createCompanyWithUsers,
  createCycle,
  createObjective,
  type FixtureCompany,
} from '../../test/okr-fixtures';
import { createTestApp, type TestApp, testClock } from '../../test/test-app';
import { ensureMonthPartitions } from './public';

const rowsOf = async <T>(result: Promise<unknown>) => ((await result) as { rows: T[] }).rows;

/** check_ins and activity_log are partitioned by month; a month without its partition still takes rows. */
describe('month partitions', () => {
  // A month no partition exists for: migrations create the current one and the next 3.
  const clock = testClock(new Date('2031-05-14T15:00:00Z'));
  let t: TestApp;
  let acme: FixtureCompany;
  let keyResultId: string;

  beforeAll(async () => {
    t = await createTestApp({ now: clock.now });
    acme = await createCompanyWithUsers(t, { admins: 1, users: 0 });
    const cycle = await createCycle(t, acme.companyId, {
      startDate: '2031-04-01',
      endDate: '2031-06-30',
    });
    const objective = await createObjective(t, {
      companyId: acme.companyId,
      cycleId: cycle.id,
      ownerId: acme.admin.id,
      keyResults: [{ title: 'Receita' }],
    });
    keyResultId = objective.keyResultIds[0] ?? '';
  });
  afterAll(() => t.close());

  const partitionsOf = async (table: 'check_ins' | 'activity_log') => {
    const result = await rowsOf<{ partition: string; n: number }>(
      t.db.execute(
        sql`select tableoid::regclass::text as partition, count(*)::int as n
        from ${sql.identifier(table)} where company_id = ${acme.companyId} group by 1 order by 1`,
      ),
    );
    return result.map((row) => ({ partition: row.partition, n: Number(row.n) }));
  };

  it('lands a check-in in the DEFAULT partition, then the job creates its month and moves it', async () => {
    // The test app's boot made the clock's month; drop it to stand for a month never prepared.
    for (const table of ['check_ins', 'activity_log']) {
      const part = sql.identifier(`${table}_p2031_05`);
      await t.db.execute(sql`alter table ${sql.identifier(table)} detach partition ${part}`);
      await t.db.execute(sql`drop table ${part}`);
    }
    const created = await t.app.inject({
      method: 'POST',
      url: `/api/key-results/${keyResultId}/check-ins`,
      headers: acme.admin.headers,
      payload: { value: 10, confidence: 'on_track' },
    });
    expect(created.statusCode, created.body).toBe(201);
    // Rows take the database's time: date them in the month with no partition (the row moves).
    for (const table of ['check_ins', 'activity_log']) {
      await t.db.execute(sql`update ${sql.identifier(table)} set created_at = ${clock.now().toISOString()}
        where company_id = ${acme.companyId}`);
    }
    expect(await partitionsOf('check_ins')).toEqual([{ partition: 'check_ins_default', n: 1 }]);
    const reacted = await t.app.inject({
      method: 'POST',
      url: `/api/check-ins/${created.json().id}/reactions`,
      headers: acme.admin.headers,
      payload: { emoji: '🎉' },
    });
    expect(reacted.statusCode, reacted.body).toBeLessThan(300);

    expect(await ensureMonthPartitions(t.db, clock.now(), 1)).toBe(2);
    expect(await partitionsOf('check_ins')).toEqual([{ partition: 'check_ins_p2031_05', n: 1 }]);
    const activity = await partitionsOf('activity_log');
    expect(activity.map((row) => row.partition)).toEqual(['activity_log_p2031_05']);
    // The reaction's composite foreign key follows the moved row.
    const reactions = await rowsOf<{ n: number }>(
      t.db.execute(
        sql`select count(*)::int as n from check_in_reactions r
        join check_ins c on c.id = r.check_in_id and c.created_at = r.check_in_created_at
        where c.company_id = ${acme.companyId}`,
      ),
    );
    expect(Number(reactions[0]?.n)).toBe(1);
    // Idempotent: nothing left to create.
    expect(await ensureMonthPartitions(t.db, clock.now(), 1)).toBe(0);
  });

  it('creates the next months ahead of the clock', async () => {
    expect(await ensureMonthPartitions(t.db, new Date('2031-09-20T12:00:00Z'), 4)).toBe(8);
    const parts = await rowsOf<{ name: string }>(
      t.db.execute(
        sql`select c.relname as name from pg_inherits i join pg_class c on c.oid = i.inhrelid
        where i.inhparent = 'check_ins'::regclass and c.relname like 'check_ins_p2031%' order by 1`,
      ),
    );
    expect(parts.map((row) => row.name)).toEqual([
      'check_ins_p2031_05',
      'check_ins_p2031_06',
      'check_ins_p2031_07',
      'check_ins_p2031_08',
      'check_ins_p2031_09',
      'check_ins_p2031_10',
      'check_ins_p2031_11',
      'check_ins_p2031_12',
    ]);
  });
});
