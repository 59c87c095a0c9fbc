import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { decrementCounters, incrementCounters } from './rate-limits.repository';

const RACERS = 24;
const ROUNDS = 40;

/**
 * A sign-in attempt counts on three keys at once and gives them back on its answer. Both
 * statements must lock the keys in one order: the insert took them in the rules' order and the
 * update in the index's, so parallel wrong passwords deadlocked and one of them answered 500
 * (seen on PostgreSQL in CI as two statuses that were neither 401 nor 429). PGlite runs one
 * statement at a time, so this runs on PostgreSQL only.
 */
describe.runIf(process.env.TEST_DATABASE_URL)('rate-limit counters under parallel use', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('counts and gives back the same keys from many requests at once without a deadlock', async () => {
    // Enough other counters that the update finds its keys through the index, in key order.
    await t.db.execute(sql`
      insert into rate_limit_counters (key, count, resets_at)
      select 'other:' || n, 1, now() + interval '1 hour' from generate_series(1, 5000) n
      on conflict do nothing`);
    await t.db.execute(sql`analyze rate_limit_counters`);
    const tag = randomUUID();
    // Named like the sign-in rules' keys, in the rules' order, which is not their sorted order.
    const keys = [`login:ip-email:${tag}|a@b.co`, `login:email:${tag}`, `login:ip:${tag}`];
    const hits = keys.map((key) => ({ key, windowMs: 60_000 }));
    for (let round = 0; round < ROUNDS; round++) {
      const outcomes = await Promise.allSettled(
        Array.from({ length: RACERS }, async () => {
          await incrementCounters(t.db, hits);
          await decrementCounters(t.db, [...keys].reverse());
        }),
      );
      const errors = outcomes.flatMap((outcome) =>
        outcome.status === 'rejected' ? [String(outcome.reason?.cause ?? outcome.reason)] : [],
      );
      expect(errors, `round ${round}`).toEqual([]);
    }
    const states = await incrementCounters(t.db, hits);
    expect(states.map((state) => state.count)).toEqual([1, 1, 1]);
  });
});
