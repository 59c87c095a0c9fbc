import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseEnv } from '../src/config';
import { openDatabase } from '../src/db/database';
import { createCompanyWithUsers } from '../src/test/okr-fixtures';
import { startServerProcess } from '../src/test/server-process';

// `npm run bench:auth-flood`: a real user's login time while 50 connections send junk tokens to
// the unauthenticated token endpoints (reset-password, activate), against the same with no
// attack. Two attacks: from one address, and from a new address on every request
// (X-Forwarded-For behind a trusted proxy, so no per-address limit applies): both must stay
// cheap because a made-up token fails its signature before any database work. The real server
// runs as a child process.
const ATTACKERS = 50;
const LOGINS = 40;
const JWT_SECRET = randomBytes(32).toString('hex');

function median(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

function percentile(values: number[], p: number) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? Number.NaN;
}

/** Signs the real user in LOGINS times in a row from their own address; login times in ms. */
async function timeLogins(url: string, email: string, password: string) {
  const times: number[] = [];
  for (let index = 0; index < LOGINS; index++) {
    const started = performance.now();
    const response = await fetch(`${url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '192.168.77.7' },
      body: JSON.stringify({ email, password }),
    });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`login answered ${response.status}`);
    times.push(performance.now() - started);
  }
  return times;
}

/**
 * ATTACKERS loops posting junk tokens, in a process of their own so that the attack's event loop
 * does not delay the timing of the logins in this one. `stop()` returns a summary of the answers.
 */
function flood(url: string, spreadAddresses: boolean) {
  const attacker = fork(new URL('./auth-flood-attacker.ts', import.meta.url), {
    env: { ...process.env, FLOOD_URL: url, FLOOD_SPREAD: String(spreadAddresses) },
    execArgv: ['--import', 'tsx'],
  });
  const started = performance.now();
  return {
    async stop() {
      const summary = new Promise<Record<string, number>>((resolve) =>
        attacker.once('message', (message) => resolve(message as Record<string, number>)),
      );
      attacker.send('stop');
      const statuses = await summary;
      attacker.kill();
      const seconds = (performance.now() - started) / 1000;
      const total = Object.values(statuses).reduce((sum, count) => sum + count, 0);
      const byStatus = Object.entries(statuses).map(([status, count]) => `${status}: ${count}`);
      return `${total} pedidos (${(total / seconds).toFixed(0)}/s; ${byStatus.join(', ')})`;
    },
  };
}

async function main() {
  const dir = await mkdtemp(join(tmpdir(), 'rumo-flood-'));
  const pgliteDir = join(dir, 'db'); // where the server opens DATA_DIR's database
  const database = await openDatabase({ pgliteDir });
  await database.migrate();
  const config = { ...parseEnv({ NODE_ENV: 'test' }), jwtSecret: JWT_SECRET };
  const company = await createCompanyWithUsers({ db: database.db, config } as never, {
    admins: 1,
    users: 0,
  });
  await database.close();
  const server = await startServerProcess({
    DATA_DIR: dir,
    JWT_SECRET,
    TRUST_PROXY: 'true',
  });
  const { email, password } = company.admin;
  try {
    await timeLogins(server.url, email, password);
    const quiet = await timeLogins(server.url, email, password);
    const report = (label: string, times: number[]) =>
      `${label}: login p50 ${median(times).toFixed(0)} ms, p95 ${percentile(times, 0.95).toFixed(0)} ms ` +
      `(${(median(times) / median(quiet)).toFixed(2)}× sem ataque)`;
    console.log(report('sem ataque', quiet));
    for (const spread of [false, true]) {
      const attack = flood(server.url, spread);
      await new Promise((resolve) => setTimeout(resolve, 1000));
      const times = await timeLogins(server.url, email, password);
      const sent = await attack.stop();
      const label = spread
        ? `${ATTACKERS} conexões, um endereço novo a cada pedido`
        : `${ATTACKERS} conexões de um só endereço`;
      console.log(`${report(label, times)}; ataque: ${sent}`);
    }
  } finally {
    await server.dispose();
    await rm(dir, { recursive: true, force: true });
  }
}

await main();
