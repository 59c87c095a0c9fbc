import { REPORT_PEOPLE_PRINT_LIMIT } from '@rumo/shared/cycle-close/contracts';
import { suggestScore } from '@rumo/shared/cycle-close/score';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '../../test/account-fixtures';
import {
  createCompanyWithUsers,
  createCycle,
  createObjective,
  createPillar,
  createTeam,
  type FixtureCompany,
  type ObjectiveFixtureInput,
} from '../../test/okr-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { loadCycleReportFromObjectives } from './cycle-report.reference';
import { loadCycleReport, suggestedScoreSql } from './cycle-report.repository';

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

describe('the cycle sums kept on write', () => {
  type Read = NonNullable<Awaited<ReturnType<typeof loadCycleReport>>>;
  const rowsOf = async (query: ReturnType<typeof sql>) =>
    ((await t.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;
  /** Teams and pillars come in no order: the service sorts them. */
  const byId = (rows: Read['byTeam']) =>
    [...rows].sort((a, b) => String(a.id).localeCompare(String(b.id)));
  const comparable = (read: Read | null) =>
    read && { ...read, byTeam: byId(read.byTeam), byPillar: byId(read.byPillar) };

  it('answer what summing the objectives answers, for every reader, page and kind of write', {
    timeout: 180_000,
  }, async () => {
    const co = await createCompanyWithUsers(t, { admins: 1, users: 4 });
    const [p1, p2, p3, p4] = co.users as [TestUser, TestUser, TestUser, TestUser];
    const t1 = (await createCycle(t, co.companyId, { name: 'T1' })).id;
    const t2 = (await createCycle(t, co.companyId, { name: 'T2', status: 'planning' })).id;
    const teamA = await createTeam(t, co.companyId, { memberIds: [p1.id, p2.id], leaderId: p1.id });
    const teamB = await createTeam(t, co.companyId, { memberIds: [p3.id] });
    const pillarX = await createPillar(t, co.companyId, { name: 'Pilar X' });
    const pillarY = await createPillar(t, co.companyId, { name: 'Pilar Y' });
    const objective = (input: Omit<ObjectiveFixtureInput, 'companyId' | 'cycleId'>, cycleId = t1) =>
      createObjective(t, { companyId: co.companyId, cycleId, ...input });
    const open = await objective({
      ownerId: p1.id,
      teamId: teamA.id,
      pillarId: pillarX.id,
      keyResults: [
        { ownerId: p1.id, current: 64 },
        { ownerId: p2.id, current: 65 },
        { ownerId: p1.id, current: 130 },
      ],
    });
    const teamB1 = await objective({
      ownerId: p3.id,
      teamId: teamB.id,
      keyResults: [
        { ownerId: p3.id, current: 20 },
        { ownerId: p4.id, current: 90 },
      ],
    });
    const hidden = await objective({
      ownerId: p3.id,
      teamId: teamA.id,
      pillarId: pillarY.id,
      private: true,
      viewerUserIds: [p2.id],
      keyResults: [
        { ownerId: p3.id, current: 45 },
        { ownerId: p1.id, current: 75 },
      ],
    });
    const teamSecret = await objective({
      ownerId: p4.id,
      private: true,
      viewerTeamIds: [teamB.id],
      keyResults: [{ ownerId: p4.id, current: 10 }],
    });
    const draft = await objective({
      ownerId: p2.id,
      teamId: teamA.id,
      status: 'draft',
      keyResults: [{ ownerId: p2.id, current: 55 }],
    });
    await objective({ ownerId: p1.id, keyResults: [{ ownerId: p1.id, current: 50 }] }, t2);
    const adminOwn = await objective({
      ownerId: co.admin.id,
      keyResults: [{ ownerId: co.admin.id, current: 0 }],
    });
    const readers = [co.admin, p1, p2, p3, p4].map((user) => ({
      id: user.id,
      companyId: co.companyId,
      role: user === co.admin ? ('admin' as const) : ('user' as const),
    }));

    /** The kept sums, recounted from the objectives anyone may see. */
    const expectStoredSums = async () => {
      const recount = (by: string) => sql`
        select o.cycle_id, ${sql.raw(by)}, sum(s.n)::int as n, sum(s.tenth_sum)::int as tenth_sum
        from objective_key_result_sums s join objectives o on o.id = s.objective_id
        where o.company_id = ${co.companyId} and not o.private and o.status <> 'draft'
        group by o.cycle_id, ${sql.raw(by)} order by 1, 2, 3`;
      expect(
        await rowsOf(sql`select cycle_id, team_id, pillar_id, n, tenth_sum
          from cycle_group_score_sums where company_id = ${co.companyId} order by 1, 2, 3`),
      ).toEqual(await rowsOf(recount('o.team_id, o.pillar_id')));
      expect(
        await rowsOf(sql`select cycle_id, owner_id, n, tenth_sum from cycle_owner_score_sums
          where company_id = ${co.companyId} order by 1, 2, 3`),
      ).toEqual(await rowsOf(recount('s.owner_id')));
      expect(
        await rowsOf(sql`select 1 from cycle_owner_score_sums s join users u on u.id = s.owner_id
          where s.company_id = ${co.companyId} and s.name_key <> lower(u.name)`),
      ).toEqual([]);
    };
    const check = async (step: string) => {
      await expectStoredSums();
      for (const reader of readers) {
        for (const cycleId of [t1, t2]) {
          const whole = await loadCycleReportFromObjectives(t.db, reader, cycleId, {
            page: 1,
            limit: 100,
          });
          expect(
            comparable(await loadCycleReport(t.db, reader, cycleId, { page: 1, limit: 100 })),
            step,
          ).toEqual(comparable(whole));
          const pages = Math.ceil((whole?.byPerson.total ?? 0) / 2) + 1;
          for (let page = 1; page <= pages; page++) {
            const query = { page, limit: 2 };
            expect(
              (await loadCycleReport(t.db, reader, cycleId, query))?.byPerson,
              `${step}: page ${page}`,
            ).toEqual(
              (await loadCycleReportFromObjectives(t.db, reader, cycleId, query))?.byPerson,
            );
          }
        }
      }
    };
    await check('seeded');

    const checkIn = await t.app.inject({
      method: 'POST',
      url: `/api/key-results/${open.keyResultIds[0]}/check-ins`,
      headers: p1.headers,
      payload: { value: 12, confidence: 'at_risk' },
    });
    expect(checkIn.statusCode, checkIn.body).toBe(201);
    await check('check-in');
    const score = await t.app.inject({
      method: 'PUT',
      url: `/api/key-results/${open.keyResultIds[1]}/score`,
      headers: p2.headers,
      payload: { score: 0.3, reason: 'Ficou aquém do combinado.' },
    });
    expect(score.statusCode, score.body).toBe(200);
    await check('score');

    const write = async (step: string, query: ReturnType<typeof sql>) => {
      await t.db.execute(query);
      await check(step);
    };
    await write('made public', sql`update objectives set private = false where id = ${hidden.id}`);
    await write('made private', sql`update objectives set private = true where id = ${hidden.id}`);
    await write('published', sql`update objectives set status = 'active' where id = ${draft.id}`);
    await write('drafted', sql`update objectives set status = 'draft' where id = ${teamB1.id}`);
    await write(
      'republished',
      sql`update objectives set status = 'active' where id = ${teamB1.id}`,
    );
    await write(
      'team moved',
      sql`update objectives set team_id = ${teamA.id} where id = ${teamB1.id}`,
    );
    await write(
      'pillar moved',
      sql`update objectives set pillar_id = ${pillarY.id} where id = ${open.id}`,
    );
    await write(
      'cycle moved',
      sql`update objectives set cycle_id = ${t2} where id = ${adminOwn.id}`,
    );
    await write(
      'key result moved',
      sql`update key_results set objective_id = ${hidden.id} where id = ${open.keyResultIds[2]}`,
    );
    await write(
      'owner changed',
      sql`update key_results set owner_id = ${p4.id} where id = ${open.keyResultIds[0]}`,
    );
    await write('renamed', sql`update users set name = 'Aaa Pessoa' where id = ${p4.id}`);
    await write(
      'score removed',
      sql`delete from key_result_scores where key_result_id = ${open.keyResultIds[1]}`,
    );
    await write(
      'key result deleted',
      sql`delete from key_results where id = ${teamB1.keyResultIds[0]}`,
    );
    await write('team deleted', sql`delete from teams where id = ${teamB.id}`);
    await write('pillar deleted', sql`delete from pillars where id = ${pillarX.id}`);
    await write('objective deleted', sql`delete from objectives where id = ${teamSecret.id}`);
    const finish = await t.app.inject({
      method: 'POST',
      url: `/api/cycles/${t1}/finish`,
      headers: co.admin.headers,
    });
    expect(finish.statusCode, finish.body).toBe(200);
    await check('finished');
  });
});
