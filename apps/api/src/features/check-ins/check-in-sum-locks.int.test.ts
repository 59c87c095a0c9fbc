import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompanyWithUsers, createCycle, createObjective } from '../../test/okr-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { checkIns } from './check-ins.table';

const OBJECTIVES_PER_CYCLE = 16;
const BATCHES_AT_ONCE = 4;
const ROUNDS = 12;

/**
 * Batches written straight through rumo_write_check_ins, which does not retry: a deadlock
 * reaches the test. Each objective's key result, with the facts as the service would read them
 * and a progress that moves its score's tenth, so every item rolls up to its cycle's sums.
 */
function writeBatch(t: TestApp, keyResultIds: string[], round: number) {
  return t.db.execute(sql`
    select outcome from rumo_write_check_ins((
      select jsonb_agg(jsonb_build_object('n', x.n, 'company', k.company_id, 'key_result', k.id,
        'author', k.owner_id, 'value', ${round}::int, 'confidence', 'on_track', 'comment', null,
        'date', current_date, 'progress', (${round}::int * 37 + x.n * 13) % 101,
        'facts', rumo_check_in_facts(k, o, c,
          (select s.time_zone from company_settings s where s.company_id = k.company_id)))
        order by x.n)
      from unnest(${`{${keyResultIds.join(',')}}`}::uuid[]) with ordinality as x(id, n)
      join key_results k on k.id = x.id
      join objectives o on o.id = k.objective_id
      join cycles c on c.id = o.cycle_id))`);
}

/**
 * The report's sums per cycle (decision 0048) are shared by every objective of the cycle. A batch
 * writes its items in objective order, so two batches may meet two cycles in opposite orders;
 * before the cycles' locks were taken up front this deadlocked (7 check-ins a second under load).
 */
describe.runIf(process.env.TEST_DATABASE_URL)('check-in batches over two cycles', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("never deadlock on the cycles' report sums, whatever order their objectives come in", async () => {
    const company = await createCompanyWithUsers(t, { admins: 1, users: 0 });
    const byCycle: string[][] = [];
    // The company's active cycle and the next one, in planning.
    for (const status of ['active', 'planning'] as const) {
      const cycle = await createCycle(t, company.companyId, { name: `Ciclo ${status}`, status });
      const keyResults: string[] = [];
      for (let i = 0; i < OBJECTIVES_PER_CYCLE; i++) {
        const objective = await createObjective(t, {
          companyId: company.companyId,
          cycleId: cycle.id,
          ownerId: company.admin.id,
          keyResults: [{ start: 0, target: 100 }],
        });
        keyResults.push(...objective.keyResultIds);
      }
      byCycle.push(keyResults);
    }

    const perCycle = OBJECTIVES_PER_CYCLE / BATCHES_AT_ONCE;
    for (let round = 1; round <= ROUNDS; round++) {
      // Disjoint batches, each with objectives of both cycles: only the sums are shared.
      const batches = Array.from({ length: BATCHES_AT_ONCE }, (_, b) =>
        byCycle.flatMap((ids) => rotate(ids, round).slice(b * perCycle, (b + 1) * perCycle)),
      );
      const results = await Promise.allSettled(batches.map((batch) => writeBatch(t, batch, round)));
      const failures = results.flatMap((result) =>
        result.status === 'rejected'
          ? [String((result.reason as { cause?: unknown }).cause ?? result.reason)]
          : [],
      );
      expect(failures, `round ${round}`).toEqual([]);
    }

    const [written] = await t.db
      .select({ n: count() })
      .from(checkIns)
      .where(eq(checkIns.companyId, company.companyId));
    expect(written?.n).toBe(ROUNDS * 2 * OBJECTIVES_PER_CYCLE);

    // Each batch rolls its objectives up once, at its end: the cycles' sums are still theirs.
    const rowsOf = async (query: ReturnType<typeof sql>) =>
      ((await t.db.execute(query)) as unknown as { rows: unknown[] }).rows;
    for (const [table, by] of [
      ['cycle_group_score_sums', 'team_id, pillar_id'],
      ['cycle_owner_score_sums', 'owner_id'],
    ] as const) {
      const kept = await rowsOf(sql`select cycle_id, ${sql.raw(by)}, n, tenth_sum
        from ${sql.raw(table)} where company_id = ${company.companyId} order by 1, 2`);
      const recounted = await rowsOf(sql`select cycle_id, ${sql.raw(by)}, sum(n)::int as n,
          sum(tenth_sum)::int as tenth_sum
        from objective_key_result_sums where company_id = ${company.companyId} and open_to_all
        group by cycle_id, ${sql.raw(by)} order by 1, 2`);
      expect(kept, table).toEqual(recounted);
      expect(kept, table).toHaveLength(2);
    }
  }, 120_000);
});

/** `ids` turned by `by` places, so each round groups other objectives together. */
function rotate(ids: string[], by: number): string[] {
  const start = (by * 3) % ids.length;
  return [...ids.slice(start), ...ids.slice(0, start)];
}
