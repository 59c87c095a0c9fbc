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

// Issue 24 part 3: a check-in's update of its key result is HOT (no index entry, pruned without
// VACUUM) because no index of key_results holds a column a check-in changes (current_value,
// confidence, progress, last_check_in_at, updated_at); the dashboard's risk cards read the
// narrow key_result_risks table kept by trigger instead. PostgreSQL only: PGlite has no
// statistics collector.

const TABLES = [
  'key_results',
  'key_result_risks',
  'objectives',
  'company_data_versions',
  'key_result_check_in_weeks',
  'objective_evolution',
];
const CHECK_INS = 200;
const CONFIDENCES = ['on_track', 'on_track', 'at_risk', 'off_track', 'on_track'] as const;

type Stat = { upd: number; hot: number; dead: number; ins: number; del: number };

async function rows<T>(db: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

async function stats(db: Database): Promise<Record<string, Stat>> {
  await rows(db, sql`select pg_stat_clear_snapshot()`);
  const found = await rows<Stat & { name: string }>(
    db,
    sql`select relname as name, n_tup_upd::int as upd, n_tup_hot_upd::int as hot,
        n_dead_tup::int as dead, n_tup_ins::int as ins, n_tup_del::int as del
      from pg_stat_user_tables where relname in ${sql.raw(`('${TABLES.join("','")}')`)}`,
  );
  return Object.fromEntries(found.map(({ name, ...stat }) => [name, stat]));
}

/** The pooled backends flush their counts within about a second of going idle. */
async function statsAfter(db: Database, before: Record<string, Stat>, updates: number) {
  for (let attempt = 0; ; attempt++) {
    const now = await stats(db);
    const delta = (name: string): Stat => {
      const [a, b] = [now[name], before[name]];
      return {
        upd: (a?.upd ?? 0) - (b?.upd ?? 0),
        hot: (a?.hot ?? 0) - (b?.hot ?? 0),
        dead: a?.dead ?? 0,
        ins: (a?.ins ?? 0) - (b?.ins ?? 0),
        del: (a?.del ?? 0) - (b?.del ?? 0),
      };
    };
    const all = Object.fromEntries(TABLES.map((name) => [name, delta(name)]));
    if ((all.key_results?.upd ?? 0) >= updates || attempt === 40) return all;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe.runIf(process.env.TEST_DATABASE_URL)('a check-in updates its key result HOT', () => {
  let t: TestApp;
  let acme: FixtureCompany;
  let keyResultIds: string[];

  beforeAll(async () => {
    t = await createTestApp();
    acme = await createCompanyWithUsers(t, { admins: 1, users: 0 });
    const cycle = await createCycle(t, acme.companyId);
    keyResultIds = [];
    for (let n = 0; n < 4; n++) {
      const objective = await createObjective(t, {
        companyId: acme.companyId,
        cycleId: cycle.id,
        ownerId: acme.admin.id,
        keyResults: [
          { start: 0, target: 1000 },
          { start: 0, target: 500 },
        ],
      });
      keyResultIds.push(...objective.keyResultIds);
    }
  });
  afterAll(() => t.close());

  it('keeps most of 200 check-ins key result updates HOT, risky ones too', async () => {
    await new Promise((resolve) => setTimeout(resolve, 1200));
    const before = await stats(t.db);
    for (let n = 1; n <= CHECK_INS; n++) {
      const keyResultId = keyResultIds[n % keyResultIds.length] ?? '';
      const confidence = CONFIDENCES[Math.floor(n / keyResultIds.length) % CONFIDENCES.length];
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/key-results/${keyResultId}/check-ins`,
        headers: acme.admin.headers,
        payload: { value: n * 3, confidence, comment: null },
      });
      expect(response.statusCode).toBe(201);
    }
    const delta = await statsAfter(t.db, before, CHECK_INS);
    const lines = TABLES.map((name) => {
      const { upd, hot, dead, ins, del } = delta[name] ?? {
        upd: 0,
        hot: 0,
        dead: 0,
        ins: 0,
        del: 0,
      };
      const ratio = upd === 0 ? '-' : `${Math.round((hot / upd) * 100)} %`;
      return `${name}: ${upd} updates, ${hot} HOT (${ratio}), ${ins} inserts, ${del} deletes, ${dead} dead`;
    });
    console.info(`HOT after ${CHECK_INS} check-ins\n${lines.join('\n')}`);
    const keyResults = delta.key_results ?? { upd: 0, hot: 0 };
    expect(keyResults.upd).toBeGreaterThanOrEqual(CHECK_INS);
    // Alone this measures 96-100 %; beside other test files PostgreSQL sometimes cannot prune the
    // page in time (76-84 % seen). An indexed column that moves puts it near 0 %, and the guard
    // below names such an index outright.
    expect(keyResults.hot / keyResults.upd, lines[0]).toBeGreaterThanOrEqual(0.6);
  });
});

/** The columns a check-in moves: in an index or its predicate, they make its update non-HOT. */
const MOVED_BY_CHECK_INS = {
  key_results: ['current_value', 'confidence', 'progress', 'last_check_in_at', 'updated_at'],
  objectives: ['progress', 'confidence', 'updated_at'],
};

describe('the indexes a check-in would have to update', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('leave out every column a check-in moves, on key results and on objectives', async () => {
    for (const [table, moved] of Object.entries(MOVED_BY_CHECK_INS)) {
      const indexes = await rows<{ definition: string }>(
        t.db,
        sql`select pg_get_indexdef(indexrelid) as definition from pg_index
          where indrelid = ${table}::regclass`,
      );
      expect(indexes.length, table).toBeGreaterThan(0);
      const holding = indexes
        .map(({ definition }) => definition)
        .filter((definition) =>
          moved.some((column) => new RegExp(`\\b${column}\\b`).test(definition)),
        );
      expect(holding, table).toEqual([]);
    }
  });
});
