import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { getCycleCoach } from '../src/features/objectives/coach.service';
import { hashPassword } from '../src/lib/password';
import { openTestDatabase } from '../src/test/test-database';
import { queryRows, seedLargeCompany } from './seed-large';

// The plan coach read (a cache miss) on the 5,000-objective / 20,000-KR company, straight
// through the service: ms and statements per call, as an admin and as a member. PostgreSQL only:
// `bash scripts/pg-test.sh run npx tsx apps/api/bench/coach.ts` (add --cpu-prof to profile).
const RUNS = Number(process.env.COACH_RUNS ?? 20);

if (!process.env.TEST_DATABASE_URL) {
  console.error('Defina TEST_DATABASE_URL (um servidor PostgreSQL).');
  process.exit(1);
}
let statements = 0;
let last: { text: string; values?: unknown[] } | undefined;
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function counted(this: pg.Client, ...args: unknown[]) {
  statements++;
  const [config, values] = args as [{ text: string; values?: unknown[] }, unknown[] | undefined];
  last = { text: config.text, values: config.values ?? values };
  return (query as (...a: unknown[]) => unknown).apply(this, args);
} as typeof query;

const database = await openTestDatabase();
const { db } = database;
const pool = (db as unknown as { $client: pg.Pool }).$client;
const { companyId, cycleId } = await seedLargeCompany(db, await hashPassword('bench-password'));
await pool.query('ANALYZE');
const [admin] = await queryRows<{ id: string }>(
  db,
  (await import('drizzle-orm'))
    .sql`SELECT id FROM users WHERE company_id = ${companyId} ORDER BY email`,
);
const [, member] = await queryRows<{ id: string }>(
  db,
  (await import('drizzle-orm'))
    .sql`SELECT id FROM users WHERE company_id = ${companyId} ORDER BY email LIMIT 2`,
);
for (const [label, reader] of [
  ['admin', { id: admin?.id as string, role: 'admin' as const, companyId }],
  ['member', { id: member?.id as string, role: 'user' as const, companyId }],
] as const) {
  await getCycleCoach(db, reader, cycleId);
  statements = 0;
  const cpu = process.cpuUsage();
  const started = performance.now();
  for (let run = 0; run < RUNS; run++) await getCycleCoach(db, reader, cycleId);
  const elapsed = (performance.now() - started) / RUNS;
  const used = process.cpuUsage(cpu);
  console.log(
    `${label}: ${elapsed.toFixed(1)} ms/call, node CPU ${((used.user + used.system) / 1000 / RUNS).toFixed(1)} ms/call, ${statements / RUNS} statements`,
  );
  if (process.env.COACH_EXPLAIN && last) {
    const plan = await pool.query(`EXPLAIN (ANALYZE, BUFFERS) ${last.text}`, last.values);
    for (const row of plan.rows) console.log(row['QUERY PLAN']);
  }
}
await database.close();
