import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../src/app';
import { parseEnv } from '../src/config';
import { openDatabase } from '../src/db/database';
import { createCompanyWithUsers, createCycle, createObjective } from '../src/test/okr-fixtures';

// `npm run bench:embedded-writes`: check-in POSTs (the write path: lock, insert, progress
// caches, snapshot, activity) on the embedded PGlite on disk, flushing each commit to disk
// (the default) and not; the decision in docs/decisions/0005-embedded-durability.md rests on it.
const CHECK_INS = 300;

async function measure(durable: boolean) {
  const dataDir = await mkdtemp(join(tmpdir(), 'rumo-writes-'));
  const database = await openDatabase({ pgliteDir: join(dataDir, 'db'), durable });
  await database.migrate();
  const config = {
    ...parseEnv({ DATA_DIR: dataDir, NODE_ENV: 'test', LOG_LEVEL: 'silent' }),
    jwtSecret: randomBytes(32).toString('hex'),
  };
  const app = await buildApp({ config, db: database.db });
  await app.ready();
  const t = { app, db: database.db, config, close: async () => {} };
  const company = await createCompanyWithUsers(t, { admins: 1, users: 0 });
  const cycle = await createCycle(t, company.companyId);
  const objective = await createObjective(t, {
    companyId: company.companyId,
    cycleId: cycle.id,
    ownerId: company.admin.id,
    keyResults: [{ start: 0, target: 10_000 }],
  });
  const url = `/api/key-results/${objective.keyResultIds[0]}/check-ins`;
  const times: number[] = [];
  for (let index = 0; index < CHECK_INS; index++) {
    const start = performance.now();
    const response = await app.inject({
      method: 'POST',
      url,
      headers: company.admin.headers,
      payload: { value: index, confidence: 'on_track' },
    });
    times.push(performance.now() - start);
    if (response.statusCode !== 201) throw new Error(`check-in failed: ${response.body}`);
  }
  await app.close();
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.floor(q * (times.length - 1))] ?? 0;
  return { median: at(0.5), p95: at(0.95) };
}

const relaxed = await measure(false);
const durable = await measure(true);
console.log(`check-ins por modo: ${CHECK_INS}`);
console.log(
  `sem fsync:  mediana ${relaxed.median.toFixed(2)} ms, p95 ${relaxed.p95.toFixed(2)} ms`,
);
console.log(
  `com fsync:  mediana ${durable.median.toFixed(2)} ms, p95 ${durable.p95.toFixed(2)} ms`,
);
console.log(`custo: ${(durable.median / relaxed.median).toFixed(2)}× na mediana`);
