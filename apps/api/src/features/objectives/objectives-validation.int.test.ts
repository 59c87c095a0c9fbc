import { cycleMessages } from '@rumo/shared/cycles/contracts';
import { type ObjectiveBody, objectiveMessages } from '@rumo/shared/objectives/contracts';
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
import { objectiveBody } from './objectives.test-data';

let t: TestApp;
let acme: FixtureCompany;
let other: FixtureCompany;
let cycle: CycleFixture;

beforeAll(async () => {
  t = await createTestApp();
  acme = await createCompanyWithUsers(t, { admins: 1, users: 0 });
  other = await createCompanyWithUsers(t, { admins: 1, users: 0 });
  cycle = await createCycle(t, acme.companyId);
});
afterAll(() => t.close());

const send = (fields: Partial<ObjectiveBody>, id?: string) =>
  t.app.inject({
    method: id ? 'PUT' : 'POST',
    url: id ? `/api/objectives/${id}` : '/api/objectives',
    headers: acme.admin.headers,
    payload: objectiveBody({ cycleId: cycle.id, ownerId: acme.admin.id, ...fields }),
  });
const seed = (fields: { cycleId?: string; parentObjectiveId?: string; status?: 'closed' } = {}) =>
  createObjective(t, {
    companyId: acme.companyId,
    cycleId: cycle.id,
    ownerId: acme.admin.id,
    ...fields,
  });

describe('objective body validation', () => {
  it('answers pt-BR messages with field paths', async () => {
    const response = await send({ title: 'Oi', level: 'team', teamId: null });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: 'Dados inválidos. Verifique os campos destacados.',
    });
    expect(response.json().issues).toEqual(
      expect.arrayContaining([
        { path: 'title', message: 'O título do objetivo deve ter pelo menos 3 caracteres.' },
      ]),
    );
    const noTeam = await send({ level: 'team' });
    expect(noTeam.json().issues).toEqual([
      { path: 'teamId', message: 'Escolha o time deste objetivo.' },
    ]);
  });

  it('accepts a pillar or a parent, not both', async () => {
    const parent = await seed();
    const pillar = await createPillar(t, acme.companyId);
    const response = await send({ parentObjectiveId: parent.id, pillarId: pillar.id });
    expect(response.json().issues).toEqual([
      {
        path: 'pillarId',
        message: 'Alinhe o objetivo a um objetivo superior ou a um pilar, não aos dois.',
      },
    ]);
  });

  it("rejects another company's team, owner, pillar, parent and cycle", async () => {
    const foreignCycle = await createCycle(t, other.companyId);
    const foreignTeam = await createTeam(t, other.companyId);
    const foreignPillar = await createPillar(t, other.companyId);
    const foreignParent = await createObjective(t, {
      companyId: other.companyId,
      cycleId: foreignCycle.id,
      ownerId: other.admin.id,
    });
    const response = await send({
      cycleId: foreignCycle.id,
      ownerId: other.admin.id,
      level: 'team',
      teamId: foreignTeam.id,
      parentObjectiveId: foreignParent.id,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(objectiveMessages.unknownReference);
    expect(response.json().issues.map((issue: { path: string }) => issue.path)).toEqual([
      'cycleId',
      'ownerId',
      'teamId',
      'parentObjectiveId',
    ]);
    const pillar = await send({ pillarId: foreignPillar.id });
    expect(pillar.json().issues).toEqual([
      { path: 'pillarId', message: objectiveMessages.unknownReference },
    ]);
  });

  it('keeps the parent in the same cycle', async () => {
    const next = await createCycle(t, acme.companyId, { status: 'planning' });
    const parent = await seed({ cycleId: next.id });
    const response = await send({ parentObjectiveId: parent.id });
    expect(response.json().issues).toEqual([
      { path: 'parentObjectiveId', message: objectiveMessages.parentInOtherCycle },
    ]);
  });

  it('refuses loops in the parent chain', async () => {
    const root = await seed();
    const middle = await seed({ parentObjectiveId: root.id });
    const leaf = await seed({ parentObjectiveId: middle.id });
    const loop = await send({ parentObjectiveId: leaf.id }, root.id);
    expect(loop.statusCode).toBe(400);
    expect(loop.json().issues).toEqual([
      { path: 'parentObjectiveId', message: objectiveMessages.parentIsSelf },
    ]);
    const self = await send({ parentObjectiveId: root.id }, root.id);
    expect(self.json().issues[0].message).toBe(objectiveMessages.parentIsSelf);
    const fine = await send({ parentObjectiveId: root.id }, leaf.id);
    expect(fine.statusCode).toBe(200);
  });

  it('refuses closed cycles and moving a parent away from its children', async () => {
    const closed = await createCycle(t, acme.companyId, { status: 'closed' });
    const response = await send({ cycleId: closed.id });
    expect(response.json().issues).toEqual([{ path: 'cycleId', message: cycleMessages.closed }]);

    const next = await createCycle(t, acme.companyId, { status: 'planning' });
    const parent = await seed();
    await seed({ parentObjectiveId: parent.id });
    const move = await send({ cycleId: next.id }, parent.id);
    expect(move.json().issues).toEqual([
      { path: 'cycleId', message: objectiveMessages.hasChildren },
    ]);
    const lonely = await seed();
    expect((await send({ cycleId: next.id }, lonely.id)).statusCode).toBe(200);
  });

  it('refuses edits to a closed objective until it is reopened', async () => {
    const closed = await seed({ status: 'closed' });
    const response = await send({ title: 'Outro título' }, closed.id);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(objectiveMessages.closed);
  });
});
