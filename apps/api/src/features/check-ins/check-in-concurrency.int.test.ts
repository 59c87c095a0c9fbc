import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompanyWithUsers, createCycle, createObjective } from '../../test/okr-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { checkIns } from './check-ins.table';

const CONCURRENT = 150;
/**
 * Requests sent at once, well above the pool's 10 connections so every connection races for the
 * key result's lock. Not all 150: the pool refuses a request that waits over 3 s for a connection
 * (the load-shedding of db/database.ts), which a loaded CI machine reached with 140 queued.
 */
const WAVE = 30;

/** Many people checking in on one key result at once, on PostgreSQL's real concurrency. */
describe.runIf(process.env.TEST_DATABASE_URL)('concurrent check-ins on one key result', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("keep each check-in's previous value equal to the value before it", async () => {
    const company = await createCompanyWithUsers(t, { admins: 1, users: 0 });
    const cycle = await createCycle(t, company.companyId);
    const objective = await createObjective(t, {
      companyId: company.companyId,
      cycleId: cycle.id,
      ownerId: company.admin.id,
      keyResults: [{ start: 0, target: 1000 }],
    });
    const keyResultId = objective.keyResultIds[0] ?? '';

    const checkIn = (index: number) =>
      t.app.inject({
        method: 'POST',
        url: `/api/key-results/${keyResultId}/check-ins`,
        headers: company.admin.headers,
        payload: { value: index + 1, confidence: 'on_track' },
      });
    const responses = [];
    for (let first = 0; first < CONCURRENT; first += WAVE) {
      const wave = Array.from({ length: Math.min(WAVE, CONCURRENT - first) }, (_, i) => first + i);
      responses.push(...(await Promise.all(wave.map(checkIn))));
    }
    expect(responses.map((response) => response.statusCode).every((s) => s === 201)).toBe(true);

    const rows = await t.db
      .select({ value: checkIns.value, previousValue: checkIns.previousValue })
      .from(checkIns)
      .where(eq(checkIns.keyResultId, keyResultId))
      .orderBy(asc(checkIns.createdAt));
    expect(rows).toHaveLength(CONCURRENT);
    const broken = rows.filter(
      (row, index) => row.previousValue !== (index === 0 ? 0 : rows[index - 1]?.value),
    );
    expect(broken).toEqual([]);
  }, 120_000);
});
