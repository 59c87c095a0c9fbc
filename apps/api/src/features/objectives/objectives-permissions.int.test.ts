import type { ObjectiveBody } from '@rumo/shared/objectives/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '../../test/account-fixtures';
import {
  type CycleFixture,
  createCompanyWithUsers,
  createCycle,
  createObjective,
  createTeam,
  type FixtureCompany,
} from '../../test/okr-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { keyResultBody, objectiveBody } from './objectives.test-data';

let t: TestApp;
let acme: FixtureCompany;
let admin: TestUser;
let ana: TestUser;
let bruno: TestUser;
let teamA: { id: string };
let teamB: { id: string };
let cycle: CycleFixture;

beforeAll(async () => {
  t = await createTestApp();
  acme = await createCompanyWithUsers(t, { admins: 1, users: 2 });
  admin = acme.admin;
  [ana, bruno] = acme.users as [TestUser, TestUser];
  teamA = await createTeam(t, acme.companyId, { memberIds: [ana.id] });
  teamB = await createTeam(t, acme.companyId, { memberIds: [bruno.id] });
  cycle = await createCycle(t, acme.companyId);
});
afterAll(() => t.close());

const create = (who: TestUser, fields: Partial<ObjectiveBody> & { ownerId: string }) =>
  t.app.inject({
    method: 'POST',
    url: '/api/objectives',
    headers: who.headers,
    payload: objectiveBody({ cycleId: cycle.id, ...fields }),
  });

/** An objective owned by `owner`, with one key result owned by `krOwner`. */
const seed = (owner: TestUser, krOwner: TestUser = owner) =>
  createObjective(t, {
    companyId: acme.companyId,
    cycleId: cycle.id,
    ownerId: owner.id,
    level: 'individual',
    keyResults: [{ ownerId: krOwner.id }],
  });

describe('creating objectives', () => {
  it('lets a user create an individual objective for themselves only', async () => {
    expect((await create(ana, { level: 'individual', ownerId: ana.id })).statusCode).toBe(201);
    expect((await create(ana, { level: 'individual', ownerId: bruno.id })).statusCode).toBe(403);
  });

  it('lets a user create team objectives for their own team only', async () => {
    const own = await create(ana, { level: 'team', teamId: teamA.id, ownerId: ana.id });
    expect(own.statusCode).toBe(201);
    const otherTeam = await create(ana, { level: 'team', teamId: teamB.id, ownerId: ana.id });
    expect(otherTeam.statusCode).toBe(403);
  });

  it("keeps a user's individual objectives out of other teams", async () => {
    const mine = { level: 'individual' as const, ownerId: ana.id };
    expect((await create(ana, { ...mine, teamId: teamB.id })).statusCode).toBe(403);
    expect((await create(ana, { ...mine, teamId: teamA.id })).statusCode).toBe(201);
    expect((await create(admin, { ...mine, teamId: teamB.id })).statusCode).toBe(201);
  });

  it('keeps company objectives to admins', async () => {
    expect((await create(ana, { level: 'company', ownerId: ana.id })).statusCode).toBe(403);
    expect((await create(admin, { level: 'company', ownerId: ana.id })).statusCode).toBe(201);
  });

  it('lets an admin create any level for anyone', async () => {
    expect((await create(admin, { level: 'individual', ownerId: bruno.id })).statusCode).toBe(201);
    const team = await create(admin, { level: 'team', teamId: teamB.id, ownerId: ana.id });
    expect(team.statusCode).toBe(201);
  });
});

describe('managing objectives', () => {
  const edit = (who: TestUser, id: string, fields: Partial<ObjectiveBody> & { ownerId: string }) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/objectives/${id}`,
      headers: who.headers,
      payload: objectiveBody({ cycleId: cycle.id, level: 'individual', ...fields }),
    });

  it('lets a user edit what they own, within the create rule', async () => {
    const own = await seed(ana);
    expect((await edit(ana, own.id, { ownerId: ana.id, title: 'Novo título' })).statusCode).toBe(
      200,
    );
    // Handing it to someone else or promoting it to company level is not theirs to do.
    expect((await edit(ana, own.id, { ownerId: bruno.id })).statusCode).toBe(403);
    expect((await edit(ana, own.id, { ownerId: ana.id, level: 'company' })).statusCode).toBe(403);
  });

  it("refuses a user's changes to someone else's objective", async () => {
    const theirs = await seed(bruno);
    const headers = ana.headers;
    expect((await edit(ana, theirs.id, { ownerId: bruno.id })).statusCode).toBe(403);
    const attempts = [
      { method: 'DELETE' as const, url: `/api/objectives/${theirs.id}` },
      {
        method: 'POST' as const,
        url: `/api/objectives/${theirs.id}/close`,
        payload: { result: 'achieved' },
      },
      { method: 'POST' as const, url: `/api/objectives/${theirs.id}/reopen` },
      {
        method: 'POST' as const,
        url: `/api/objectives/${theirs.id}/key-results`,
        payload: keyResultBody({ ownerId: ana.id }),
      },
      {
        method: 'POST' as const,
        url: `/api/objectives/${theirs.id}/duplicate`,
        payload: { cycleId: cycle.id, keyResultIds: [] },
      },
    ];
    for (const attempt of attempts) {
      const response = await t.app.inject({ ...attempt, headers });
      expect(response.statusCode, `${attempt.method} ${attempt.url}`).toBe(403);
    }
  });

  it('lets a user close, reopen, duplicate and delete their own objective', async () => {
    const own = await seed(ana);
    const url = `/api/objectives/${own.id}`;
    const headers = ana.headers;
    const closed = await t.app.inject({
      method: 'POST',
      url: `${url}/close`,
      headers,
      payload: { result: 'partial' },
    });
    expect(closed.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: `${url}/reopen`, headers })).statusCode).toBe(
      200,
    );
    const copy = await t.app.inject({
      method: 'POST',
      url: `${url}/duplicate`,
      headers,
      payload: { cycleId: cycle.id, keyResultIds: own.keyResultIds },
    });
    expect(copy.statusCode).toBe(201);
    expect((await t.app.inject({ method: 'DELETE', url, headers })).statusCode).toBe(204);
  });

  it("lets an admin manage anyone's objective", async () => {
    const theirs = await seed(bruno);
    expect((await edit(admin, theirs.id, { ownerId: ana.id })).statusCode).toBe(200);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/objectives/${theirs.id}`,
      headers: admin.headers,
    });
    expect(deleted.statusCode).toBe(204);
  });
});

describe('managing key results', () => {
  const editKr = (who: TestUser, id: string, ownerId: string) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/key-results/${id}`,
      headers: who.headers,
      payload: keyResultBody({ ownerId, title: 'Título alterado' }),
    });
  const deleteKr = (who: TestUser, id: string) =>
    t.app.inject({ method: 'DELETE', url: `/api/key-results/${id}`, headers: who.headers });

  it('lets a user add key results to their own objective', async () => {
    const own = await seed(ana);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/objectives/${own.id}/key-results`,
      headers: ana.headers,
      payload: keyResultBody({ ownerId: bruno.id }),
    });
    expect(response.statusCode).toBe(201);
  });

  it('lets the key result owner and the objective owner edit it, nobody else', async () => {
    const brunosWithAnasKr = await seed(bruno, ana);
    const [krOfAna] = brunosWithAnasKr.keyResultIds as [string];
    expect((await editKr(ana, krOfAna, ana.id)).statusCode).toBe(200);
    expect((await editKr(bruno, krOfAna, ana.id)).statusCode).toBe(200);

    const brunosOwn = await seed(bruno);
    const [krOfBruno] = brunosOwn.keyResultIds as [string];
    expect((await editKr(ana, krOfBruno, bruno.id)).statusCode).toBe(403);
    expect((await deleteKr(ana, krOfBruno)).statusCode).toBe(403);
    expect((await editKr(admin, krOfBruno, bruno.id)).statusCode).toBe(200);
    expect((await deleteKr(bruno, krOfBruno)).statusCode).toBe(204);
  });
});
