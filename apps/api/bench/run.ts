import { randomBytes } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { parseEnv } from '../src/config';
import { hashPassword } from '../src/lib/password';
import { openTestDatabase } from '../src/test/test-database';
import { addCheckIns, LARGE, queryRows, refreshCaches, seedLargeCompany } from './seed-large';

// `npm run bench`: seeds a large company on PostgreSQL and times the heavy read endpoints
// in-process (app.inject, so the figures are server time without the network).
const RUNS = 20;
const WARMUP = 3;

if (!process.env.TEST_DATABASE_URL) {
  console.error(
    'Defina TEST_DATABASE_URL (um servidor PostgreSQL) ou rode `npm run bench` na raiz.',
  );
  process.exit(1);
}

const database = await openTestDatabase();
const { db } = database;
const dataDir = await mkdtemp(join(tmpdir(), 'rumo-bench-'));
const config = {
  ...parseEnv({ DATA_DIR: dataDir, NODE_ENV: 'test', LOG_LEVEL: 'silent' }),
  jwtSecret: randomBytes(32).toString('hex'),
};
const app = await buildApp({ config, db });
await app.ready();

console.log('Semeando empresa grande…');
const seedStart = performance.now();
const { companyId, cycleId } = await seedLargeCompany(db, await hashPassword('bench-password'));
await addCheckIns(db, companyId, 10_000, 1);
await refreshCaches(db, companyId, cycleId);
console.log(`  pronto em ${((performance.now() - seedStart) / 1000).toFixed(1)} s`);

const login = await app.inject({
  method: 'POST',
  url: '/api/auth/login',
  payload: { email: 'pessoa00001@bench.test', password: 'bench-password' },
});
const token = (login.json() as { token: string }).token;
const [sample] = await queryRows<{ objective_id: string; kr_id: string }>(
  db,
  sql`
  SELECT o.id objective_id, k.id kr_id FROM objectives o JOIN key_results k ON k.objective_id = o.id
  WHERE o.company_id = ${companyId} ORDER BY o.created_at LIMIT 1`,
);
const objectiveId = sample?.objective_id;
const keyResultId = sample?.kr_id;

const endpoints = [
  ['dashboard', '/api/dashboard'],
  ['lista de OKRs', '/api/objectives?page=1&limit=20'],
  ['lista de OKRs (pág. 100)', '/api/objectives?page=100&limit=20'],
  ['detalhe do objetivo', `/api/objectives/${objectiveId}`],
  ['evolução (empresa)', '/api/evolution?scope=company'],
  ['evolução (resultado-chave)', `/api/evolution?scope=key_result&id=${keyResultId}`],
  ['check-ins do resultado-chave', `/api/key-results/${keyResultId}/check-ins`],
  ['feed de check-ins', '/api/check-ins/feed'],
  ['apresentação (todos os slides)', '/api/presentation'],
] as const;

async function measure(url: string) {
  const times: number[] = [];
  for (let run = 0; run < WARMUP + RUNS; run++) {
    const start = performance.now();
    const response = await app.inject({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${token}` },
    });
    const elapsed = performance.now() - start;
    if (response.statusCode !== 200)
      throw new Error(`${url} respondeu ${response.statusCode}: ${response.body.slice(0, 200)}`);
    if (run >= WARMUP) times.push(elapsed);
  }
  times.sort((a, b) => a - b);
  return { median: times[Math.floor(RUNS / 2)] ?? 0, p95: times[Math.floor(RUNS * 0.95)] ?? 0 };
}

async function measureAll() {
  const results: Record<string, { median: number; p95: number }> = {};
  for (const [name, url] of endpoints) results[name] = await measure(url);
  return results;
}

const small = await measureAll();
console.log('Adicionando check-ins até 1.000.000…');
const growStart = performance.now();
const keyResultCount = LARGE.objectives * LARGE.keyResultsPerObjective;
await addCheckIns(db, companyId, keyResultCount, 49, 1);
await addCheckIns(db, companyId, 10_000, 1, 50);
await refreshCaches(db, companyId, cycleId);
const [total] = await queryRows<{ count: string }>(db, sql`SELECT count(*) FROM check_ins`);
console.log(
  `  ${Number(total?.count).toLocaleString('pt-BR')} check-ins em ${((performance.now() - growStart) / 1000).toFixed(1)} s`,
);
const large = await measureAll();

console.log(`\nTempo de servidor (app.inject, mediana / p95 de ${RUNS} chamadas), PostgreSQL:`);
console.log('| endpoint | 10.000 check-ins | 1.000.000 check-ins | razão |');
console.log('|---|---|---|---|');
for (const [name] of endpoints) {
  const a = small[name];
  const b = large[name];
  if (!a || !b) continue;
  const fmt = (r: { median: number; p95: number }) =>
    `${r.median.toFixed(1)} / ${r.p95.toFixed(1)} ms`;
  console.log(`| ${name} | ${fmt(a)} | ${fmt(b)} | ${(b.median / a.median).toFixed(2)}× |`);
}

await app.close();
await database.close();
