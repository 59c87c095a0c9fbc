import { COVERAGE_FIRST_PAGE } from '@rumo/shared/planning/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '../../test/account-fixtures';
import {
  createCompanyWithUsers,
  createCycle,
  createObjective,
  createPillar,
  type FixtureCompany,
} from '../../test/okr-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { objectives } from './objectives.table';

// The summary counts and pages each group in one statement; the "Carregar mais" pages walk the
// same groups with another. Both must tell every reader the same story, on a cycle with several
// pillars, tied titles, children aligned both ways, and private objectives and drafts that only
// some readers see.
let t: TestApp;
let company: FixtureCompany;

type Listed = { id: string; title: string; progress: number };

beforeAll(async () => {
  t = await createTestApp();
  company = await createCompanyWithUsers(t, { admins: 1, users: 2 });
  const [member, named] = company.users;
  if (!member || !named) throw new Error('fixture needs two members');
  const cycle = await createCycle(t, company.companyId);
  const growth = await createPillar(t, company.companyId, { name: 'Crescimento' });
  const people = await createPillar(t, company.companyId, { name: 'Pessoas' });
  await createPillar(t, company.companyId, { name: 'Vazio' });
  const base = { companyId: company.companyId, cycleId: cycle.id, ownerId: company.admin.id };
  let progress = 3;
  const add = async (input: Partial<Parameters<typeof createObjective>[1]>) => {
    const created = await createObjective(t, { ...base, ...input });
    progress = (progress * 7 + 11) % 100;
    await t.db.update(objectives).set({ progress }).where(eq(objectives.id, created.id));
    return created;
  };
  const parent = await add({ title: 'Pai', pillarId: growth.id });
  for (let n = 0; n < COVERAGE_FIRST_PAGE + 3; n++) {
    await add({ title: n % 3 === 0 ? 'Aa empate' : `Crescer ${n}`, pillarId: growth.id });
  }
  await add({ title: 'Filho com pilar', pillarId: growth.id, parentObjectiveId: parent.id });
  await add({ title: 'Privado no pilar', pillarId: growth.id, private: true });
  await add({ title: 'Pessoas', pillarId: people.id, level: 'team' });
  for (let n = 0; n < COVERAGE_FIRST_PAGE + 2; n++) {
    await add({
      title: n < 3 ? 'Solto' : `Solto ${n}`,
      level: n % 2 && n > 3 ? 'team' : 'company',
    });
  }
  await add({ title: 'Filho sem pilar', parentObjectiveId: parent.id });
  await add({ title: 'Filho privado', parentObjectiveId: parent.id, private: true });
  await add({ title: 'Nomeado', private: true, viewerUserIds: [named.id] });
  await add({ title: 'Rascunho do membro', status: 'draft', ownerId: member.id });
  await add({ title: 'Outro rascunho', status: 'draft', ownerId: member.id, pillarId: growth.id });
  await add({ title: 'Rascunho alheio', status: 'draft', pillarId: people.id });
});
afterAll(() => t.close());

const get = async (url: string, who: TestUser) => {
  const response = await t.app.inject({ url, headers: who.headers });
  expect(response.statusCode, url).toBe(200);
  return response.json();
};

/** Every objective of a group, through the "Carregar mais" pages. */
async function walk(pillarId: string, who: TestUser): Promise<Listed[]> {
  const rows: Listed[] = [];
  let after = '';
  for (let guard = 0; guard < 50; guard++) {
    const page = await get(
      `/api/planning/coverage/objectives?pillarId=${pillarId}&limit=3${after}`,
      who,
    );
    rows.push(...page.data);
    if (!page.nextCursor) return rows;
    after = `&after=${encodeURIComponent(page.nextCursor)}`;
  }
  throw new Error('too many pages');
}

const mean = (rows: Listed[]) =>
  rows.length === 0 ? 0 : rows.reduce((sum, row) => sum + row.progress, 0) / rows.length;

describe('the coverage summary', () => {
  it('matches the group pages and the OKR list for admin, members and a named viewer', async () => {
    const readers = [company.admin, ...company.users];
    const totals = new Set<number>();
    for (const who of readers) {
      const coverage = await get('/api/planning/coverage', who);
      const groups = [
        ...coverage.pillars.map((group: { pillar: { id: string } }) => ({
          id: group.pillar.id,
          group,
        })),
        { id: 'none', group: coverage.unaligned },
      ];
      let shown = 0;
      for (const { id, group } of groups) {
        const all = await walk(id, who);
        expect(group.objectiveCount, `${who.name} ${id}`).toBe(all.length);
        expect(group.averageProgress).toBeCloseTo(mean(all), 9);
        expect(group.objectives).toEqual(all.slice(0, COVERAGE_FIRST_PAGE));
        expect(group.nextCursor !== null).toBe(all.length > COVERAGE_FIRST_PAGE);
        shown += all.length;
      }
      const list = await get('/api/objectives/?page=1&limit=100', who);
      expect(coverage.summary.total).toBe(list.total);
      expect(coverage.summary.alignedToObjective).toBe(
        list.data.filter(
          (o: { pillar: unknown; parentObjective: unknown }) => !o.pillar && o.parentObjective,
        ).length,
      );
      expect(coverage.summary.total - coverage.summary.alignedToObjective).toBe(shown);
      totals.add(coverage.summary.total);
    }
    // Each reader saw a different cycle: the fixture really hides objectives from some of them.
    expect(totals.size).toBe(readers.length);
  });
});
