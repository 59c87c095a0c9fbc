import { objectiveListSchema } from '@rumo/shared/objectives/contracts';
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

// The list is one prepared statement (cycle, total and page together): these pin the edges
// that statement has to get right on its own.
let t: TestApp;
let acme: FixtureCompany;
let other: FixtureCompany;
let cycle: CycleFixture;
let team: { id: string };

type ListBody = {
  data: { id: string; title: string }[];
  page: number;
  limit: number;
  total: number;
};

async function list(company: FixtureCompany, query: string) {
  const response = await t.app.inject({
    url: `/api/objectives?${query}`,
    headers: company.admin.headers,
  });
  if (response.statusCode === 200) {
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
  }
  return { statusCode: response.statusCode, body: response.json() as ListBody };
}
const titles = (body: ListBody) => body.data.map((item) => item.title);

beforeAll(async () => {
  t = await createTestApp();
  acme = await createCompanyWithUsers(t, { admins: 1, users: 2, name: 'Acme' });
  other = await createCompanyWithUsers(t, { admins: 1, users: 1, name: 'Outra' });
  team = await createTeam(t, acme.companyId, { memberIds: [acme.user.id] });
  cycle = await createCycle(t, acme.companyId);
  const objective = (title: string, extra: Record<string, unknown> = {}) =>
    createObjective(t, {
      companyId: acme.companyId,
      cycleId: cycle.id,
      ownerId: acme.admin.id,
      title,
      ...extra,
    });
  await objective('Crescer receita');
  await objective('Crescer base', { level: 'team', teamId: team.id, ownerId: acme.user.id });
  await objective('Crescer 100% dos times', { level: 'team', teamId: team.id, status: 'draft' });
  await objective('Reduzir churn', { level: 'team', teamId: team.id, ownerId: acme.user.id });
  await objective('Contratar', { level: 'individual', teamId: team.id });
  // Another company with the same titles, in its own active cycle.
  const otherCycle = await createCycle(t, other.companyId);
  for (const title of ['Crescer receita', 'Crescer base']) {
    await createObjective(t, {
      companyId: other.companyId,
      cycleId: otherCycle.id,
      ownerId: other.admin.id,
      title,
    });
  }
});
afterAll(() => t.close());

describe('the objective list statement', () => {
  it('reports the true total on a page past the end', async () => {
    const { statusCode, body } = await list(acme, 'page=9&limit=2');
    expect(statusCode).toBe(200);
    expect(body).toEqual({ data: [], page: 9, limit: 2, total: 5 });
    const filtered = await list(acme, `page=3&limit=100&teamId=${team.id}`);
    expect(filtered.body).toEqual({ data: [], page: 3, limit: 100, total: 4 });
  });

  it('orders by level, title and id across pages', async () => {
    const first = await list(acme, 'limit=2');
    const second = await list(acme, 'page=2&limit=2');
    const third = await list(acme, 'page=3&limit=2');
    expect([...titles(first.body), ...titles(second.body), ...titles(third.body)]).toEqual([
      'Crescer receita',
      'Crescer 100% dos times',
      'Crescer base',
      'Reduzir churn',
      'Contratar',
    ]);
    expect([first.body.total, second.body.total, third.body.total]).toEqual([5, 5, 5]);
  });

  it('combines filters, with fresh values on every call of the same statement', async () => {
    const combined = await list(
      acme,
      `teamId=${team.id}&level=team&status=active&ownerId=${acme.user.id}&search=crescer`,
    );
    expect(titles(combined.body)).toEqual(['Crescer base']);
    expect(combined.body.total).toBe(1);
    const sameShape = await list(
      acme,
      `teamId=${team.id}&level=team&status=active&ownerId=${acme.user.id}&search=churn`,
    );
    expect(titles(sameShape.body)).toEqual(['Reduzir churn']);
    // The user's % is literal, not a wildcard.
    const percent = await list(acme, 'search=100%25');
    expect(titles(percent.body)).toEqual(['Crescer 100% dos times']);
    const none = await list(acme, 'search=inexistente&level=company');
    expect(none.body).toEqual({ data: [], page: 1, limit: 20, total: 0 });
  });

  it("never shows another company's objectives, nor lets it name a cycle of ours", async () => {
    const theirs = await list(other, 'limit=100');
    expect(titles(theirs.body)).toEqual(['Crescer base', 'Crescer receita']);
    expect(theirs.body.total).toBe(2);
    const ourCycle = await list(other, `cycleId=${cycle.id}`);
    expect(ourCycle.statusCode).toBe(404);
    const ourTeam = await list(other, `teamId=${team.id}`);
    expect(ourTeam.body).toEqual({ data: [], page: 1, limit: 20, total: 0 });
  });
});

describe('the cycle the list opens on', () => {
  it('follows the current cycle: active, else the newest planning, else the newest closed', async () => {
    const company = await createCompanyWithUsers(t, { admins: 1, users: 0, name: 'Ciclos' });
    const inCycle = async (
      name: string,
      status: 'planning' | 'closed' | 'active',
      start: string,
    ) => {
      const created = await createCycle(t, company.companyId, {
        name,
        status,
        startDate: start,
        endDate: `${start.slice(0, 4)}-12-31`,
      });
      await createObjective(t, {
        companyId: company.companyId,
        cycleId: created.id,
        ownerId: company.admin.id,
        title: `Objetivo de ${name}`,
      });
      return created;
    };
    const current = async () => {
      const listed = await list(company, '');
      const cycles = await t.app.inject({
        url: '/api/cycles/current',
        headers: company.admin.headers,
      });
      return { titles: titles(listed.body), currentCycle: cycles.json().name };
    };

    await inCycle('2023', 'closed', '2023-01-01');
    await inCycle('2024', 'closed', '2024-01-01');
    expect(await current()).toEqual({ titles: ['Objetivo de 2024'], currentCycle: '2024' });
    await inCycle('2030', 'planning', '2030-01-01');
    await inCycle('2031', 'planning', '2031-01-01');
    expect(await current()).toEqual({ titles: ['Objetivo de 2031'], currentCycle: '2031' });
    const active = await inCycle('2025', 'active', '2025-01-01');
    expect(await current()).toEqual({ titles: ['Objetivo de 2025'], currentCycle: '2025' });
    const asked = await list(company, `cycleId=${active.id}&search=2025`);
    expect(asked.body.total).toBe(1);
  });

  it('answers each objective exactly as its page does (the list builds its JSON in SQL)', async () => {
    const pillar = await createPillar(t, acme.companyId, { name: 'Clientes' });
    const parent = await createObjective(t, {
      companyId: acme.companyId,
      cycleId: cycle.id,
      ownerId: acme.admin.id,
      title: 'Alinhado acima',
    });
    await createObjective(t, {
      companyId: acme.companyId,
      cycleId: cycle.id,
      ownerId: acme.user.id,
      title: 'Completo',
      level: 'team',
      teamId: team.id,
      pillarId: pillar.id,
      parentObjectiveId: parent.id,
      keyResults: [
        { title: 'A', start: 0, target: 10, current: 5, weight: 3 },
        { title: 'B', type: 'binary', start: 0, target: 1 },
      ],
    });
    const { body } = await list(acme, 'limit=100');
    // The page is sent as PostgreSQL wrote it, without the response schema: it must be what
    // the schema would have sent (nothing more, nothing of another type).
    expect(objectiveListSchema.parse(body)).toStrictEqual(body);
    const full = body.data.find((item) => item.title === 'Completo');
    expect(full).toMatchObject({
      team: { id: team.id },
      pillar: { id: pillar.id, name: 'Clientes' },
      parentObjective: { id: parent.id, title: 'Alinhado acima' },
      keyResultCount: 2,
    });
    for (const item of body.data) {
      const page = await t.app.inject({
        url: `/api/objectives/${item.id}`,
        headers: acme.admin.headers,
      });
      const {
        keyResults: _keyResults,
        viewerUserIds: _u,
        viewerTeamIds: _t,
        approvalNote: _approvalNote,
        teamLeaderId: _teamLeaderId,
        ...detail
      } = page.json();
      expect(item).toEqual(detail);
    }
  });
});
