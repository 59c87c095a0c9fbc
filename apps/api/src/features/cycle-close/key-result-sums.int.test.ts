import {
  averageOfSum,
  distributionOfTenths,
  scoreGroupOf,
  suggestScore,
} from '@rumo/shared/cycle-close/score';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createCompanyWithUsers,
  createCycle,
  createObjective,
  type FixtureCompany,
} from '../../test/okr-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

type Row = Record<string, unknown>;
const rowsOf = async (t: TestApp, query: ReturnType<typeof sql>) =>
  ((await t.db.execute(query)) as unknown as { rows: Row[] }).rows;

let t: TestApp;
let co: FixtureCompany;
let cycleId: string;
beforeAll(async () => {
  t = await createTestApp();
  co = await createCompanyWithUsers(t, { admins: 1, users: 3 });
  cycleId = (await createCycle(t, co.companyId, { name: 'T1' })).id;
});
afterAll(() => t.close());

/** Every key result of the company with its objective, progress and stored score. */
const keyResultsNow = () =>
  rowsOf(
    t,
    sql`select k.id, k.objective_id, k.owner_id, k.progress, s.score, s.scored_by,
      o.private, o.status
    from key_results k join objectives o on o.id = k.objective_id
    left join key_result_scores s on s.key_result_id = k.id
    where k.company_id = ${co.companyId} order by k.id`,
  );

/** A key result's score as the report counts it, in tenths. */
const tenthOf = (kr: Row) =>
  Math.round(((kr.score as number | null) ?? suggestScore(kr.progress as number)) * 10);

/** objective_key_result_sums as the key results and scores say it should be. */
async function computedSums() {
  const sums = new Map<string, Row & { tenths: number[] }>();
  for (const kr of await keyResultsNow()) {
    const key = `${kr.objective_id}/${kr.owner_id}`;
    const sum = sums.get(key) ?? {
      objective_id: kr.objective_id,
      owner_id: kr.owner_id,
      n: 0,
      scored: 0,
      by_person: 0,
      tenth_sum: 0,
      tenths: Array<number>(11).fill(0),
    };
    const tenth = tenthOf(kr);
    sum.n = (sum.n as number) + 1;
    sum.scored = (sum.scored as number) + (kr.score === null ? 0 : 1);
    sum.by_person = (sum.by_person as number) + (kr.scored_by === null ? 0 : 1);
    sum.tenth_sum = (sum.tenth_sum as number) + tenth;
    sum.tenths[tenth] = (sum.tenths[tenth] ?? 0) + 1;
    sums.set(key, sum);
  }
  return [...sums.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([, sum]) => sum);
}

const storedSums = async () =>
  (
    await rowsOf(
      t,
      sql`select objective_id, owner_id, n, scored, by_person, tenth_sum,
        array[${sql.raw(Array.from({ length: 11 }, (_, i) => `tenths_${i}`).join(', '))}] as tenths
      from objective_key_result_sums where company_id = ${co.companyId}
      order by objective_id::text || '/' || owner_id::text`,
    )
  ).map((row) => ({ ...row, tenths: (row.tenths as (number | string)[]).map(Number) }));

const get = async (url: string, headers: Record<string, string>) => {
  const response = await t.app.inject({ method: 'GET', url, headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

/**
 * The report's, the checklist's and the presentation's figures recomputed from every key result
 * the reader may see (`visible`), against what the API answers from the stored sums.
 */
async function expectReadsFor(headers: Record<string, string>, visible: (kr: Row) => boolean) {
  const krs = (await keyResultsNow()).filter(visible);
  const tenthSum = krs.reduce((total, kr) => total + tenthOf(kr), 0);
  const tenths: Record<number, number> = {};
  const people = new Map<string, { sum: number; count: number }>();
  for (const kr of krs) {
    tenths[tenthOf(kr)] = (tenths[tenthOf(kr)] ?? 0) + 1;
    const person = people.get(kr.owner_id as string) ?? { sum: 0, count: 0 };
    person.sum += tenthOf(kr);
    person.count += 1;
    people.set(kr.owner_id as string, person);
  }
  const report = await get(`/api/cycles/${cycleId}/report?limit=100`, headers);
  expect(report.keyResultCount).toBe(krs.length);
  expect(report.suggestedCount).toBe(krs.filter((kr) => kr.scored_by === null).length);
  expect(report.averageScore).toBe(averageOfSum(tenthSum / 10, krs.length));
  expect(report.distribution).toEqual(distributionOfTenths(tenths));
  expect(
    Object.fromEntries(
      report.byPerson.data.map((p: { id: string; average: number; count: number }) => [
        p.id,
        { average: p.average, count: p.count },
      ]),
    ),
  ).toEqual(
    Object.fromEntries(
      [...people].map(([id, { sum, count }]) => {
        const { average } = scoreGroupOf({ id, name: '', sum: sum / 10, count });
        return [id, { average, count }];
      }),
    ),
  );
  const closing = await get(`/api/cycles/${cycleId}/closing`, headers);
  if (headers === co.admin.headers)
    expect(closing.unscoredCount).toBe(krs.filter((kr) => kr.score === null).length);
  const slides = await get(`/api/presentation?cycleId=${cycleId}`, headers);
  expect(slides.overview.keyResults).toBe(krs.length);
}

/** The reads leave drafts out for everyone; an admin sees every other objective. */
const admin = (kr: Row) => kr.status !== 'draft';
/** What Pessoa 2 may see: no private objective of someone else either. */
const member = (kr: Row) => admin(kr) && !kr.private;

describe('objective_key_result_sums', () => {
  it('matches the key results and scores after each kind of write, for each reader', {
    timeout: 120_000,
  }, async () => {
    const [p1, p2, p3] = co.users as [
      (typeof co.users)[0],
      (typeof co.users)[0],
      (typeof co.users)[0],
    ];
    const open = await createObjective(t, {
      companyId: co.companyId,
      cycleId,
      ownerId: p1.id,
      keyResults: [
        { ownerId: p1.id, current: 64 },
        { ownerId: p2.id, current: 65 },
        { ownerId: p1.id, current: 130 },
      ],
    });
    const hidden = await createObjective(t, {
      companyId: co.companyId,
      cycleId,
      ownerId: p3.id,
      private: true,
      keyResults: [{ ownerId: p3.id, current: 20 }, { current: 90 }],
    });
    const draft = await createObjective(t, {
      companyId: co.companyId,
      cycleId,
      ownerId: p3.id,
      status: 'draft',
      keyResults: [{ current: 45 }],
    });
    const check = async () => {
      expect(await storedSums()).toEqual(await computedSums());
      await expectReadsFor(co.admin.headers, admin);
      await expectReadsFor(p2.headers, member);
    };
    await check();

    const [first, second, third] = open.keyResultIds as [string, string, string];
    const checkIn = await t.app.inject({
      method: 'POST',
      url: `/api/key-results/${first}/check-ins`,
      headers: p1.headers,
      payload: { value: 12, confidence: 'at_risk' },
    });
    expect(checkIn.statusCode, checkIn.body).toBe(201);
    await check();

    const score = await t.app.inject({
      method: 'PUT',
      url: `/api/key-results/${second}/score`,
      headers: p2.headers,
      payload: { score: 0.3, reason: 'Ficou aquém do combinado.' },
    });
    expect(score.statusCode, score.body).toBe(200);
    await check();

    // The suggestions applied on closing, then the key result's owner and objective change.
    const finish = await t.app.inject({
      method: 'POST',
      url: `/api/cycles/${cycleId}/finish`,
      headers: co.admin.headers,
    });
    expect(finish.statusCode, finish.body).toBe(200);
    await check();
    await t.db.execute(sql`update key_results set owner_id = ${p3.id} where id = ${third}`);
    await check();
    await t.db.execute(sql`update key_results set objective_id = ${hidden.id} where id = ${first}`);
    await check();
    await t.db.execute(sql`delete from key_result_scores where key_result_id = ${second}`);
    await check();
    await t.db.execute(sql`delete from key_results where id = ${third}`);
    await check();
    await t.db.execute(sql`delete from objectives where id = ${draft.id}`);
    await check();
  });
});
