import { REPORT_PEOPLE_PRINT_LIMIT } from '@rumo/shared/cycle-close/contracts';
import { suggestScore } from '@rumo/shared/cycle-close/score';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createCompanyWithUsers,
  createCycle,
  createObjective,
  type FixtureCompany,
} from '../../test/okr-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { suggestedScoreSql } from './cycle-report.repository';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the report sums in SQL with the shared suggestion rule', () => {
  it('suggests in SQL exactly what suggestScore does', async () => {
    const progresses = [
      ...Array.from({ length: 301 }, (_, n) => n / 2 - 10),
      4.999999999999999,
      5,
      44.99999999999999,
      45,
      64.95,
      65,
      94.99,
      99.5,
      130,
      -5,
    ];
    const result = await t.db.execute(sql`
      select p::float8 as progress, ${suggestedScoreSql(sql`p::float8`)}::float8 as score
      from unnest(${`{${progresses.join(',')}}`}::float8[]) as p`);
    const rows = (result as unknown as { rows: { progress: number; score: number }[] }).rows;
    expect(rows).toHaveLength(progresses.length);
    for (const { progress, score } of rows) {
      expect(score, `progress ${progress}`).toBe(suggestScore(progress));
    }
  });
});

describe('the people of the report', () => {
  let co: FixtureCompany;
  let cycleId: string;
  /** "Pessoa n" of the company. */
  const person = (n: number) => {
    const found = co.users[n - 1];
    if (!found) throw new Error(`no Pessoa ${n}`);
    return found;
  };
  beforeAll(async () => {
    co = await createCompanyWithUsers(t, { admins: 1, users: 4 });
    cycleId = (await createCycle(t, co.companyId, { name: 'T1' })).id;
    // Suggested scores: Pessoa 3 0.2; Admin 1, Pessoa 1 and Pessoa 2 0.5 on average; Pessoa 4 0.9.
    const owned: [string, number][] = [
      [person(3).id, 20],
      [co.admin.id, 50],
      [person(1).id, 40],
      [person(1).id, 60],
      [person(2).id, 50],
      [person(4).id, 90],
    ];
    for (const [ownerId, current] of owned) {
      await createObjective(t, {
        companyId: co.companyId,
        cycleId,
        ownerId: co.admin.id,
        keyResults: [{ ownerId, current }],
      });
    }
  });

  const report = async (query: string) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/cycles/${cycleId}/report${query}`,
      headers: co.user.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };

  it('come 20 a page, lowest average first, then by name, with the total of every page', async () => {
    const whole = await report('');
    expect(whole.byPerson).toEqual({
      page: 1,
      limit: 20,
      total: 5,
      data: [
        { id: person(3).id, name: 'Pessoa 3', average: 0.2, count: 1 },
        { id: co.admin.id, name: 'Admin 1', average: 0.5, count: 1 },
        { id: person(1).id, name: 'Pessoa 1', average: 0.5, count: 2 },
        { id: person(2).id, name: 'Pessoa 2', average: 0.5, count: 1 },
        { id: person(4).id, name: 'Pessoa 4', average: 0.9, count: 1 },
      ],
    });
    // The rest of the report covers everyone, whatever the page.
    expect(whole.keyResultCount).toBe(6);
  });

  it('answers the page asked for', async () => {
    const second = await report('?page=2&limit=2');
    expect(second.byPerson).toMatchObject({ page: 2, limit: 2, total: 5 });
    expect(second.byPerson.data.map((p: { name: string }) => p.name)).toEqual([
      'Pessoa 1',
      'Pessoa 2',
    ]);
    expect(second.keyResultCount).toBe(6);
    expect((await report('?page=4&limit=2')).byPerson).toMatchObject({ data: [], total: 5 });
  });

  it('lists everyone at once for printing, up to its limit', async () => {
    const printed = await report(`?page=1&limit=${REPORT_PEOPLE_PRINT_LIMIT}`);
    expect(printed.byPerson.data).toHaveLength(5);
    const over = await t.app.inject({
      method: 'GET',
      url: `/api/cycles/${cycleId}/report?limit=${REPORT_PEOPLE_PRINT_LIMIT + 1}`,
      headers: co.user.headers,
    });
    expect(over.statusCode).toBe(400);
  });
});
