import { randomBytes } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../src/app';
import { parseEnv } from '../src/config';
import { hashPassword } from '../src/lib/password';
import { createCompanyWithUsers, createCycle, createObjective } from '../src/test/okr-fixtures';
import { openTestDatabase } from '../src/test/test-database';
import { addCheckIns, queryRows, refreshCaches, seedLargeCompany } from './seed-large';

// Statements per request, server time (app.inject) and in-process throughput under 50
// concurrent requests of the dashboard and the check-in POST, for a small company and the
// 5,000-objective one, next to a one-query route measured in the same run. PostgreSQL only:
// `bash scripts/pg-test.sh run npx tsx apps/api/bench/dashboard-check-in.ts`.
const RUNS = 30;
const CONCURRENCY = 50;
const LOAD_MS = 4000;

if (!process.env.TEST_DATABASE_URL) {
  console.error('Defina TEST_DATABASE_URL (um servidor PostgreSQL).');
  process.exit(1);
}

let statements = 0;
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function counted(this: pg.Client, ...args: unknown[]) {
  statements++;
  return (query as (...a: unknown[]) => unknown).apply(this, args);
} as typeof query;

const database = await openTestDatabase();
const { db } = database;
const config = {
  ...parseEnv({
    DATA_DIR: await mkdtemp(join(tmpdir(), 'rumo-bench-')),
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
  }),
  jwtSecret: randomBytes(32).toString('hex'),
};
const app = await buildApp({ config, db });
app.get('/bench/one-query', async () => (await db.execute(sql`select 1 as one`)) && { ok: true });
await app.ready();
const t = { app, db, config } as never;

// Small company: 10 objectives of 3 key results, a check-in on each through the API.
const small = await createCompanyWithUsers(t, { admins: 1, users: 4 });
const cycle = await createCycle(t, small.companyId);
const smallKeyResults: string[] = [];
for (let index = 0; index < 10; index++) {
  const objective = await createObjective(t, {
    companyId: small.companyId,
    cycleId: cycle.id,
    ownerId: small.admin.id,
    keyResults: [
      { start: 0, target: 100 },
      { start: 0, target: 10 },
      { start: 100, target: 0 },
    ],
  });
  smallKeyResults.push(...objective.keyResultIds);
}
for (const [index, id] of smallKeyResults.entries()) {
  await app.inject({
    method: 'POST',
    url: `/api/key-results/${id}/check-ins`,
    headers: small.admin.headers,
    payload: { value: index % 7, confidence: index % 3 === 0 ? 'at_risk' : 'on_track' },
  });
}

const large = await seedLargeCompany(db, await hashPassword('bench-password'));
await addCheckIns(db, large.companyId, 10_000, 1);
await refreshCaches(db, large.companyId, large.cycleId);
const login = await app.inject({
  method: 'POST',
  url: '/api/auth/login',
  payload: { email: 'pessoa00001@bench.test', password: 'bench-password' },
});
const largeHeaders = { authorization: `Bearer ${(login.json() as { token: string }).token}` };
const [largeKr] = await queryRows<{ id: string }>(
  db,
  sql`select id from key_results where company_id = ${large.companyId} order by id limit 1`,
);

type Request = { method: 'GET' | 'POST'; url: string; headers: Record<string, string> };
let value = 0;
const call = async (request: Request) => {
  const response = await app.inject({
    ...request,
    ...(request.method === 'POST' && {
      payload: { value: ++value % 1000, confidence: 'on_track' },
    }),
  });
  if (response.statusCode >= 300)
    throw new Error(`${request.url}: ${response.statusCode} ${response.body}`);
};

async function serverTime(request: Request) {
  const times: number[] = [];
  let counted = 0;
  for (let run = 0; run < RUNS + 3; run++) {
    const before = statements;
    const start = performance.now();
    await call(request);
    if (run >= 3) times.push(performance.now() - start);
    counted = statements - before;
  }
  times.sort((a, b) => a - b);
  return { statements: counted, median: times[Math.floor(RUNS / 2)] ?? 0 };
}

async function throughput(request: Request) {
  let done = 0;
  const end = performance.now() + LOAD_MS;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (performance.now() < end) {
        await call(request);
        done++;
      }
    }),
  );
  return (done * 1000) / LOAD_MS;
}

const cases: [string, Request][] = [
  ['one-query route', { method: 'GET', url: '/bench/one-query', headers: {} }],
  ['dashboard, small', { method: 'GET', url: '/api/dashboard', headers: small.admin.headers }],
  ['dashboard, 5,000 objectives', { method: 'GET', url: '/api/dashboard', headers: largeHeaders }],
  [
    'check-in POST, small',
    {
      method: 'POST',
      url: `/api/key-results/${smallKeyResults[0]}/check-ins`,
      headers: small.admin.headers,
    },
  ],
  [
    'check-in POST, 5,000 objectives',
    { method: 'POST', url: `/api/key-results/${largeKr?.id}/check-ins`, headers: largeHeaders },
  ],
];

console.log(
  `| request | statements | server time (median of ${RUNS}) | req/s at ${CONCURRENCY} | ratio |`,
);
console.log('|---|---|---|---|---|');
let anchor = 0;
for (const [name, request] of cases) {
  const time = await serverTime(request);
  const rate = await throughput(request);
  if (anchor === 0) anchor = rate;
  console.log(
    `| ${name} | ${time.statements} | ${time.median.toFixed(2)} ms | ${rate.toFixed(0)} | ${((rate / anchor) * 100).toFixed(1)} % |`,
  );
}
await app.close();
await database.close();
