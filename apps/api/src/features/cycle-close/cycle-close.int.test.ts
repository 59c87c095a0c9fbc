import { cycleCloseMessages } from '@rumo/shared/cycle-close/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CycleFixture,
  createCompanyWithUsers,
  createCycle,
  createObjective,
  createPillar,
  createTeam,
  type FixtureCompany,
} from '../../test/okr-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let acme: FixtureCompany;
let other: FixtureCompany;
let past: CycleFixture;
let next: CycleFixture;

beforeAll(async () => {
  t = await createTestApp();
  acme = await createCompanyWithUsers(t, { admins: 1, users: 2 });
  other = await createCompanyWithUsers(t, { admins: 1, users: 0, name: 'Outra' });
  past = await createCycle(t, acme.companyId, {
    name: 'T1',
    startDate: '2026-01-01',
    endDate: '2026-03-31',
  });
  next = await createCycle(t, acme.companyId, {
    name: 'T2',
    startDate: '2026-04-01',
    endDate: '2026-06-30',
    status: 'planning',
  });
});
afterAll(() => t.close());

const call = (
  method: 'GET' | 'PUT' | 'POST',
  url: string,
  headers: Record<string, string>,
  payload?: object,
) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

/** An objective of the admin's with one key result owned by `ownerId` at `current` %. */
const objectiveWith = (ownerId: string, current: number, extra = {}) =>
  createObjective(t, {
    companyId: acme.companyId,
    cycleId: past.id,
    ownerId: acme.admin.id,
    title: `Objetivo ${current}`,
    keyResults: [{ ownerId, current }],
    ...extra,
  });

describe('final scores', () => {
  it('suggests the score from progress and needs a reason only when the score differs', async () => {
    const objective = await objectiveWith(acme.user.id, 64);
    const kr = objective.keyResultIds[0];
    const closing = await call('GET', `/api/cycles/${past.id}/closing`, acme.admin.headers);
    const row = closing.json().objectives.find((o: { id: string }) => o.id === objective.id)
      .keyResults[0];
    expect(row).toMatchObject({ suggested: 0.6, score: null, canScore: true });

    const same = await call('PUT', `/api/key-results/${kr}/score`, acme.user.headers, {
      score: 0.6,
    });
    expect(same.statusCode).toBe(200);
    expect(same.json()).toMatchObject({ score: 0.6, suggested: 0.6, reason: null, applied: false });

    const noReason = await call('PUT', `/api/key-results/${kr}/score`, acme.user.headers, {
      score: 0.8,
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().issues).toEqual([
      { path: 'reason', message: cycleCloseMessages.reasonRequired },
    ]);

    const withReason = await call('PUT', `/api/key-results/${kr}/score`, acme.user.headers, {
      score: 0.8,
      reason: 'O contrato fechou depois do último check-in.',
    });
    expect(withReason.json()).toMatchObject({ score: 0.8, scoredBy: { id: acme.user.id } });

    const offStep = await call('PUT', `/api/key-results/${kr}/score`, acme.admin.headers, {
      score: 0.75,
      reason: 'x',
    });
    expect(offStep.statusCode).toBe(400);
  });

  it('lets the key result owner, the objective owner and an admin score; no one else', async () => {
    const objective = await objectiveWith(acme.user.id, 30);
    const kr = objective.keyResultIds[0];
    const stranger = acme.users[1]?.headers ?? {};
    const body = { score: 0.3 };
    expect((await call('PUT', `/api/key-results/${kr}/score`, stranger, body)).statusCode).toBe(
      403,
    );
    expect(
      (await call('PUT', `/api/key-results/${kr}/score`, acme.user.headers, body)).statusCode,
    ).toBe(200);
    expect(
      (await call('PUT', `/api/key-results/${kr}/score`, acme.admin.headers, body)).statusCode,
    ).toBe(200);
    const foreign = await call('PUT', `/api/key-results/${kr}/score`, other.admin.headers, body);
    expect(foreign.statusCode).toBe(404);
  });

  it('shows a member only the objectives they own or hold a key result in', async () => {
    const mine = await objectiveWith(acme.user.id, 10);
    const closing = await call(
      'GET',
      `/api/cycles/${past.id}/closing`,
      acme.users[1]?.headers ?? {},
    );
    expect(closing.json().canClose).toBe(false);
    expect(closing.json().objectives.map((o: { id: string }) => o.id)).not.toContain(mine.id);
    const own = await call('GET', `/api/cycles/${past.id}/closing`, acme.user.headers);
    expect(own.json().objectives.map((o: { id: string }) => o.id)).toContain(mine.id);
    expect(own.json().nextCycles).toEqual([{ id: next.id, name: 'T2' }]);
  });
});

describe('retrospective', () => {
  it('is written by the objective owner or an admin, with length limits', async () => {
    const objective = await objectiveWith(acme.user.id, 50);
    const url = `/api/objectives/${objective.id}/retrospective`;
    const body = { worked: 'Rituais semanais', learned: 'Metas menores', continues: 'Expansão' };
    expect((await call('PUT', url, acme.user.headers, body)).statusCode).toBe(403);
    const saved = await call('PUT', url, acme.admin.headers, body);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ ...body, author: { id: acme.admin.id } });
    expect((await call('PUT', url, acme.admin.headers, {})).statusCode).toBe(400);
    const long = await call('PUT', url, acme.admin.headers, { worked: 'x'.repeat(601) });
    expect(long.statusCode).toBe(400);
  });
});

describe('carry-over', () => {
  it('copies an unfinished objective into a later cycle, linked both ways, once per cycle', async () => {
    const objective = await objectiveWith(acme.admin.id, 40);
    const url = `/api/objectives/${objective.id}/carry-over`;
    const body = { cycleId: next.id, keyResultIds: objective.keyResultIds };
    const carried = await call('POST', url, acme.admin.headers, body);
    expect(carried.statusCode).toBe(201);
    expect(carried.json()).toMatchObject({
      cycleId: next.id,
      cycleName: 'T2',
      title: 'Objetivo 40',
    });
    const copyId = carried.json().objectiveId;

    const copy = await call('GET', `/api/objectives/${copyId}`, acme.admin.headers);
    expect(copy.json()).toMatchObject({ cycleId: next.id, status: 'draft', keyResultCount: 1 });
    const back = await call('GET', `/api/objectives/${copyId}/carry-links`, acme.admin.headers);
    expect(back.json()).toEqual({
      carriedFrom: {
        objectiveId: objective.id,
        title: 'Objetivo 40',
        cycleId: past.id,
        cycleName: 'T1',
      },
      carriedInto: [],
    });
    const forth = await call(
      'GET',
      `/api/objectives/${objective.id}/carry-links`,
      acme.admin.headers,
    );
    expect(forth.json().carriedInto).toEqual([
      { objectiveId: copyId, title: 'Objetivo 40', cycleId: next.id, cycleName: 'T2' },
    ]);

    const again = await call('POST', url, acme.admin.headers, body);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(cycleCloseMessages.alreadyCarried);
  });

  it('refuses finished objectives, earlier cycles and people who do not manage it', async () => {
    const done = await objectiveWith(acme.admin.id, 100);
    const finished = await call(
      'POST',
      `/api/objectives/${done.id}/carry-over`,
      acme.admin.headers,
      {
        cycleId: next.id,
        keyResultIds: [],
      },
    );
    expect(finished.statusCode).toBe(409);
    const open = await objectiveWith(acme.admin.id, 20);
    const same = await call('POST', `/api/objectives/${open.id}/carry-over`, acme.admin.headers, {
      cycleId: past.id,
      keyResultIds: [],
    });
    expect(same.statusCode).toBe(400);
    const member = await call('POST', `/api/objectives/${open.id}/carry-over`, acme.user.headers, {
      cycleId: next.id,
      keyResultIds: [],
    });
    expect(member.statusCode).toBe(403);
    const foreign = await call(
      'POST',
      `/api/objectives/${open.id}/carry-over`,
      other.admin.headers,
      {
        cycleId: next.id,
        keyResultIds: [],
      },
    );
    expect(foreign.statusCode).toBe(404);
  });
});

describe('finishing and the report', () => {
  it('applies the suggestion to unscored key results, closes the cycle, and the report sums the scores', async () => {
    const t2 = await createTestApp();
    try {
      const co = await createCompanyWithUsers(t2, { admins: 1, users: 1 });
      const cycle = await createCycle(t2, co.companyId, { name: 'T3' });
      const team = await createTeam(t2, co.companyId, { name: 'Vendas' });
      const pillar = await createPillar(t2, co.companyId, { name: 'Crescimento' });
      const sales = await createObjective(t2, {
        companyId: co.companyId,
        cycleId: cycle.id,
        ownerId: co.admin.id,
        teamId: team.id,
        pillarId: pillar.id,
        keyResults: [
          { ownerId: co.user.id, current: 90 },
          { ownerId: co.admin.id, current: 20 },
        ],
      });
      await createObjective(t2, {
        companyId: co.companyId,
        cycleId: cycle.id,
        ownerId: co.admin.id,
        keyResults: [{ ownerId: co.user.id, current: 50 }],
      });
      const put = (url: string, payload: object) =>
        t2.app.inject({ method: 'PUT', url, headers: co.admin.headers, payload });
      await put(`/api/key-results/${sales.keyResultIds[0]}/score`, {
        score: 1,
        reason: 'Bateu no último dia',
      });
      await put(`/api/objectives/${sales.id}/retrospective`, { worked: 'Cadência', learned: null });

      const member = await t2.app.inject({
        method: 'POST',
        url: `/api/cycles/${cycle.id}/finish`,
        headers: co.user.headers,
      });
      expect(member.statusCode).toBe(403);
      const finished = await t2.app.inject({
        method: 'POST',
        url: `/api/cycles/${cycle.id}/finish`,
        headers: co.admin.headers,
      });
      expect(finished.statusCode).toBe(200);
      expect(finished.json().cycle.status).toBe('closed');
      const scores = finished
        .json()
        .objectives.flatMap((o: { keyResults: { score: { score: number } }[] }) =>
          o.keyResults.map((k) => k.score),
        );
      const byScore = [...scores].sort((a, b) => a.score - b.score);
      expect(byScore).toEqual([
        expect.objectContaining({ score: 0.2, applied: true, scoredBy: null }),
        expect.objectContaining({ score: 0.5, applied: true, scoredBy: null }),
        expect.objectContaining({ score: 1, applied: false, reason: 'Bateu no último dia' }),
      ]);

      const report = await t2.app.inject({
        method: 'GET',
        url: `/api/cycles/${cycle.id}/report`,
        headers: co.user.headers,
      });
      expect(report.statusCode).toBe(200);
      // Scores 1 (Pessoa 1, Vendas), 0.2 (Admin 1, Vendas), 0.5 (Pessoa 1, no team).
      expect(report.json()).toMatchObject({
        keyResultCount: 3,
        suggestedCount: 2,
        averageScore: 0.57,
        byTeam: [
          { id: team.id, name: 'Vendas', average: 0.6, count: 2 },
          { id: null, name: 'Sem time', average: 0.5, count: 1 },
        ],
        byPillar: [
          { id: pillar.id, name: 'Crescimento', average: 0.6, count: 2 },
          { id: null, name: 'Sem pilar', average: 0.5, count: 1 },
        ],
        byPerson: [
          { id: co.user.id, name: 'Pessoa 1', average: 0.75, count: 2 },
          { id: co.admin.id, name: 'Admin 1', average: 0.2, count: 1 },
        ],
        distribution: [
          { band: 'low', count: 1 },
          { band: 'mid', count: 1 },
          { band: 'high', count: 1 },
        ],
        retrospectives: [{ objectiveId: sales.id, worked: 'Cadência', learned: null }],
      });

      const foreign = await t2.app.inject({
        method: 'GET',
        url: `/api/cycles/${cycle.id}/report`,
        headers: acme.admin.headers,
      });
      expect(foreign.statusCode).toBe(401);
    } finally {
      await t2.close();
    }
  });

  it("answers 404 for another company's cycle", async () => {
    for (const url of [`/api/cycles/${past.id}/report`, `/api/cycles/${past.id}/closing`]) {
      expect((await call('GET', url, other.admin.headers)).statusCode).toBe(404);
    }
    expect(
      (await call('POST', `/api/cycles/${past.id}/finish`, other.admin.headers)).statusCode,
    ).toBe(404);
  });
});

describe('private objectives (h/visibility)', () => {
  it('keeps a private objective out of the report, the checklist and the carry links of who may not see it', async () => {
    const secret = await createObjective(t, {
      companyId: acme.companyId,
      cycleId: past.id,
      ownerId: acme.admin.id,
      title: 'Aquisição sigilosa',
      private: true,
      viewerUserIds: [acme.user.id],
      keyResults: [{ ownerId: acme.admin.id, current: 10 }],
    });
    await call('PUT', `/api/objectives/${secret.id}/retrospective`, acme.admin.headers, {
      worked: 'Sigilo',
    });
    const carried = await call(
      'POST',
      `/api/objectives/${secret.id}/carry-over`,
      acme.admin.headers,
      {
        cycleId: next.id,
        keyResultIds: [],
      },
    );
    const outsider = acme.users[1]?.headers ?? {};
    for (const url of [`/api/cycles/${past.id}/report`, `/api/cycles/${past.id}/closing`]) {
      const hidden = await call('GET', url, outsider);
      expect(hidden.statusCode).toBe(200);
      expect(hidden.body).not.toContain('Aquisição sigilosa');
      expect((await call('GET', url, acme.admin.headers)).body).toContain('Aquisição sigilosa');
    }
    // A named viewer reads it in the report (the checklist lists only their own objectives).
    const viewer = await call('GET', `/api/cycles/${past.id}/report`, acme.user.headers);
    expect(viewer.body).toContain('Aquisição sigilosa');
    const links = `/api/objectives/${carried.json().objectiveId}/carry-links`;
    expect((await call('GET', links, outsider)).statusCode).toBe(404);
    expect(
      (await call('GET', `/api/objectives/${secret.id}/carry-links`, outsider)).statusCode,
    ).toBe(404);
    const score = await call('PUT', `/api/key-results/${secret.keyResultIds[0]}/score`, outsider, {
      score: 0.1,
    });
    expect(score.statusCode).toBe(404);
  });
});

describe('a large cycle', () => {
  it('comes a page at a time, with the totals of every page', async () => {
    const t2 = await createTestApp();
    try {
      const co = await createCompanyWithUsers(t2, { admins: 1, users: 1 });
      const cycle = await createCycle(t2, co.companyId, { name: 'Grande' });
      for (let n = 10; n < 35; n++) {
        await createObjective(t2, {
          companyId: co.companyId,
          cycleId: cycle.id,
          ownerId: co.admin.id,
          title: `Objetivo ${n}`,
          keyResults: [{ ownerId: n < 13 ? co.user.id : co.admin.id, current: 50 }, {}],
        });
      }
      const page = (url: string, headers = co.admin.headers) =>
        t2.app.inject({ url: `/api/cycles/${cycle.id}/closing${url}`, headers });
      const first = (await page('')).json();
      expect(first).toMatchObject({ page: 1, limit: 20, total: 25, unscoredCount: 50 });
      expect(first.objectives).toHaveLength(20);
      expect(first.objectives[0].keyResults).toHaveLength(2);
      const second = (await page('?page=2&limit=20')).json();
      expect(second.objectives.map((o: { title: string }) => o.title)).toEqual(
        ['30', '31', '32', '33', '34'].map((n) => `Objetivo ${n}`),
      );
      // A member's scope is counted the same way: the 3 objectives they hold a key result in.
      const member = (await page('?limit=2', co.user.headers)).json();
      expect(member).toMatchObject({ total: 3, unscoredCount: 6 });
      expect(member.objectives).toHaveLength(2);
      expect((await page('?limit=101')).statusCode).toBe(400);
      expect((await page('?page=0')).statusCode).toBe(400);
    } finally {
      await t2.close();
    }
  });

  // One INSERT of every suggested score passed PostgreSQL's 65,535 parameters (7 a row) past
  // ~9,400 unscored key results: "Encerrar ciclo" answered 500 on a large company.
  it('finishes a cycle of ten thousand unscored key results', async () => {
    const t2 = await createTestApp();
    try {
      const co = await createCompanyWithUsers(t2, { admins: 1, users: 0 });
      const cycle = await createCycle(t2, co.companyId, { name: 'Enorme' });
      const objective = await createObjective(t2, {
        companyId: co.companyId,
        cycleId: cycle.id,
        ownerId: co.admin.id,
      });
      await t2.db.execute(sql`
        insert into key_results (company_id, objective_id, title, type, start_value,
          target_value, current_value, owner_id)
        select ${co.companyId}, ${objective.id}, 'Resultado ' || n, 'increase', 0, 10, 5,
          ${co.admin.id}
        from generate_series(1, 10000) as n`);
      const finished = await t2.app.inject({
        method: 'POST',
        url: `/api/cycles/${cycle.id}/finish`,
        headers: co.admin.headers,
      });
      expect(finished.statusCode, finished.body).toBe(200);
      expect(finished.json().unscoredCount).toBe(0);
    } finally {
      await t2.close();
    }
  }, 120_000);
});
