import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { asc, eq } from 'drizzle-orm';
import { parseEnv } from '../src/config';
import { openDatabase } from '../src/db/database';
import { checkIns } from '../src/features/check-ins/check-ins.table';
import { createCompanyWithUsers, createCycle, createObjective } from '../src/test/okr-fixtures';
import { startServerProcess } from '../src/test/server-process';

// `npm run bench:resilience`: the real server as a child process under check-in load.
// 1. kill -9 mid-load, on the embedded PGlite and on PostgreSQL: acknowledged check-ins lost.
// 2. PostgreSQL restarted (pg_ctl restart -m fast) mid-load: requests failed during the outage,
//    time until service is back, and requests failed after it is back.
// Needs TEST_DATABASE_URL and PG_TEST_DIR (run through scripts/pg-test.sh).
const WORKERS = 16;
const JWT_SECRET = randomBytes(32).toString('hex');
const pgUrl = process.env.TEST_DATABASE_URL;
const pgDir = process.env.PG_TEST_DIR;
if (!pgUrl || !pgDir) {
  console.error('Rode com `npm run bench:resilience` (inicia um PostgreSQL descartável).');
  process.exit(1);
}

/** A company with one key result, written straight into the database the server will use. */
async function seed(options: { pgliteDir?: string; databaseUrl?: string }) {
  const database = await openDatabase(options);
  await database.migrate();
  const config = { ...parseEnv({ NODE_ENV: 'test' }), jwtSecret: JWT_SECRET };
  const t = { db: database.db, config };
  const company = await createCompanyWithUsers(t as never, { admins: 1, users: 0 });
  const cycle = await createCycle(t as never, company.companyId);
  const objective = await createObjective(t as never, {
    companyId: company.companyId,
    cycleId: cycle.id,
    ownerId: company.admin.id,
    keyResults: [{ start: 0, target: 1_000_000 }],
  });
  await database.close();
  return { headers: company.admin.headers, keyResultId: objective.keyResultIds[0] ?? '' };
}

async function storedValues(options: { pgliteDir?: string; databaseUrl?: string }, id: string) {
  const database = await openDatabase(options);
  const rows = await database.db
    .select({ value: checkIns.value })
    .from(checkIns)
    .where(eq(checkIns.keyResultId, id))
    .orderBy(asc(checkIns.value));
  await database.close();
  return new Set(rows.map((row) => row.value));
}

type Outcome = { at: number; ok: boolean; value: number };

/** WORKERS loops posting check-ins with unique values until `stop()`; records each outcome. */
function load(url: string, headers: Record<string, string>, keyResultId: string) {
  const outcomes: Outcome[] = [];
  let running = true;
  let next = 1;
  const loops = Array.from({ length: WORKERS }, async () => {
    while (running) {
      const value = next++;
      let ok = false;
      try {
        const response = await fetch(`${url}/api/key-results/${keyResultId}/check-ins`, {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json' },
          body: JSON.stringify({ value, confidence: 'on_track' }),
          signal: AbortSignal.timeout(10_000),
        });
        ok = response.status === 201;
        await response.arrayBuffer();
      } catch {
        ok = false;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      outcomes.push({ at: performance.now(), ok, value });
    }
  });
  return {
    outcomes,
    async stop() {
      running = false;
      await Promise.all(loops);
    },
  };
}

async function killUnderLoad(
  label: string,
  target: { pgliteDir?: string; databaseUrl?: string },
  env: Record<string, string>,
) {
  const { headers, keyResultId } = await seed(target);
  const server = await startServerProcess({ ...env, JWT_SECRET });
  const run = load(server.url, headers, keyResultId);
  await new Promise((resolve) => setTimeout(resolve, 3000));
  server.child.kill('SIGKILL');
  await server.exited;
  await run.stop();
  const acknowledged = run.outcomes.filter((o) => o.ok).map((o) => o.value);
  const stored = await storedValues(target, keyResultId);
  const lost = acknowledged.filter((value) => !stored.has(value)).length;
  await server.dispose();
  console.log(
    `${label}: ${acknowledged.length} check-ins confirmados antes do kill -9, ${lost} perdidos`,
  );
}

async function restartUnderLoad() {
  const { headers, keyResultId } = await seed({ databaseUrl: pgUrl });
  const server = await startServerProcess({ DATABASE_URL: pgUrl ?? '', JWT_SECRET });
  const run = load(server.url, headers, keyResultId);
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const restartAt = performance.now();
  execFileSync('bash', ['scripts/pg-test.sh', 'restart', pgDir ?? ''], { stdio: 'inherit' });
  const restartedAt = performance.now();
  await new Promise((resolve) => setTimeout(resolve, 4000));
  await run.stop();
  const alive = server.child.exitCode === null;
  if (!alive) console.log(server.output().slice(-3000));
  await server.dispose();
  const during = run.outcomes.filter((o) => o.at >= restartAt);
  const firstFailure = during.find((o) => !o.ok);
  const lastFailure = [...during].reverse().find((o) => !o.ok);
  const recoveredAt = lastFailure
    ? (during.find((o) => o.ok && o.at > lastFailure.at)?.at ?? Number.NaN)
    : restartAt;
  const afterBack = run.outcomes.filter((o) => o.at > restartedAt + 1000 && !o.ok).length;
  console.log(
    `PostgreSQL reiniciado sob carga: processo ${alive ? 'vivo' : 'MORREU'}; ` +
      `${during.filter((o) => !o.ok).length} requisições falharam durante a queda ` +
      `(pg_ctl restart levou ${((restartedAt - restartAt) / 1000).toFixed(1)} s); ` +
      `serviço de volta ${firstFailure ? ((recoveredAt - restartAt) / 1000).toFixed(1) : '0.0'} s após o início do reinício; ` +
      `${afterBack} falhas depois de 1 s do banco de volta`,
  );
}

const dataDir = await mkdtemp(join(tmpdir(), 'rumo-resilience-'));
if (!process.env.ONLY_RESTART)
  await killUnderLoad('PGlite embutido', { pgliteDir: join(dataDir, 'db') }, { DATA_DIR: dataDir });
if (!process.env.ONLY_RESTART)
  await killUnderLoad('PostgreSQL', { databaseUrl: pgUrl }, { DATABASE_URL: pgUrl });
await restartUnderLoad();
await rm(dataDir, { recursive: true, force: true });
