import { cycleMessages } from '@rumo/shared/cycles/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createCompanyWithUsers,
  createCycle,
  createObjective,
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

const body = { name: 'Q3 2025', startDate: '2025-07-01', endDate: '2025-09-30' };

describe('cycles', () => {
  it('lets an admin create a cycle in planning and a user read it', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/cycles',
      headers: acme.admin.headers,
      payload: body,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ ...body, status: 'planning', objectiveCount: 0 });

    const list = await t.app.inject({ url: '/api/cycles', headers: acme.user.headers });
    expect(list.statusCode).toBe(200);
    expect(list.json().data.map((cycle: { id: string }) => cycle.id)).toContain(created.json().id);
  });

  it('forbids users from writing cycles', async () => {
    const cycle = await createCycle(t, acme.companyId, { status: 'planning', name: 'Proibido' });
    const attempts = [
      { method: 'POST' as const, url: '/api/cycles', payload: body },
      { method: 'PUT' as const, url: `/api/cycles/${cycle.id}`, payload: body },
      { method: 'POST' as const, url: `/api/cycles/${cycle.id}/activate` },
      { method: 'POST' as const, url: `/api/cycles/${cycle.id}/close` },
      { method: 'DELETE' as const, url: `/api/cycles/${cycle.id}` },
    ];
    for (const attempt of attempts) {
      const response = await t.app.inject({ ...attempt, headers: acme.user.headers });
      expect(response.statusCode, attempt.url).toBe(403);
    }
  });

  it('validates the body in pt-BR with field paths', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/cycles',
      headers: acme.admin.headers,
      payload: { name: 'Q', startDate: '2025-07-01', endDate: '2025-06-01' },
    });
    expect(response.statusCode).toBe(400);
    const issues = response.json().issues as { path: string; message: string }[];
    expect(issues).toContainEqual({
      path: 'name',
      message: 'O nome do ciclo deve ter pelo menos 2 caracteres.',
    });
    expect(issues).toContainEqual({
      path: 'endDate',
      message: 'A data final deve ser posterior à data inicial.',
    });
  });

  it('requires sign-in', async () => {
    const response = await t.app.inject({ url: '/api/cycles' });
    expect(response.statusCode).toBe(401);
  });

  it('paginates, filters by status and marks the current cycle', async () => {
    const company = await createCompanyWithUsers(t, { admins: 1, users: 0 });
    const closed = await createCycle(t, company.companyId, {
      name: 'Antigo',
      startDate: '2024-01-01',
      endDate: '2024-03-31',
      status: 'closed',
    });
    const active = await createCycle(t, company.companyId, {
      name: 'Atual',
      startDate: '2024-04-01',
      endDate: '2024-06-30',
    });
    const planning = await createCycle(t, company.companyId, {
      name: 'Próximo',
      startDate: '2024-07-01',
      endDate: '2024-09-30',
      status: 'planning',
    });

    const page1 = await t.app.inject({
      url: '/api/cycles?page=1&limit=2',
      headers: company.admin.headers,
    });
    expect(page1.json()).toMatchObject({ page: 1, limit: 2, total: 3 });
    expect(page1.json().data.map((c: { id: string }) => c.id)).toEqual([planning.id, active.id]);
    expect(page1.json().data[1].isCurrent).toBe(true);
    expect(page1.json().data[0].isCurrent).toBe(false);

    const page2 = await t.app.inject({
      url: '/api/cycles?page=2&limit=2',
      headers: company.admin.headers,
    });
    expect(page2.json().data.map((c: { id: string }) => c.id)).toEqual([closed.id]);

    const onlyClosed = await t.app.inject({
      url: '/api/cycles?status=closed',
      headers: company.admin.headers,
    });
    expect(onlyClosed.json()).toMatchObject({ total: 1, data: [{ id: closed.id }] });

    const current = await t.app.inject({
      url: '/api/cycles/current',
      headers: company.admin.headers,
    });
    expect(current.json()).toMatchObject({ id: active.id, isCurrent: true });
  });

  it('answers 404 for the current cycle of a company without cycles', async () => {
    const empty = await createCompanyWithUsers(t, { admins: 0, users: 1 });
    const response = await t.app.inject({
      url: '/api/cycles/current',
      headers: empty.user.headers,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(cycleMessages.notFound);
  });

  it('updates, activates (one active at a time) and closes', async () => {
    const company = await createCompanyWithUsers(t, { admins: 1, users: 0 });
    const first = await createCycle(t, company.companyId, { status: 'planning', name: 'Um' });
    const second = await createCycle(t, company.companyId, { status: 'planning', name: 'Dois' });
    const headers = company.admin.headers;

    const updated = await t.app.inject({
      method: 'PUT',
      url: `/api/cycles/${first.id}`,
      headers,
      payload: body,
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject(body);

    const activated = await t.app.inject({
      method: 'POST',
      url: `/api/cycles/${first.id}/activate`,
      headers,
    });
    expect(activated.json()).toMatchObject({ status: 'active', isCurrent: true });

    const conflict = await t.app.inject({
      method: 'POST',
      url: `/api/cycles/${second.id}/activate`,
      headers,
    });
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json().message).toBe(cycleMessages.anotherActive);

    const closed = await t.app.inject({
      method: 'POST',
      url: `/api/cycles/${first.id}/close`,
      headers,
    });
    expect(closed.json()).toMatchObject({ status: 'closed' });

    const now = await t.app.inject({
      method: 'POST',
      url: `/api/cycles/${second.id}/activate`,
      headers,
    });
    expect(now.statusCode).toBe(200);
  });

  it('deletes an empty cycle and refuses one with objectives', async () => {
    const empty = await createCycle(t, acme.companyId, { status: 'planning', name: 'Vazio' });
    const full = await createCycle(t, acme.companyId, { status: 'planning', name: 'Cheio' });
    await createObjective(t, {
      companyId: acme.companyId,
      cycleId: full.id,
      ownerId: acme.admin.id,
    });
    const refused = await t.app.inject({
      method: 'DELETE',
      url: `/api/cycles/${full.id}`,
      headers: acme.admin.headers,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(cycleMessages.hasObjectives);
    const list = await t.app.inject({ url: '/api/cycles?limit=100', headers: acme.admin.headers });
    const counted = list.json().data.find((cycle: { id: string }) => cycle.id === full.id);
    expect(counted.objectiveCount).toBe(1);

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/cycles/${empty.id}`,
      headers: acme.admin.headers,
    });
    expect(deleted.statusCode).toBe(204);
  });

  it("answers 404 for another company's cycle and never lists it", async () => {
    const foreign = await createCycle(t, other.companyId, { status: 'planning', name: 'Alheio' });
    const headers = acme.admin.headers;
    const attempts = [
      { method: 'PUT' as const, url: `/api/cycles/${foreign.id}`, payload: body },
      { method: 'POST' as const, url: `/api/cycles/${foreign.id}/activate` },
      { method: 'POST' as const, url: `/api/cycles/${foreign.id}/close` },
      { method: 'DELETE' as const, url: `/api/cycles/${foreign.id}` },
      { method: 'GET' as const, url: `/api/cycles/${foreign.id}/export.csv` },
    ];
    for (const attempt of attempts) {
      const response = await t.app.inject({ ...attempt, headers });
      expect(response.statusCode, attempt.url).toBe(404);
    }
    const list = await t.app.inject({ url: '/api/cycles?limit=100', headers });
    expect(list.json().data.map((c: { name: string }) => c.name)).not.toContain('Alheio');
  });
});
