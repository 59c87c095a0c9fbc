import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { asc, eq } from 'drizzle-orm';
import { parseEnv } from '../src/config';
import { openDatabase } from '../src/db/database';
import { checkIns } from '../src/features/check-ins/check-ins.table';
import { createCompanyWithUsers, createCycle, createObjective } from '../src/test/okr-fixtures';

// Check-in load for the resilience benches: a seeded key result and loops posting check-ins.
const WORKERS = 16;
/** Shared by the seed and the servers, so the seeded session works on every replica. */
export const JWT_SECRET = randomBytes(32).toString('hex');

/** A company with one key result, written straight into the database the server will use. */
export async function seed(options: { pgliteDir?: string; databaseUrl?: string }) {
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

export async function storedValues(
  options: { pgliteDir?: string; databaseUrl?: string },
  id: string,
) {
  const database = await openDatabase(options);
  const rows = await database.db
    .select({ value: checkIns.value })
    .from(checkIns)
    .where(eq(checkIns.keyResultId, id))
    .orderBy(asc(checkIns.value));
  await database.close();
  return new Set(rows.map((row) => row.value));
}

export type Outcome = { at: number; ok: boolean; value: number };

/**
 * WORKERS loops posting check-ins with unique values until `stop()`; records each outcome.
 * `url` is read before each request, so a caller can rotate replicas like a load balancer.
 */
export function load(
  url: string | (() => string),
  headers: Record<string, string>,
  keyResultId: string,
) {
  const target = typeof url === 'string' ? () => url : url;
  const outcomes: Outcome[] = [];
  let running = true;
  let next = 1;
  const loops = Array.from({ length: WORKERS }, async () => {
    while (running) {
      const value = next++;
      let ok = false;
      try {
        const response = await fetch(`${target()}/api/key-results/${keyResultId}/check-ins`, {
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
