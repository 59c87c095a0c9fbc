import { planningMessages } from '@rumo/shared/planning/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createCompanyWithUsers,
  createCycle,
  createObjective,
  createPillar,
  type FixtureCompany,
} from '../../test/okr-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let acme: FixtureCompany;
let other: FixtureCompany;

beforeAll(async () => {
  t = await createTestApp();
  acme = await createCompanyWithUsers(t, { admins: 1, users: 1 });
  other = await createCompanyWithUsers(t, { admins: 1, users: 0 });
});
afterAll(() => t.close());

const plan = {
  mission: 'Levar rumo às empresas',
  vision: 'Ser referência',
  values: ['Foco', 'Ética'],
};

describe('strategic plan', () => {
  it('starts empty, is saved by an admin and read by a user', async () => {
    const empty = await t.app.inject({ url: '/api/planning', headers: acme.user.headers });
    expect(empty.json()).toEqual({ mission: null, vision: null, values: [], pillars: [] });

    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/planning',
      headers: acme.admin.headers,
      payload: plan,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject(plan);

    const again = await t.app.inject({
      method: 'PUT',
      url: '/api/planning',
      headers: acme.admin.headers,
      payload: { ...plan, mission: '' },
    });
    expect(again.json().mission).toBeNull();

    const read = await t.app.inject({ url: '/api/planning', headers: acme.user.headers });
    expect(read.json()).toMatchObject({ mission: null, vision: plan.vision, values: plan.values });

    const foreign = await t.app.inject({ url: '/api/planning', headers: other.admin.headers });
    expect(foreign.json().vision).toBeNull();
  });

  it('forbids users from writing the plan and pillars', async () => {
    const pillar = await createPillar(t, acme.companyId);
    const pillarBody = { name: 'Clientes', color: '#228be6' };
    const attempts = [
      { method: 'PUT' as const, url: '/api/planning', payload: plan },
      { method: 'POST' as const, url: '/api/pillars', payload: pillarBody },
      { method: 'PUT' as const, url: `/api/pillars/${pillar.id}`, payload: pillarBody },
      { method: 'DELETE' as const, url: `/api/pillars/${pillar.id}` },
    ];
    for (const attempt of attempts) {
      const response = await t.app.inject({ ...attempt, headers: acme.user.headers });
      expect(response.statusCode, `${attempt.method} ${attempt.url}`).toBe(403);
    }
  });

  it('validates in pt-BR with field paths', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/pillars',
      headers: acme.admin.headers,
      payload: { name: 'X', color: 'azul' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toEqual(
      expect.arrayContaining([
        { path: 'name', message: 'O nome do pilar deve ter pelo menos 2 caracteres.' },
        { path: 'color', message: 'Escolha uma cor válida.' },
      ]),
    );
    const values = await t.app.inject({
      method: 'PUT',
      url: '/api/planning',
      headers: acme.admin.headers,
      payload: { ...plan, values: ['ok', ''] },
    });
    expect(values.json().issues).toEqual([{ path: 'values.1', message: 'Informe o valor.' }]);
  });
});

describe('pillars', () => {
  it('creates, updates and deletes in order, unaligning objectives', async () => {
    const company = await createCompanyWithUsers(t, { admins: 1, users: 0 });
    const headers = company.admin.headers;
    const first = await t.app.inject({
      method: 'POST',
      url: '/api/pillars',
      headers,
      payload: { name: 'Clientes', description: 'Encantar', color: '#228be6' },
    });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ name: 'Clientes', description: 'Encantar' });
    const second = await t.app.inject({
      method: 'POST',
      url: '/api/pillars',
      headers,
      payload: { name: 'Pessoas', color: '#40c057' },
    });

    const updated = await t.app.inject({
      method: 'PUT',
      url: `/api/pillars/${first.json().id}`,
      headers,
      payload: { name: 'Clientes felizes', color: '#fa5252' },
    });
    expect(updated.json()).toMatchObject({ name: 'Clientes felizes', description: null });

    const read = await t.app.inject({ url: '/api/planning', headers });
    expect(read.json().pillars.map((p: { name: string }) => p.name)).toEqual([
      'Clientes felizes',
      'Pessoas',
    ]);

    const cycle = await createCycle(t, company.companyId);
    const objective = await createObjective(t, {
      companyId: company.companyId,
      cycleId: cycle.id,
      ownerId: company.admin.id,
      pillarId: second.json().id,
    });
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/pillars/${second.json().id}`,
      headers,
    });
    expect(deleted.statusCode).toBe(204);
    const detail = await t.app.inject({ url: `/api/objectives/${objective.id}`, headers });
    expect(detail.json().pillar).toBeNull();
  });

  it("answers 404 for another company's pillar", async () => {
    const foreign = await createPillar(t, other.companyId);
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/pillars/${foreign.id}`,
      headers: acme.admin.headers,
      payload: { name: 'Roubado', color: '#000000' },
    });
    expect(put.statusCode).toBe(404);
    expect(put.json().message).toBe(planningMessages.pillarNotFound);
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/pillars/${foreign.id}`,
      headers: acme.admin.headers,
    });
    expect(del.statusCode).toBe(404);
  });
});
