import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/database';
import { createCompanyWithUsers, createCycle, createObjective } from '../src/test/okr-fixtures';
import { createTestApp } from '../src/test/test-app';

// What one check-in POST costs PostgreSQL (issue 24): statements (round trips), commits, WAL
// bytes, and how many of the key result and objective updates were HOT. Check-ins one after
// another, each alone in its batch, through the real app on a durable PostgreSQL:
//
//   PG_TEST_EXTRA_OPTS="-c fsync=on -c synchronous_commit=on -c full_page_writes=on \
//     -c shared_preload_libraries=pg_stat_statements" \
//   bash scripts/pg-test.sh run npx tsx apps/api/bench/check-in-write-cost.ts
//
// CHECK_INS (default 500) sets how many are measured, after 50 to warm up.

const CHECK_INS = Number(process.env.CHECK_INS ?? 500);
const WARM_UP = 50;

async function rows<T>(db: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

type Snapshot = {
  lsn: string;
  commits: number;
  tables: Record<string, { upd: number; hot: number; ins: number }>;
};

async function snapshot(db: Database): Promise<Snapshot> {
  // The pooled backends flush their statistics within about a second of going idle.
  await new Promise((resolve) => setTimeout(resolve, 1500));
  await rows(db, sql`select pg_stat_clear_snapshot()`);
  const [wal] = await rows<{ lsn: string; commits: number }>(
    db,
    sql`select pg_current_wal_lsn()::text as lsn, xact_commit::int as commits
      from pg_stat_database where datname = current_database()`,
  );
  const tables = await rows<{ name: string; upd: number; hot: number; ins: number }>(
    db,
    sql`select relname as name, n_tup_upd::int as upd, n_tup_hot_upd::int as hot,
        n_tup_ins::int as ins
      from pg_stat_user_tables`,
  );
  return {
    lsn: wal?.lsn ?? '0/0',
    commits: wal?.commits ?? 0,
    tables: Object.fromEntries(tables.map(({ name, ...counts }) => [name, counts])),
  };
}

const t = await createTestApp({ config: { nodeEnv: 'production' } });
try {
  const acme = await createCompanyWithUsers(t, { admins: 1, users: 0 });
  const cycle = await createCycle(t, acme.companyId);
  const objective = await createObjective(t, {
    companyId: acme.companyId,
    cycleId: cycle.id,
    ownerId: acme.admin.id,
    keyResults: [
      { start: 0, target: 1000 },
      { start: 0, target: 500 },
      { start: 0, target: 2000 },
      { start: 0, target: 100 },
    ],
  });
  const statements = await rows<{ ok: boolean }>(
    t.db,
    sql`select count(*) > 0 as ok from pg_available_extensions where name = 'pg_stat_statements'`,
  );
  const counting = statements[0]?.ok === true;
  if (counting) await t.db.execute(sql`create extension if not exists pg_stat_statements`);

  const checkIn = async (n: number) => {
    const id = objective.keyResultIds[n % objective.keyResultIds.length] ?? '';
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/key-results/${id}/check-ins`,
      headers: acme.admin.headers,
      // Mostly the same confidence, as people check in: one in ten moves it.
      payload: {
        value: (n * 37) % 1000,
        confidence: n % 10 === 0 ? 'at_risk' : 'on_track',
        comment: `Semana ${n}`,
      },
    });
    if (response.statusCode !== 201) throw new Error(`check-in ${n}: ${response.body}`);
  };
  for (let n = 0; n < WARM_UP; n++) await checkIn(n);

  const before = await snapshot(t.db);
  if (counting) await t.db.execute(sql`select pg_stat_statements_reset()`);
  const cpu = process.cpuUsage();
  const started = performance.now();
  for (let n = WARM_UP; n < WARM_UP + CHECK_INS; n++) await checkIn(n);
  const elapsed = performance.now() - started;
  const used = process.cpuUsage(cpu);
  const calls = counting
    ? await rows<{ query: string; calls: number }>(
        t.db,
        sql`select query, calls::int from pg_stat_statements
          where dbid = (select oid from pg_database where datname = current_database())
            and query not like '%pg_stat%' order by calls desc`,
      )
    : [];
  const after = await snapshot(t.db);
  const [wal] = await rows<{ bytes: number }>(
    t.db,
    sql`select pg_wal_lsn_diff(${after.lsn}::pg_lsn, ${before.lsn}::pg_lsn)::float8 as bytes`,
  );
  const per = (value: number) => (value / CHECK_INS).toFixed(2);
  console.log(`${CHECK_INS} check-ins, one after another (after ${WARM_UP} to warm up)`);
  console.log(
    `  wall time per check-in: ${per(elapsed)} ms; Node CPU: ${per((used.user + used.system) / 1000)} ms`,
  );
  console.log(`  commits per check-in: ${per(after.commits - before.commits)}`);
  console.log(`  WAL per check-in: ${per(wal?.bytes ?? 0)} bytes`);
  if (counting) {
    console.log(
      `  statements per check-in: ${per(calls.reduce((sum, row) => sum + row.calls, 0))}`,
    );
    for (const row of calls.slice(0, 8))
      console.log(`    ${per(row.calls)} × ${row.query.replace(/\s+/g, ' ').slice(0, 110)}`);
  }
  for (const name of [
    'key_results',
    'objectives',
    'company_data_versions',
    'evolution_refresh_marks',
    'check_ins',
    'activity_log',
  ]) {
    const a = after.tables[name];
    const b = before.tables[name];
    if (!a || !b) continue;
    const upd = a.upd - b.upd;
    const hot = a.hot - b.hot;
    console.log(
      `  ${name}: ${per(a.ins - b.ins)} inserts, ${per(upd)} updates per check-in, HOT ${upd ? ((100 * hot) / upd).toFixed(1) : '-'} %`,
    );
  }
} finally {
  await t.close();
}
