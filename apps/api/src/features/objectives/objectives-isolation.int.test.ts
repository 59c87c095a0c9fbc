import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createCompanyWithUsers,
  createCycle,
  createObjective,
  type FixtureCompany,
} from '../../test/okr-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { keyResultBody, objectiveBody } from './objectives.test-data';

let t: TestApp;
let acme: FixtureCompany;
let rival: FixtureCompany;

beforeAll(async () => {
  t = await createTestApp();
  acme = await createCompanyWithUsers(t, { admins: 1, users: 1 });
  rival = await createCompanyWithUsers(t, { admins: 1, users: 1 });
});
afterAll(() => t.close());

describe('another company', () => {
  it("answers 404 for every route on another company's objective and key result", async () => {
    const cycle = await createCycle(t, acme.companyId);
    const objective = await createObjective(t, {
      companyId: acme.companyId,
      cycleId: cycle.id,
      ownerId: acme.admin.id,
      title: 'Segredo da Acme',
      keyResults: [{}],
    });
    const [kr] = objective.keyResultIds as [string];
    const rivalCycle = await createCycle(t, rival.companyId);
    const o = `/api/objectives/${objective.id}`;
    const attempts = [
      { method: 'GET' as const, url: o },
      {
        method: 'PUT' as const,
        url: o,
        payload: objectiveBody({ cycleId: rivalCycle.id, ownerId: rival.admin.id }),
      },
      { method: 'DELETE' as const, url: o },
      { method: 'POST' as const, url: `${o}/close`, payload: { result: 'achieved' } },
      { method: 'POST' as const, url: `${o}/reopen` },
      {
        method: 'POST' as const,
        url: `${o}/duplicate`,
        payload: { cycleId: rivalCycle.id, keyResultIds: [kr] },
      },
      {
        method: 'POST' as const,
        url: `${o}/key-results`,
        payload: keyResultBody({ ownerId: rival.admin.id }),
      },
      { method: 'GET' as const, url: `${o}/activity` },
      { method: 'GET' as const, url: `${o}/aligned` },
      {
        method: 'PUT' as const,
        url: `/api/key-results/${kr}`,
        payload: keyResultBody({ ownerId: rival.admin.id }),
      },
      { method: 'DELETE' as const, url: `/api/key-results/${kr}` },
      { method: 'GET' as const, url: `/api/objectives?cycleId=${cycle.id}` },
      { method: 'GET' as const, url: `/api/objectives/tree?cycleId=${cycle.id}` },
      { method: 'GET' as const, url: `/api/objectives/tree/nodes?parentId=${objective.id}` },
      {
        method: 'GET' as const,
        url: `/api/objectives/tree/nodes?pillarId=none&cycleId=${cycle.id}`,
      },
    ];
    for (const who of [rival.admin, rival.user]) {
      for (const attempt of attempts) {
        const response = await t.app.inject({ ...attempt, headers: who.headers });
        expect(response.statusCode, `${attempt.method} ${attempt.url}`).toBe(404);
      }
    }

    for (const url of ['/api/objectives', '/api/objectives/tree', '/api/activity']) {
      const response = await t.app.inject({ url, headers: rival.admin.headers });
      expect(response.statusCode).toBe(200);
      expect(response.body).not.toContain('Segredo da Acme');
    }
    const intact = await t.app.inject({ url: o, headers: acme.user.headers });
    expect(intact.json()).toMatchObject({ title: 'Segredo da Acme', keyResultCount: 1 });
  });
});
