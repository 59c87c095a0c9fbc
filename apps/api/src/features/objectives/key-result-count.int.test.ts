import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CycleFixture,
  createCompanyWithUsers,
  createCycle,
  createObjective,
  type FixtureCompany,
} from '../../test/okr-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { keyResultBody, objectiveBody } from './objectives.test-data';

// objectives.key_result_count is kept by key_results' triggers (migration 0073): reads show it
// instead of counting. These fail if a way of adding, removing or moving key results misses it.
let t: TestApp;
let acme: FixtureCompany;
let cycle: CycleFixture;

beforeAll(async () => {
  t = await createTestApp();
  acme = await createCompanyWithUsers(t, { admins: 1, users: 1 });
  cycle = await createCycle(t, acme.companyId);
});
afterAll(() => t.close());

const request = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: acme.admin.headers, ...(payload ? { payload } : {}) });

/** The count the API shows in the detail and in the list, for one objective. */
async function shownCounts(id: string) {
  const detail = (await request('GET', `/api/objectives/${id}`)).json() as {
    keyResultCount: number;
  };
  const list = (await request('GET', `/api/objectives?cycleId=${cycle.id}&limit=100`)).json() as {
    data: { id: string; keyResultCount: number }[];
  };
  return {
    detail: detail.keyResultCount,
    list: list.data.find((o) => o.id === id)?.keyResultCount,
  };
}

/** Objectives whose stored count differs from their key results, in the whole database. */
async function drifted() {
  const result = await t.db.execute(sql`select o.id from objectives o
    where o.key_result_count <> (select count(*) from key_results k where k.objective_id = o.id)`);
  return (result as unknown as { rows: unknown[] }).rows;
}

const objectiveWith = (keyResults: number) =>
  createObjective(t, {
    companyId: acme.companyId,
    cycleId: cycle.id,
    ownerId: acme.admin.id,
    keyResults: Array.from({ length: keyResults }, () => ({})),
  });

describe("an objective's key result count", () => {
  it('follows key results added and removed through the API', async () => {
    const objective = await objectiveWith(2);
    expect(await shownCounts(objective.id)).toEqual({ detail: 2, list: 2 });

    const added = await request(
      'POST',
      `/api/objectives/${objective.id}/key-results`,
      keyResultBody({ ownerId: acme.admin.id }),
    );
    expect(added.statusCode).toBe(201);
    expect(await shownCounts(objective.id)).toEqual({ detail: 3, list: 3 });

    const removed = await request('DELETE', `/api/key-results/${objective.keyResultIds[0]}`);
    expect(removed.statusCode).toBe(204);
    expect(await shownCounts(objective.id)).toEqual({ detail: 2, list: 2 });
    expect(await drifted()).toEqual([]);
  });

  it('counts an objective created with its key results in one request', async () => {
    const created = await request('POST', '/api/objectives', {
      ...objectiveBody({ cycleId: cycle.id, ownerId: acme.admin.id }),
      keyResults: [1, 2, 3].map(() => keyResultBody({ ownerId: acme.admin.id })),
    });
    expect(created.statusCode).toBe(201);
    const { id } = created.json() as { id: string };
    expect(await shownCounts(id)).toEqual({ detail: 3, list: 3 });
  });

  it('moves with a key result to another objective, and several rows in one statement', async () => {
    const from = await objectiveWith(3);
    const to = await objectiveWith(1);
    await t.db.execute(
      sql`update key_results set objective_id = ${to.id} where id = ${from.keyResultIds[0]}`,
    );
    expect((await shownCounts(from.id)).detail).toBe(2);
    expect((await shownCounts(to.id)).detail).toBe(2);

    await t.db.execute(sql`delete from key_results where objective_id in (${from.id}, ${to.id})`);
    expect(await shownCounts(from.id)).toEqual({ detail: 0, list: 0 });
    expect(await shownCounts(to.id)).toEqual({ detail: 0, list: 0 });
    expect(await drifted()).toEqual([]);
  });

  it('is in no index, so its updates stay HOT', async () => {
    const result = await t.db.execute(sql`select indexdef from pg_indexes
      where tablename = 'objectives' and indexdef like '%key_result_count%'`);
    expect((result as unknown as { rows: unknown[] }).rows).toEqual([]);
  });
});
