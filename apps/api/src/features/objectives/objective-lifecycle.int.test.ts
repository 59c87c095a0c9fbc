import { cycleMessages } from '@rumo/shared/cycles/contracts';
import { objectiveMessages } from '@rumo/shared/objectives/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CycleFixture,
  createCompanyWithUsers,
  createCycle,
  createObjective,
  createPillar,
  type FixtureCompany,
} from '../../test/okr-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { checkIns } from '../check-ins/check-ins.table';
import { syncKeyResult } from './key-result-sync';
import { keyResults } from './objectives.table';
import { keyResultBody } from './objectives.test-data';

let t: TestApp;
let acme: FixtureCompany;
let cycle: CycleFixture;

beforeAll(async () => {
  t = await createTestApp();
  acme = await createCompanyWithUsers(t, { admins: 1, users: 1 });
  cycle = await createCycle(t, acme.companyId);
});
afterAll(() => t.close());

const post = (url: string, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers: acme.admin.headers, payload });

describe('closing and reopening', () => {
  it('closes with a result and comment, then reopens', async () => {
    const objective = await createObjective(t, {
      companyId: acme.companyId,
      cycleId: cycle.id,
      ownerId: acme.admin.id,
      keyResults: [{}],
    });
    const url = `/api/objectives/${objective.id}`;
    const closed = await post(`${url}/close`, { result: 'achieved', comment: 'Batemos a meta' });
    expect(closed.statusCode).toBe(200);
    expect(closed.json()).toMatchObject({
      status: 'closed',
      result: 'achieved',
      closingComment: 'Batemos a meta',
    });

    const addKr = await post(`${url}/key-results`, keyResultBody({ ownerId: acme.admin.id }));
    expect(addKr.statusCode).toBe(409);
    expect(addKr.json().message).toBe(objectiveMessages.closed);

    const invalid = await post(`${url}/close`, { result: 'talvez' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().issues[0].path).toBe('result');

    const reopened = await post(`${url}/reopen`);
    expect(reopened.json()).toMatchObject({ status: 'active', result: null, closingComment: null });
    const again = await post(`${url}/reopen`);
    expect(again.json().status).toBe('active');
  });
});

describe('duplicating', () => {
  it('copies into another cycle as a draft with the chosen key results reset', async () => {
    const pillar = await createPillar(t, acme.companyId);
    const parent = await createObjective(t, {
      companyId: acme.companyId,
      cycleId: cycle.id,
      ownerId: acme.admin.id,
    });
    const source = await createObjective(t, {
      companyId: acme.companyId,
      cycleId: cycle.id,
      ownerId: acme.user.id,
      level: 'individual',
      parentObjectiveId: parent.id,
      keyResults: [
        { title: 'Levar', start: 10, target: 20, current: 18 },
        { title: 'Deixar', start: 0, target: 5, current: 5 },
      ],
    });
    const [carried] = source.keyResultIds as [string];
    await syncKeyResult(t.db, acme.companyId, carried, {
      current: 18,
      confidence: 'at_risk',
      lastCheckInAt: new Date(),
    });
    const next = await createCycle(t, acme.companyId, { status: 'planning', name: 'Próximo' });

    const copy = await post(`/api/objectives/${source.id}/duplicate`, {
      cycleId: next.id,
      keyResultIds: [carried],
    });
    expect(copy.statusCode).toBe(201);
    expect(copy.json()).toMatchObject({
      cycleId: next.id,
      status: 'draft',
      level: 'individual',
      owner: { id: acme.user.id },
      parentObjective: null,
      progress: 0,
      confidence: null,
      keyResults: [
        { title: 'Levar', start: 10, target: 20, current: 10, progress: 0, confidence: null },
      ],
    });
    expect(copy.json().id).not.toBe(source.id);
    const copiedKr = copy.json().keyResults[0].id;
    const copiedCheckIns = await t.db
      .select()
      .from(checkIns)
      .where(eq(checkIns.keyResultId, copiedKr));
    expect(copiedCheckIns).toEqual([]);

    // Inside the same cycle the parent stays; the pillar always does.
    const sameCycle = await post(`/api/objectives/${source.id}/duplicate`, {
      cycleId: cycle.id,
      keyResultIds: [],
    });
    expect(sameCycle.json()).toMatchObject({ parentObjective: { id: parent.id }, keyResults: [] });
    const aligned = await createObjective(t, {
      companyId: acme.companyId,
      cycleId: cycle.id,
      ownerId: acme.admin.id,
      pillarId: pillar.id,
    });
    const withPillar = await post(`/api/objectives/${aligned.id}/duplicate`, {
      cycleId: next.id,
      keyResultIds: [],
    });
    expect(withPillar.json().pillar).toMatchObject({ id: pillar.id });
  });

  it('rejects key results of another objective and closed cycles', async () => {
    const source = await createObjective(t, {
      companyId: acme.companyId,
      cycleId: cycle.id,
      ownerId: acme.admin.id,
    });
    const stranger = await createObjective(t, {
      companyId: acme.companyId,
      cycleId: cycle.id,
      ownerId: acme.admin.id,
      keyResults: [{}],
    });
    const closed = await createCycle(t, acme.companyId, { status: 'closed' });
    const response = await post(`/api/objectives/${source.id}/duplicate`, {
      cycleId: closed.id,
      keyResultIds: stranger.keyResultIds,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toEqual([
      { path: 'cycleId', message: cycleMessages.closed },
      { path: 'keyResultIds', message: objectiveMessages.keyResultNotFound },
    ]);
  });
});

describe('deleting', () => {
  it('removes the objective with its key results', async () => {
    const objective = await createObjective(t, {
      companyId: acme.companyId,
      cycleId: cycle.id,
      ownerId: acme.admin.id,
      keyResults: [{}, {}],
    });
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/objectives/${objective.id}`,
      headers: acme.admin.headers,
    });
    expect(response.statusCode).toBe(204);
    const left = await t.db
      .select()
      .from(keyResults)
      .where(eq(keyResults.objectiveId, objective.id));
    expect(left).toEqual([]);
    const gone = await t.app.inject({
      url: `/api/objectives/${objective.id}`,
      headers: acme.admin.headers,
    });
    expect(gone.statusCode).toBe(404);
  });
});
