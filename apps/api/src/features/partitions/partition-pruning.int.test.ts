import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { ensureMonthPartitions } from './public';

const rowsOf = async <T>(result: Promise<unknown>) => ((await result) as { rows: T[] }).rows;

/** A read bounded in time reads only the partitions of its months (planning-time pruning). */
describe('partition pruning', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await ensureMonthPartitions(t.db, new Date('2031-01-10T12:00:00Z'), 3);
  });
  afterAll(() => t.close());

  const plan = async (query: ReturnType<typeof sql>) => {
    const result = await rowsOf<{ 'QUERY PLAN': string }>(
      t.db.execute(sql`explain (costs off) ${query}`),
    );
    return result.map((row) => row['QUERY PLAN']).join('\n');
  };
  const company = '00000000-0000-4000-8000-000000000001';

  it("reads one month's partition for the activity feed of that month", async () => {
    const text = await plan(sql`select id from activity_log where company_id = ${company}
      and created_at >= '2031-02-01T00:00:00Z' and created_at < '2031-03-01T00:00:00Z'
      order by created_at desc limit 20`);
    expect(text).toContain('activity_log_p2031_02');
    expect(text).not.toMatch(/activity_log_(legacy|default|p2031_01|p2031_03)/);
  });

  it("reads only the recent months for a key result's recent check-ins", async () => {
    const text = await plan(sql`select id from check_ins
      where key_result_id = ${company} and created_at >= '2031-02-15T00:00:00Z'
      order by created_at desc limit 20`);
    expect(text).toContain('check_ins_p2031_02');
    expect(text).toContain('check_ins_p2031_03');
    expect(text).not.toMatch(/check_ins_(legacy|p2031_01)/);
  });
});
