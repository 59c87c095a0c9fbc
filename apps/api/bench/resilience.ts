import { execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { startServerProcess } from '../src/test/server-process';
import { JWT_SECRET, load, seed, storedValues } from './check-in-load';

// `npm run bench:resilience`: the real server as a child process under check-in load.
// 1. kill -9 mid-load, on the embedded PGlite and on PostgreSQL: acknowledged check-ins lost.
// 2. PostgreSQL restarted (pg_ctl restart -m fast) mid-load: requests failed during the outage,
//    time until service is back, and requests failed after it is back.
// 3. A rolling restart of two replicas on one PostgreSQL: each in turn is taken out of rotation
//    and sent SIGTERM while its requests are in flight, then replaced; requests lost, exit codes.
// Needs TEST_DATABASE_URL and PG_TEST_DIR (run through scripts/pg-test.sh).
const pgUrl = process.env.TEST_DATABASE_URL;
const pgDir = process.env.PG_TEST_DIR;
if (!pgUrl || !pgDir) {
  console.error('Rode com `npm run bench:resilience` (inicia um PostgreSQL descartável).');
  process.exit(1);
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

/**
 * Two replicas behind a round-robin "load balancer". Each in turn leaves the rotation and gets
 * SIGTERM at once (its in-flight requests must still be answered), a new one takes its place.
 */
async function rollingRestart() {
  const { headers, keyResultId } = await seed({ databaseUrl: pgUrl });
  const env = { DATABASE_URL: pgUrl ?? '', JWT_SECRET };
  const replicas = [await startServerProcess(env), await startServerProcess(env)];
  let turn = 0;
  const run = load(() => replicas[turn++ % replicas.length]?.url ?? '', headers, keyResultId);
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const exits: string[] = [];
  for (const _round of [1, 2]) {
    const leaving = replicas.shift(); // the oldest: new ones join at the end
    if (!leaving) throw new Error('no replica to restart');
    const started = performance.now();
    leaving.child.kill('SIGTERM');
    const code = await leaving.exited;
    if (code !== 0) console.log(leaving.output().slice(-2000));
    exits.push(`código ${code} em ${((performance.now() - started) / 1000).toFixed(1)} s`);
    await leaving.dispose();
    replicas.push(await startServerProcess(env));
  }
  await new Promise((resolve) => setTimeout(resolve, 2000));
  await run.stop();
  await Promise.all(replicas.map((replica) => replica.dispose()));
  const acknowledged = run.outcomes.filter((o) => o.ok).map((o) => o.value);
  const stored = await storedValues({ databaseUrl: pgUrl }, keyResultId);
  console.log(
    `Reinício gradual de 2 réplicas sob carga: ${run.outcomes.length} requisições, ` +
      `${run.outcomes.filter((o) => !o.ok).length} sem resposta 201; ` +
      `saídas no SIGTERM: ${exits.join(', ')}; ` +
      `${acknowledged.filter((value) => !stored.has(value)).length} check-ins confirmados perdidos`,
  );
}

const dataDir = await mkdtemp(join(tmpdir(), 'rumo-resilience-'));
if (!process.env.ONLY_RESTART && !process.env.ONLY_ROLLING)
  await killUnderLoad('PGlite embutido', { pgliteDir: join(dataDir, 'db') }, { DATA_DIR: dataDir });
if (!process.env.ONLY_RESTART && !process.env.ONLY_ROLLING)
  await killUnderLoad('PostgreSQL', { databaseUrl: pgUrl }, { DATABASE_URL: pgUrl });
if (!process.env.ONLY_ROLLING) await restartUnderLoad();
await rollingRestart();
await rm(dataDir, { recursive: true, force: true });
