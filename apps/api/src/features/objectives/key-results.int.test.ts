import { objectiveMessages } from '@rumo/shared/objectives/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CycleFixture,
  createCompanyWithUsers,
  createCycle,
  createObjective,
  type FixtureCompany,
} from '../../test/okr-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { syncKeyResult } from './key-result-sync';
import { keyResultBody } from './objectives.test-data';

let t: TestApp;
let acme: FixtureCompany;
let other: FixtureCompany;
let cycle: CycleFixture;

beforeAll(async () => {
  t = await createTestApp();
  acme = await createCompanyWithUsers(t, { admins: 1, users: 1 });
  other = await createCompanyWithUsers(t, { admins: 1, users: 0 });
  cycle = await createCycle(t, acme.companyId);
});
afterAll(() => t.close());

const emptyObjective = () =>
  createObjective(t, { companyId: acme.companyId, cycleId: cycle.id, ownerId: acme.admin.id });
const detail = (id: string) =>
  t.app.inject({ url: `/api/objectives/${id}`, headers: acme.admin.headers });
const addKr = (objectiveId: string, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: `/api/objectives/${objectiveId}/key-results`,
    headers: acme.admin.headers,
    payload,
  });
const putKr = (id: string, payload: object) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/key-results/${id}`,
    headers: acme.admin.headers,
    payload,
  });

describe('key results', () => {
  it('starts at the start value and feeds the objective progress', async () => {
    const objective = await emptyObjective();
    const created = await addKr(
      objective.id,
      keyResultBody({
        ownerId: acme.user.id,
        unit: 'custom',
        customUnit: 'clientes',
        dueDate: '2025-12-31',
      }),
    );
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      objectiveId: objective.id,
      start: 20,
      target: 60,
      current: 20,
      progress: 0,
      unit: 'custom',
      customUnit: 'clientes',
      owner: { id: acme.user.id, name: 'Pessoa 1' },
      dueDate: '2025-12-31',
      confidence: null,
      lastCheckInAt: null,
    });

    // A keep type holds at its start value, so the objective moves at once.
    const kept = await addKr(
      objective.id,
      keyResultBody({ ownerId: acme.admin.id, type: 'keep_above', start: 90, target: 80 }),
    );
    expect(kept.json().progress).toBe(100);
    expect((await detail(objective.id)).json()).toMatchObject({ progress: 50, keyResultCount: 2 });
  });

  it('recomputes progress on update: current follows start until the first check-in', async () => {
    const objective = await emptyObjective();
    const created = await addKr(objective.id, keyResultBody({ ownerId: acme.admin.id }));
    const id = created.json().id;

    const moved = await putKr(id, keyResultBody({ ownerId: acme.admin.id, start: 30, target: 50 }));
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ start: 30, current: 30, progress: 0 });

    await syncKeyResult(t.db, acme.companyId, id, {
      current: 40,
      confidence: 'on_track',
      lastCheckInAt: new Date(),
    });
    const retargeted = await putKr(
      id,
      keyResultBody({ ownerId: acme.admin.id, start: 30, target: 35 }),
    );
    expect(retargeted.json()).toMatchObject({ current: 40, progress: 100, confidence: 'on_track' });
    expect((await detail(objective.id)).json()).toMatchObject({
      progress: 100,
      confidence: 'on_track',
    });

    const weighted = await addKr(
      objective.id,
      keyResultBody({ ownerId: acme.admin.id, weight: 3 }),
    );
    expect(weighted.statusCode).toBe(201);
    expect((await detail(objective.id)).json().progress).toBe(25);
  });

  it('deletes a key result and refreshes the objective', async () => {
    const objective = await createObjective(t, {
      companyId: acme.companyId,
      cycleId: cycle.id,
      ownerId: acme.admin.id,
      keyResults: [{ current: 100 }, { current: 0 }],
    });
    expect((await detail(objective.id)).json().progress).toBe(50);
    const [, second] = objective.keyResultIds as [string, string];
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/key-results/${second}`,
      headers: acme.admin.headers,
    });
    expect(response.statusCode).toBe(204);
    expect((await detail(objective.id)).json()).toMatchObject({ progress: 100, keyResultCount: 1 });
  });

  it('validates in pt-BR with field paths', async () => {
    const objective = await emptyObjective();
    const response = await addKr(objective.id, {
      ...keyResultBody({ ownerId: acme.admin.id }),
      type: 'decrease',
      start: 10,
      target: 20,
      unit: 'custom',
      weight: 0,
      decimals: 7,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toEqual(
      expect.arrayContaining([
        { path: 'weight', message: 'O peso deve ser maior que zero.' },
        { path: 'decimals', message: 'Use de 0 a 4 casas decimais.' },
      ]),
    );
    const refined = await addKr(objective.id, {
      ...keyResultBody({ ownerId: acme.admin.id }),
      type: 'decrease',
      start: 10,
      target: 20,
      unit: 'custom',
    });
    expect(refined.json().issues).toEqual([
      { path: 'customUnit', message: 'Informe a unidade personalizada.' },
      { path: 'target', message: 'Para reduzir, a meta deve ser menor que o valor inicial.' },
    ]);
    const foreignOwner = await addKr(objective.id, keyResultBody({ ownerId: other.admin.id }));
    expect(foreignOwner.json().issues).toEqual([
      { path: 'ownerId', message: objectiveMessages.unknownReference },
    ]);
  });

  it('answers 404 for unknown key results', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    const response = await putKr(id, keyResultBody({ ownerId: acme.admin.id }));
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(objectiveMessages.keyResultNotFound);
  });
});
