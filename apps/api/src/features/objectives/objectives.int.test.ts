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
import { syncKeyResult } from './key-result-sync';
import { objectiveBody } from './objectives.test-data';

let t: TestApp;
let acme: FixtureCompany;
let cycle: CycleFixture;
let team: { id: string; name: string };

beforeAll(async () => {
  t = await createTestApp();
  acme = await createCompanyWithUsers(t, { admins: 1, users: 2 });
  team = await createTeam(t, acme.companyId, { name: 'Produto', memberIds: [acme.user.id] });
  cycle = await createCycle(t, acme.companyId);
});
afterAll(() => t.close());

const ids = (response: { json(): { data: { id: string }[] } }) =>
  response.json().data.map((item) => item.id);

describe('creating and reading objectives', () => {
  it('creates an objective and answers its detail with key results', async () => {
    const pillar = await createPillar(t, acme.companyId, { name: 'Clientes' });
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/objectives',
      headers: acme.admin.headers,
      payload: objectiveBody({
        cycleId: cycle.id,
        ownerId: acme.user.id,
        level: 'team',
        teamId: team.id,
        pillarId: pillar.id,
        description: 'Porque importa',
      }),
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      cycleId: cycle.id,
      level: 'team',
      team: { id: team.id, name: 'Produto' },
      owner: { id: acme.user.id, name: 'Pessoa 1', avatar: null },
      pillar: { id: pillar.id, name: 'Clientes' },
      parentObjective: null,
      status: 'active',
      progress: 0,
      confidence: null,
      keyResultCount: 0,
      keyResults: [],
    });

    const seeded = await createObjective(t, {
      companyId: acme.companyId,
      cycleId: cycle.id,
      ownerId: acme.admin.id,
      parentObjectiveId: created.json().id,
      keyResults: [
        { title: 'A', start: 0, target: 10, current: 5, weight: 3 },
        { title: 'B', type: 'binary', start: 0, target: 1, ownerId: acme.user.id },
      ],
    });
    const detail = await t.app.inject({
      url: `/api/objectives/${seeded.id}`,
      headers: acme.user.headers,
    });
    expect(detail.json()).toMatchObject({
      parentObjective: { id: created.json().id, title: created.json().title },
      progress: 37.5,
      keyResultCount: 2,
      keyResults: [
        { title: 'A', progress: 50, weight: 3, current: 5, owner: { name: 'Admin 1' } },
        { title: 'B', progress: 0, type: 'binary', owner: { id: acme.user.id } },
      ],
    });
  });

  it('answers 404 for an unknown objective', async () => {
    const response = await t.app.inject({
      url: '/api/objectives/00000000-0000-4000-8000-000000000000',
      headers: acme.user.headers,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Objetivo não encontrado.');
  });
});

describe('listing objectives', () => {
  it('filters, searches and paginates within the current cycle by default', async () => {
    const company = await createCompanyWithUsers(t, { admins: 1, users: 1 });
    const own = await createTeam(t, company.companyId, { memberIds: [company.user.id] });
    const current = await createCycle(t, company.companyId);
    const old = await createCycle(t, company.companyId, {
      status: 'closed',
      startDate: '2020-01-01',
      endDate: '2020-03-31',
    });
    const base = { companyId: company.companyId, cycleId: current.id, ownerId: company.admin.id };
    const strategy = await createObjective(t, { ...base, title: 'Estratégia 100%' });
    const teamGoal = await createObjective(t, {
      ...base,
      title: 'Meta do time',
      level: 'team',
      teamId: own.id,
      ownerId: company.user.id,
    });
    const draft = await createObjective(t, { ...base, title: 'Rascunho', status: 'draft' });
    const past = await createObjective(t, { ...base, cycleId: old.id, title: 'Passado' });
    // An admin sees the draft (objective-visibility.int.test.ts: who else does).
    const get = (query: string) =>
      t.app.inject({ url: `/api/objectives?${query}`, headers: company.admin.headers });

    const all = await get('');
    expect(all.json()).toMatchObject({ page: 1, limit: 20, total: 3 });
    expect(ids(all)).toEqual([strategy.id, draft.id, teamGoal.id]);
    expect(ids(await get(`teamId=${own.id}`))).toEqual([teamGoal.id]);
    expect(ids(await get(`ownerId=${company.user.id}`))).toEqual([teamGoal.id]);
    expect(ids(await get('level=team'))).toEqual([teamGoal.id]);
    expect(ids(await get('status=draft'))).toEqual([draft.id]);
    expect(ids(await get('search=ESTRAT'))).toEqual([strategy.id]);
    // LIKE wildcards typed by the user are plain characters.
    expect(ids(await get('search=100%25'))).toEqual([strategy.id]);
    expect(ids(await get('search=%25'))).toEqual([strategy.id]);
    expect(ids(await get(`cycleId=${old.id}`))).toEqual([past.id]);
    const page2 = await get('limit=2&page=2');
    expect(page2.json()).toMatchObject({ page: 2, limit: 2, total: 3 });
    expect(ids(page2)).toEqual([teamGoal.id]);
  });

  it('filters by confidence', async () => {
    const company = await createCompanyWithUsers(t, { admins: 1, users: 0 });
    const current = await createCycle(t, company.companyId);
    const base = { companyId: company.companyId, cycleId: current.id, ownerId: company.admin.id };
    const risky = await createObjective(t, { ...base, keyResults: [{}] });
    await createObjective(t, { ...base, keyResults: [{}] });
    const [kr] = risky.keyResultIds as [string];
    await syncKeyResult(t.db, company.companyId, kr, {
      current: 10,
      confidence: 'at_risk',
      lastCheckInAt: new Date(),
    });
    const response = await t.app.inject({
      url: '/api/objectives?confidence=at_risk',
      headers: company.admin.headers,
    });
    expect(ids(response)).toEqual([risky.id]);
    expect(response.json().data[0]).toMatchObject({ confidence: 'at_risk', progress: 10 });
  });

  it('answers an empty page without cycles and validates filters', async () => {
    const company = await createCompanyWithUsers(t, { admins: 1, users: 0 });
    const empty = await t.app.inject({ url: '/api/objectives', headers: company.admin.headers });
    expect(empty.json()).toEqual({ data: [], page: 1, limit: 20, total: 0 });

    const bad = await t.app.inject({
      url: '/api/objectives?level=planeta&limit=500',
      headers: company.admin.headers,
    });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .issues.map((issue: { path: string }) => issue.path)
        .sort(),
    ).toEqual(['level', 'limit']);
  });
});
