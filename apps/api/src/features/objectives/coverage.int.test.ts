import { cycleMessages } from '@rumo/shared/cycles/contracts';
import { COVERAGE_FIRST_PAGE, planningMessages } from '@rumo/shared/planning/contracts';
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

let t: TestApp;
let company: FixtureCompany;
let other: FixtureCompany;
let cycle: CycleFixture;
let older: CycleFixture;
let growth: { id: string };
let lonely: { id: string };
let aligned: { id: string };
const looseTitles: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  company = await createCompanyWithUsers(t, { admins: 1, users: 1 });
  other = await createCompanyWithUsers(t, { admins: 1, users: 0 });
  growth = await createPillar(t, company.companyId, { name: 'Crescimento' });
  lonely = await createPillar(t, company.companyId, { name: 'Sem objetivos' });
  cycle = await createCycle(t, company.companyId);
  const base = { companyId: company.companyId, cycleId: cycle.id, ownerId: company.admin.id };
  aligned = await createObjective(t, { ...base, title: 'Alinhado', pillarId: growth.id });
  await createObjective(t, { ...base, title: 'Filho', parentObjectiveId: aligned.id });
  for (let n = 1; n <= COVERAGE_FIRST_PAGE + 2; n++) {
    const title = `Solto ${n}. v${n}`;
    looseTitles.push(title);
    await createObjective(t, { ...base, title, level: 'team' });
  }
  older = await createCycle(t, company.companyId, { status: 'closed', name: 'Velho' });
  await createObjective(t, { ...base, cycleId: older.id, title: 'Antigo' });
});
afterAll(() => t.close());

const get = (url: string, who = company.user) => t.app.inject({ url, headers: who.headers });
const titles = (list: { title: string }[]) => list.map((objective) => objective.title);

describe('GET /api/planning/coverage', () => {
  it('summarises the cycle by alignment and lists the first objectives of each group', async () => {
    const response = await get('/api/planning/coverage');
    expect(response.statusCode).toBe(200);
    const coverage = response.json();
    expect(coverage.cycleId).toBe(cycle.id);
    expect(coverage.summary).toEqual({
      total: COVERAGE_FIRST_PAGE + 4,
      alignedToPillar: 1,
      alignedToObjective: 1,
      unaligned: COVERAGE_FIRST_PAGE + 2,
    });
    expect(coverage.pillars).toEqual([
      {
        pillar: expect.objectContaining({ id: growth.id, name: 'Crescimento' }),
        objectiveCount: 1,
        averageProgress: 0,
        objectives: [
          {
            id: aligned.id,
            title: 'Alinhado',
            level: 'company',
            progress: 0,
            ownerName: 'Admin 1',
          },
        ],
        nextCursor: null,
      },
      {
        pillar: expect.objectContaining({ id: lonely.id }),
        objectiveCount: 0,
        averageProgress: 0,
        objectives: [],
        nextCursor: null,
      },
    ]);
    expect(coverage.unaligned.objectiveCount).toBe(COVERAGE_FIRST_PAGE + 2);
    expect(titles(coverage.unaligned.objectives)).toEqual(
      looseTitles.slice(0, COVERAGE_FIRST_PAGE),
    );

    const rest = await get(
      `/api/planning/coverage/objectives?pillarId=none&after=${encodeURIComponent(coverage.unaligned.nextCursor)}`,
    );
    expect(rest.statusCode).toBe(200);
    expect(titles(rest.json().data)).toEqual(looseTitles.slice(COVERAGE_FIRST_PAGE));
    expect(rest.json().nextCursor).toBeNull();

    const old = (await get(`/api/planning/coverage?cycleId=${older.id}`)).json();
    expect(titles(old.unaligned.objectives)).toEqual(['Antigo']);
    expect(old.summary.total).toBe(1);
  });

  it('pages a group with keyset cursors, each objective once', async () => {
    const seen: string[] = [];
    let after = '';
    for (let guard = 0; guard < 10; guard++) {
      const page = await get(
        `/api/planning/coverage/objectives?pillarId=none&cycleId=${cycle.id}&limit=2${after}`,
      );
      seen.push(...titles(page.json().data));
      if (!page.json().nextCursor) break;
      after = `&after=${encodeURIComponent(page.json().nextCursor)}`;
    }
    expect(seen).toEqual(looseTitles);
    const ofPillar = await get(`/api/planning/coverage/objectives?pillarId=${growth.id}`);
    expect(ofPillar.json()).toEqual({
      data: [expect.objectContaining({ id: aligned.id })],
      nextCursor: null,
    });
  });

  it('answers empty without cycles and 404 for a foreign cycle or pillar', async () => {
    const empty = await get('/api/planning/coverage', other.admin);
    expect(empty.json()).toEqual({
      cycleId: null,
      summary: { total: 0, alignedToPillar: 0, alignedToObjective: 0, unaligned: 0 },
      pillars: [],
      unaligned: { objectiveCount: 0, averageProgress: 0, objectives: [], nextCursor: null },
    });
    const cases: [string, string][] = [
      [`/api/planning/coverage?cycleId=${cycle.id}`, cycleMessages.notFound],
      [
        `/api/planning/coverage/objectives?pillarId=none&cycleId=${cycle.id}`,
        cycleMessages.notFound,
      ],
      [`/api/planning/coverage/objectives?pillarId=${growth.id}`, planningMessages.pillarNotFound],
    ];
    await createCycle(t, other.companyId);
    for (const [url, message] of cases) {
      const response = await get(url, other.admin);
      expect(response.statusCode, url).toBe(404);
      expect(response.json().message).toBe(message);
    }
    expect((await get('/api/planning/coverage/objectives')).statusCode).toBe(400);
  });
});
