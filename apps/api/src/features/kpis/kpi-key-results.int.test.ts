import { objectiveMessages } from '@rumo/shared/objectives/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createCompanyWithUsers,
  createCycle,
  createObjective,
  type FixtureCompany,
} from '../../test/okr-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { keyResultBody } from '../objectives/objectives.test-data';
import { createKpi, kpiBody, kpiCall } from './kpis.test-data';

let t: TestApp;
let acme: FixtureCompany;
let other: FixtureCompany;
let cycleId: string;

beforeAll(async () => {
  t = await createTestApp();
  acme = await createCompanyWithUsers(t, { admins: 1, users: 1 });
  other = await createCompanyWithUsers(t, { admins: 1, users: 0 });
  cycleId = (await createCycle(t, acme.companyId)).id;
});
afterAll(() => t.close());

describe('key result → KPI link', () => {
  it('links a key result to a KPI, shows the KPI on the key result and the key result on the KPI', async () => {
    const kpiId = await createKpi(t, acme.admin, kpiBody(acme.admin.id, { name: 'Churn' }));
    const objective = await createObjective(t, {
      companyId: acme.companyId,
      cycleId,
      ownerId: acme.admin.id,
      title: 'Reter clientes',
    });
    const created = await kpiCall(
      t,
      'POST',
      `/api/objectives/${objective.id}/key-results`,
      acme.admin,
      {
        ...keyResultBody({ ownerId: acme.admin.id, title: 'Reduzir cancelamentos' }),
        kpiId,
      },
    );
    expect(created.statusCode).toBe(201);
    expect(created.json().kpi).toEqual({ id: kpiId, name: 'Churn' });

    const detail = (await kpiCall(t, 'GET', `/api/objectives/${objective.id}`, acme.user)).json();
    expect(detail.keyResults[0].kpi).toEqual({ id: kpiId, name: 'Churn' });
    const kpi = (await kpiCall(t, 'GET', `/api/kpis/${kpiId}`, acme.user)).json();
    expect(kpi.keyResults).toEqual([
      {
        id: created.json().id,
        title: 'Reduzir cancelamentos',
        objective: { id: objective.id, name: 'Reter clientes' },
      },
    ]);

    // Clearing the link.
    const cleared = await kpiCall(t, 'PUT', `/api/key-results/${created.json().id}`, acme.admin, {
      ...keyResultBody({ ownerId: acme.admin.id, title: 'Reduzir cancelamentos' }),
      kpiId: null,
    });
    expect(cleared.json().kpi).toBeNull();
    expect((await kpiCall(t, 'GET', `/api/kpis/${kpiId}`, acme.user)).json().keyResults).toEqual(
      [],
    );
  });

  it("refuses another company's KPI on a key result, alone or with a new objective", async () => {
    const foreign = await createKpi(t, other.admin, kpiBody(other.admin.id));
    const objective = await createObjective(t, {
      companyId: acme.companyId,
      cycleId,
      ownerId: acme.admin.id,
    });
    const alone = await kpiCall(
      t,
      'POST',
      `/api/objectives/${objective.id}/key-results`,
      acme.admin,
      {
        ...keyResultBody({ ownerId: acme.admin.id }),
        kpiId: foreign,
      },
    );
    expect(alone.statusCode).toBe(400);
    expect(alone.json().issues).toEqual([
      { path: 'kpiId', message: objectiveMessages.unknownReference },
    ]);
    const withObjective = await kpiCall(t, 'POST', '/api/objectives', acme.admin, {
      cycleId,
      title: 'Objetivo novo',
      level: 'company',
      ownerId: acme.admin.id,
      keyResults: [{ ...keyResultBody({ ownerId: acme.admin.id }), kpiId: foreign }],
    });
    expect(withObjective.statusCode).toBe(400);
    expect(withObjective.json().issues).toEqual([
      { path: 'keyResults.0.kpiId', message: objectiveMessages.unknownReference },
    ]);
  });

  it('lists on the KPI only the key results whose objective the reader may see', async () => {
    const kpiId = await createKpi(t, acme.admin, kpiBody(acme.admin.id, { name: 'NPS' }));
    const secret = await createObjective(t, {
      companyId: acme.companyId,
      cycleId,
      ownerId: acme.admin.id,
      title: 'Objetivo sigiloso',
      private: true,
    });
    const linked = await kpiCall(
      t,
      'POST',
      `/api/objectives/${secret.id}/key-results`,
      acme.admin,
      {
        ...keyResultBody({ ownerId: acme.admin.id, title: 'KR sigiloso' }),
        kpiId,
      },
    );
    expect(linked.statusCode).toBe(201);
    const titles = async (who: typeof acme.admin) =>
      (await kpiCall(t, 'GET', `/api/kpis/${kpiId}`, who))
        .json()
        .keyResults.map((keyResult: { title: string }) => keyResult.title);
    expect(await titles(acme.admin)).toEqual(['KR sigiloso']);
    expect(await titles(acme.user)).toEqual([]);
  });
});
