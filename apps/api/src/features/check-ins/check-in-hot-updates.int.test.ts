import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database';
import {
  createCompanyWithUsers,
  createCycle,
  createObjective,
  type FixtureCompany,
} from '../../test/okr-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

// Issue 24: a check-in rewrites its objective's roll-up, its company's data version and its
// objective's evolution mark. None of those columns is indexed: with room left on the page
// (fillfactor, migration 0042) PostgreSQL writes each new version HOT, without index entries,
// and prunes the old one without VACUUM. Its key result's update is HOT too since the risk lists
// moved to key_result_risks: check-in-key-result-hot.int.test.ts.

type Counts = Record<string, { upd: number; hot: number }>;
const TABLES = ['objectives', 'company_data_versions', 'evolution_refresh_marks'];
const CHECK_INS = 60;

async function rows<T>(db: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Updates of each table as the statistics collector has them (every backend's flushed counts). */
async function updateCounts(db: Database): Promise<Counts> {
  const found = await rows<{ name: string; upd: number; hot: number }>(
    db,
    sql`select relname as name, n_tup_upd::int as upd, n_tup_hot_upd::int as hot
      from pg_stat_user_tables
      where relname in ('objectives', 'company_data_versions', 'evolution_refresh_marks')`,
  );
  return Object.fromEntries(found.map(({ name, upd, hot }) => [name, { upd, hot }]));
}

/** The pooled backends flush their counts within about a second of going idle. */
async function countsAfter(db: Database, before: Counts, updates: number): Promise<Counts> {
  for (let attempt = 0; ; attempt++) {
    await rows(db, sql`select pg_stat_clear_snapshot()`);
    const now = await updateCounts(db);
    const delta = Object.fromEntries(
      TABLES.map((name) => [
        name,
        {
          upd: (now[name]?.upd ?? 0) - (before[name]?.upd ?? 0),
          hot: (now[name]?.hot ?? 0) - (before[name]?.hot ?? 0),
        },
      ]),
    );
    if (TABLES.every((name) => (delta[name]?.upd ?? 0) >= updates) || attempt === 40) return delta;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** The row version (transaction id that wrote it) and update time of the objective. */
async function objectiveVersion(db: Database, id: string) {
  const [row] = await rows<{ xmin: string; updatedAt: string }>(
    db,
    sql`select xmin::text as xmin, updated_at::text as "updatedAt" from objectives where id = ${id}`,
  );
  return row;
}

describe('a check-in that leaves the roll-up as it was', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('does not write the objective again', async () => {
    const acme = await createCompanyWithUsers(t, { admins: 1, users: 0 });
    const cycle = await createCycle(t, acme.companyId);
    const objective = await createObjective(t, {
      companyId: acme.companyId,
      cycleId: cycle.id,
      ownerId: acme.admin.id,
      keyResults: [{ start: 0, target: 100 }],
    });
    const post = (value: number) =>
      t.app.inject({
        method: 'POST',
        url: `/api/key-results/${objective.keyResultIds[0]}/check-ins`,
        headers: acme.admin.headers,
        payload: { value, confidence: 'on_track', comment: null },
      });
    expect((await post(40)).statusCode).toBe(201);
    const rolled = await objectiveVersion(t.db, objective.id);
    // Same value and confidence: the check-in is saved, the objective's row stays as it was.
    expect((await post(40)).statusCode).toBe(201);
    expect(await objectiveVersion(t.db, objective.id)).toEqual(rolled);
    expect((await post(60)).statusCode).toBe(201);
    expect((await objectiveVersion(t.db, objective.id))?.xmin).not.toBe(rolled?.xmin);
    const [saved] = await rows<{ n: number; progress: number }>(
      t.db,
      sql`select (select count(*)::int from check_ins where key_result_id = ${objective.keyResultIds[0]}) as n,
        progress from objectives where id = ${objective.id}`,
    );
    expect(saved).toEqual({ n: 3, progress: 60 });
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('check-ins update their rows HOT', () => {
  let t: TestApp;
  let acme: FixtureCompany;
  let keyResultIds: string[];

  beforeAll(async () => {
    t = await createTestApp();
    acme = await createCompanyWithUsers(t, { admins: 1, users: 0 });
    const cycle = await createCycle(t, acme.companyId);
    const objective = await createObjective(t, {
      companyId: acme.companyId,
      cycleId: cycle.id,
      ownerId: acme.admin.id,
      keyResults: [
        { start: 0, target: 1000 },
        { start: 0, target: 500 },
        { start: 0, target: 2000 },
      ],
    });
    keyResultIds = objective.keyResultIds;
  });
  afterAll(() => t.close());

  it('leaves room on the pages of the rows each check-in rewrites', async () => {
    const options = await rows<{ name: string; options: string[] }>(
      t.db,
      sql`select relname as name, reloptions as options from pg_class
        where relname in ('key_results', 'objectives', 'company_data_versions',
          'evolution_refresh_marks')
        order by relname`,
    );
    const fillfactor = Object.fromEntries(
      options.map(({ name, options: list }) => [
        name,
        Number(list.find((option) => option.startsWith('fillfactor='))?.split('=')[1]),
      ]),
    );
    expect(fillfactor).toEqual({
      company_data_versions: 50,
      evolution_refresh_marks: 70,
      key_results: 80,
      objectives: 85,
    });
  });

  it('keeps at least 90 % of the objective, data version and evolution mark updates HOT', async () => {
    await new Promise((resolve) => setTimeout(resolve, 1200));
    const before = await updateCounts(t.db);
    for (let n = 1; n <= CHECK_INS; n++) {
      const keyResultId = keyResultIds[n % keyResultIds.length] ?? '';
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/key-results/${keyResultId}/check-ins`,
        headers: acme.admin.headers,
        payload: { value: n * 7, confidence: 'on_track', comment: `Semana ${n}` },
      });
      expect(response.statusCode).toBe(201);
    }
    const delta = await countsAfter(t.db, before, CHECK_INS - 1);
    for (const name of TABLES) expect(delta[name]?.upd).toBeGreaterThanOrEqual(CHECK_INS - 1);
    for (const name of TABLES) {
      const { upd, hot } = delta[name] ?? { upd: 0, hot: 0 };
      expect(hot / upd, `${name}: ${hot} of ${upd} updates HOT`).toBeGreaterThanOrEqual(0.9);
    }
  });

  it('only appends to the activity log, when a check-in is recorded, changed or removed', async () => {
    await new Promise((resolve) => setTimeout(resolve, 1200));
    const before = await activityCounts(t.db);
    const url = `/api/key-results/${keyResultIds[0]}/check-ins`;
    const headers = acme.admin.headers;
    const payload = { value: 3, confidence: 'at_risk', comment: null };
    const recorded = await t.app.inject({ method: 'POST', url, headers, payload });
    expect(recorded.statusCode).toBe(201);
    const { id } = recorded.json<{ id: string }>();
    const changed = await t.app.inject({
      method: 'PUT',
      url: `/api/check-ins/${id}`,
      headers,
      payload: { ...payload, value: 4 },
    });
    expect(changed.statusCode).toBe(200);
    const removed = await t.app.inject({ method: 'DELETE', url: `/api/check-ins/${id}`, headers });
    expect(removed.statusCode).toBe(204);
    let after = before;
    for (let attempt = 0; attempt < 40 && after.ins - before.ins < 3; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      after = await activityCounts(t.db);
    }
    expect({
      ins: after.ins - before.ins,
      upd: after.upd - before.upd,
      del: after.del - before.del,
    }).toEqual({ ins: 3, upd: 0, del: 0 });
  });
});

async function activityCounts(db: Database) {
  await rows(db, sql`select pg_stat_clear_snapshot()`);
  const [counts] = await rows<{ ins: number; upd: number; del: number }>(
    db,
    // activity_log is partitioned by month (decision 0041): its rows live in the partitions.
    sql`select coalesce(sum(n_tup_ins), 0)::int as ins, coalesce(sum(n_tup_upd), 0)::int as upd,
        coalesce(sum(n_tup_del), 0)::int as del
      from pg_stat_user_tables
      where relid in (select inhrelid from pg_inherits where inhparent = 'activity_log'::regclass)`,
  );
  return counts ?? { ins: 0, upd: 0, del: 0 };
}
