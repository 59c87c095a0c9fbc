import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CycleFixture,
  createCompanyWithUsers,
  createCycle,
  createObjective,
  createTeam,
  type FixtureCompany,
} from '../../test/okr-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { checkIns } from '../check-ins/check-ins.table';

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

const aligned = (id: string, headers = acme.admin.headers) =>
  t.app.inject({ url: `/api/objectives/${id}/aligned`, headers });

describe('GET /api/objectives/:id/aligned', () => {
  it('lists the direct children with owner, team, status and progress', async () => {
    const team = await createTeam(t, acme.companyId, { name: 'Vendas', memberIds: [acme.user.id] });
    const parent = await createObjective(t, {
      companyId: acme.companyId,
      cycleId: cycle.id,
      ownerId: acme.admin.id,
      title: 'Crescer a receita',
    });
    const child = await createObjective(t, {
      companyId: acme.companyId,
      cycleId: cycle.id,
      ownerId: acme.user.id,
      level: 'team',
      teamId: team.id,
      title: 'Vender mais',
      parentObjectiveId: parent.id,
      keyResults: [{ start: 0, target: 100, current: 40 }],
    });
    await createObjective(t, {
      companyId: acme.companyId,
      cycleId: cycle.id,
      ownerId: acme.user.id,
      level: 'individual',
      status: 'draft',
      title: 'Neto, não filho',
      parentObjectiveId: child.id,
    });

    const response = await aligned(parent.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: [
        {
          id: child.id,
          title: 'Vender mais',
          level: 'team',
          status: 'active',
          progress: 40,
          confidence: null,
          owner: { id: acme.user.id, name: 'Pessoa 1', avatar: null },
          team: { id: team.id, name: 'Vendas' },
          private: false,
        },
      ],
    });
    expect((await aligned(child.id)).json().data).toMatchObject([
      { title: 'Neto, não filho', status: 'draft' },
    ]);
  });

  it('answers an empty list for an objective without children', async () => {
    const lonely = await createObjective(t, {
      companyId: acme.companyId,
      cycleId: cycle.id,
      ownerId: acme.admin.id,
    });
    expect((await aligned(lonely.id)).json()).toEqual({ data: [] });
  });

  it("answers 404 for another company's objective", async () => {
    const parent = await createObjective(t, {
      companyId: acme.companyId,
      cycleId: cycle.id,
      ownerId: acme.admin.id,
    });
    await createObjective(t, {
      companyId: acme.companyId,
      cycleId: cycle.id,
      ownerId: acme.admin.id,
      parentObjectiveId: parent.id,
    });
    const response = await aligned(parent.id, other.admin.headers);
    expect(response.statusCode).toBe(404);
  });
});

describe('key result trend on the objective detail', () => {
  it("carries each day's latest check-in value, oldest first, in the same read", async () => {
    const objective = await createObjective(t, {
      companyId: acme.companyId,
      cycleId: cycle.id,
      ownerId: acme.admin.id,
      keyResults: [
        { start: 0, target: 100 },
        { start: 0, target: 10 },
      ],
    });
    const [first] = objective.keyResultIds as [string, string];
    const checkIn = (date: string, value: number, createdAt: string) => ({
      companyId: acme.companyId,
      keyResultId: first,
      authorId: acme.admin.id,
      value,
      previousValue: 0,
      confidence: 'on_track' as const,
      date,
      createdAt: new Date(createdAt),
    });
    await t.db
      .insert(checkIns)
      .values([
        checkIn(cycle.startDate, 10, '2020-01-01T10:00:00Z'),
        checkIn(cycle.startDate, 15, '2020-01-01T12:00:00Z'),
        checkIn(cycle.endDate, 40, '2020-01-02T10:00:00Z'),
      ]);

    const detail = (
      await t.app.inject({ url: `/api/objectives/${objective.id}`, headers: acme.admin.headers })
    ).json();
    expect(detail.keyResults[0].trend).toEqual([
      { date: cycle.startDate, value: 15 },
      { date: cycle.endDate, value: 40 },
    ]);
    expect(detail.keyResults[1].trend).toEqual([]);
  });
});
