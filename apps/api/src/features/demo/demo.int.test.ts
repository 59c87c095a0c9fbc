import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { DEMO_PASSWORD } from './demo.data';
import { formatDemoLogins, seedDemo, shouldSeedDemo } from './demo.seed';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The seed's clock, three days back: everything dated must follow it, not the system clock. */
const seededAt = new Date(Date.now() - 3 * DAY_MS);

describe('demo seed', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('runs only for the embedded database outside production', () => {
    expect(shouldSeedDemo({ databaseUrl: undefined, nodeEnv: 'development' })).toBe(true);
    expect(shouldSeedDemo({ databaseUrl: undefined, nodeEnv: 'production' })).toBe(false);
    expect(shouldSeedDemo({ databaseUrl: 'postgres://x/y', nodeEnv: 'development' })).toBe(false);
  });

  it('creates Rumo Demo with one admin and two users who can sign in, once', async () => {
    const seed = await seedDemo(t.db, { now: seededAt });
    expect(seed?.logins).toEqual([
      { email: 'admin@rumo.demo', password: DEMO_PASSWORD, role: 'admin' },
      { email: 'ana@rumo.demo', password: DEMO_PASSWORD, role: 'user' },
      { email: 'bruno@rumo.demo', password: DEMO_PASSWORD, role: 'user' },
    ]);
    expect(formatDemoLogins(seed ?? ({} as never))).toContain('admin@rumo.demo');

    for (const login of seed?.logins ?? []) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: login.email, password: login.password },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ company: 'Rumo Demo', role: login.role });
    }

    expect(await seedDemo(t.db, { now: seededAt })).toBeNull();
  });

  it('gives the demo company a plan, teams, two cycles and ten weeks of check-ins', async () => {
    const count = async (table: string, where = '') => {
      const result = (await t.db.execute(
        sql.raw(`SELECT count(*)::int AS n FROM ${table} ${where}`),
      )) as unknown as { rows: { n: number }[] };
      return result.rows[0]?.n ?? 0;
    };
    expect(await count('strategic_plans')).toBe(1);
    expect(await count('pillars')).toBe(3);
    expect(await count('teams')).toBe(3);
    expect(await count('cycles', "WHERE status = 'active'")).toBe(1);
    expect(await count('cycles', "WHERE status = 'closed'")).toBe(1);
    expect(await count('objectives')).toBeGreaterThanOrEqual(10);
    // 30 in the current cycle, 6 in the closed one (cycle-close-demo.ts), 1 of the draft waiting
    // for approval (approval-demo.ts), the milestone one (initiatives-demo.ts).
    expect(await count('key_results')).toBe(38);
    expect(await count('objectives', "WHERE approval = 'submitted'")).toBe(1);
    expect(await count('check_ins')).toBeGreaterThan(200);
    expect(await count('key_results', 'WHERE progress > 0')).toBeGreaterThan(15);
    expect(await count('objectives', "WHERE confidence IS NOT NULL AND status = 'active'")).toBe(
      10,
    );
  });

  it('dates the trial and the check-ins from the clock it is given', async () => {
    const result = (await t.db.execute(
      sql`SELECT (SELECT trial_ends_at FROM subscriptions) AS trial_ends_at,
                 (SELECT max(date)::text FROM check_ins) AS last_check_in`,
    )) as unknown as { rows: { trial_ends_at: Date | string; last_check_in: string }[] };
    const row = result.rows[0];
    expect(new Date(row?.trial_ends_at ?? 0).getTime()).toBe(seededAt.getTime() + 14 * DAY_MS);
    const seededDay = seededAt.toISOString().slice(0, 10);
    // Check-ins fall on Wednesdays: the last one is at most eight days before the seed's day.
    const eightDaysBefore = new Date(seededAt.getTime() - 8 * DAY_MS).toISOString().slice(0, 10);
    const lastCheckIn = row?.last_check_in ?? '';
    expect(lastCheckIn <= seededDay).toBe(true);
    expect(lastCheckIn >= eightDaysBefore).toBe(true);
  });
});
