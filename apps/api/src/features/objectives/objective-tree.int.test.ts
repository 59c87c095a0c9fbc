import { cycleMessages } from '@rumo/shared/cycles/contracts';
import { objectiveMessages } from '@rumo/shared/objectives/contracts';
import { TREE_FIRST_PAGE } from '@rumo/shared/objectives/tree';
import { planningMessages } from '@rumo/shared/planning/contracts';
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
let acme: FixtureCompany;
let other: FixtureCompany;
let cycle: CycleFixture;
let growth: { id: string };
let people: { id: string };
let root: { id: string };
const looseTitles: string[] = [];

type Node = { id: string; title: string; childCount: number };
type Page = { data: Node[]; nextCursor: string | null };

beforeAll(async () => {
  t = await createTestApp();
  acme = await createCompanyWithUsers(t, { admins: 1, users: 1 });
  other = await createCompanyWithUsers(t, { admins: 1, users: 0 });
  cycle = await createCycle(t, acme.companyId);
  growth = await createPillar(t, acme.companyId, { name: 'Crescimento' });
  people = await createPillar(t, acme.companyId, { name: 'Pessoas' });
  const base = { companyId: acme.companyId, cycleId: cycle.id, ownerId: acme.admin.id };
  root = await createObjective(t, { ...base, title: 'Raiz', pillarId: growth.id });
  for (const title of ['Filho B', 'Filho A. Com ponto', 'Filho C']) {
    await createObjective(t, { ...base, title, level: 'team', parentObjectiveId: root.id });
  }
  await createObjective(t, { ...base, title: 'Outra raiz', level: 'team', pillarId: growth.id });
  // More roots without a pillar than the first answer carries, some titles with dots.
  for (let n = 1; n <= TREE_FIRST_PAGE + 3; n++) {
    const title = `Solto ${String(n).padStart(2, '0')}.v${n % 3}`;
    looseTitles.push(title);
    await createObjective(t, { ...base, title, level: n % 2 ? 'team' : 'individual' });
  }
  // Another cycle's objectives never show.
  const older = await createCycle(t, acme.companyId, { status: 'closed', name: 'Antigo' });
  await createObjective(t, { ...base, cycleId: older.id, title: 'De outro ciclo' });
});
afterAll(() => t.close());

const get = (url: string, who = acme.user) => t.app.inject({ url, headers: who.headers });

/** Every node of a scope, walking the cursors `limit` at a time. */
async function walk(query: string, limit: number): Promise<Node[]> {
  const all: Node[] = [];
  let after: string | null = null;
  for (let guard = 0; guard < 50; guard++) {
    const cursor: string = after ? `&after=${encodeURIComponent(after)}` : '';
    const response = await get(`/api/objectives/tree/nodes?${query}&limit=${limit}${cursor}`);
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json() as Page;
    expect(page.data.length).toBeLessThanOrEqual(limit);
    all.push(...page.data);
    after = page.nextCursor;
    if (!after) return all;
  }
  throw new Error('the cursors never ended');
}

// Team before individual, then by title: the list's order.
const listOrder = (titles: string[]) =>
  [...titles].sort((a, b) => {
    const level = (title: string) => Number(title.match(/(\d+)\./)?.[1]) % 2;
    return level(b) - level(a) || a.localeCompare(b);
  });

describe('GET /api/objectives/tree', () => {
  it('answers the roots per pillar group with counts and a first page only', async () => {
    const response = await get('/api/objectives/tree');
    expect(response.statusCode).toBe(200);
    const tree = response.json();
    expect(tree.cycleId).toBe(cycle.id);
    expect(
      tree.groups.map((group: { pillar: { id: string } | null }) => group.pillar?.id ?? null),
    ).toEqual([growth.id, null]);
    const [pillarGroup, loose] = tree.groups;
    expect(pillarGroup.rootCount).toBe(2);
    // 'Raiz', its three children and 'Outra raiz'.
    expect(pillarGroup.objectiveCount).toBe(5);
    expect(pillarGroup.nextCursor).toBeNull();
    expect(pillarGroup.roots[0]).toEqual({
      id: root.id,
      title: 'Raiz',
      level: 'company',
      status: 'active',
      progress: 0,
      confidence: null,
      owner: { id: acme.admin.id, name: 'Admin 1', avatar: null },
      team: null,
      private: false,
      pillarId: growth.id,
      childCount: 3,
    });
    expect(pillarGroup.roots[1]).toMatchObject({ title: 'Outra raiz', childCount: 0 });
    expect(loose.rootCount).toBe(TREE_FIRST_PAGE + 3);
    // The older cycle's objective is not counted.
    expect(loose.objectiveCount).toBe(TREE_FIRST_PAGE + 3);
    expect(loose.roots).toHaveLength(TREE_FIRST_PAGE);
    expect(loose.roots.map((node: Node) => node.title)).toEqual(
      listOrder(looseTitles).slice(0, TREE_FIRST_PAGE),
    );
    expect(loose.nextCursor).toEqual(expect.any(String));

    const rest = await get(
      `/api/objectives/tree/nodes?pillarId=none&after=${encodeURIComponent(loose.nextCursor)}`,
    );
    expect(rest.json().data.map((node: Node) => node.title)).toEqual(
      listOrder(looseTitles).slice(TREE_FIRST_PAGE),
    );
    expect(rest.json().nextCursor).toBeNull();
  });

  it("counts every objective of a pillar group's subtrees, at any depth, of the company only", async () => {
    const counted = await createCycle(t, acme.companyId, { status: 'planning', name: 'Contagem' });
    const base = { companyId: acme.companyId, cycleId: counted.id, ownerId: acme.admin.id };
    const top = await createObjective(t, { ...base, title: 'Topo', pillarId: people.id });
    const left = await createObjective(t, {
      ...base,
      title: 'Esquerda',
      parentObjectiveId: top.id,
    });
    await createObjective(t, { ...base, title: 'Direita', parentObjectiveId: top.id });
    // A child keeps its own pillar (or none) and still counts under its root's group.
    const grandchild = await createObjective(t, {
      ...base,
      title: 'Neto',
      level: 'team',
      pillarId: growth.id,
      parentObjectiveId: left.id,
    });
    const loose = await createObjective(t, { ...base, title: 'Sem pilar' });
    await createObjective(t, { ...base, title: 'Filho solto', parentObjectiveId: loose.id });
    // Another company's objectives never count, even pointed at this company's.
    await createObjective(t, {
      companyId: other.companyId,
      cycleId: counted.id,
      ownerId: other.admin.id,
      title: 'Intruso',
      parentObjectiveId: grandchild.id,
    });
    await createObjective(t, {
      companyId: other.companyId,
      cycleId: counted.id,
      ownerId: other.admin.id,
      title: 'Raiz alheia',
      pillarId: people.id,
    });

    const response = await get(`/api/objectives/tree?cycleId=${counted.id}`);
    expect(response.statusCode, response.body).toBe(200);
    const groups = response.json().groups as {
      pillar: { id: string } | null;
      rootCount: number;
      objectiveCount: number;
    }[];
    expect(
      groups.map(({ pillar, rootCount, objectiveCount }) => [
        pillar?.id ?? null,
        rootCount,
        objectiveCount,
      ]),
    ).toEqual([
      [people.id, 1, 4],
      [null, 1, 2],
    ]);
  });

  it('answers the cycle even when empty, none without cycles, 404 for a foreign cycle', async () => {
    const empty = await createCycle(t, acme.companyId, { status: 'planning' });
    expect((await get(`/api/objectives/tree?cycleId=${empty.id}`)).json()).toEqual({
      cycleId: empty.id,
      groups: [],
    });
    const lonely = await createCompanyWithUsers(t, { admins: 1, users: 0, name: 'Sem ciclos' });
    expect((await get('/api/objectives/tree', lonely.admin)).json()).toEqual({
      cycleId: null,
      groups: [],
    });
    const foreign = await get(`/api/objectives/tree?cycleId=${cycle.id}`, other.admin);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(cycleMessages.notFound);
  });
});

describe('GET /api/objectives/tree/nodes', () => {
  it('pages through a group with keyset cursors, each node once, in list order', async () => {
    const loose = await walk('pillarId=none', 4);
    expect(loose.map((node) => node.title)).toEqual(listOrder(looseTitles));
    const ofPillar = await walk(`pillarId=${growth.id}&cycleId=${cycle.id}`, 1);
    expect(ofPillar.map((node) => node.title)).toEqual(['Raiz', 'Outra raiz']);
    expect(await walk(`pillarId=${people.id}`, 5)).toEqual([]);
  });

  it("answers an objective's children, paged", async () => {
    const children = await walk(`parentId=${root.id}`, 2);
    expect(children.map((node) => node.title)).toEqual([
      'Filho A. Com ponto',
      'Filho B',
      'Filho C',
    ]);
    const [leaf] = children as [Node];
    expect(await walk(`parentId=${leaf.id}`, 20)).toEqual([]);
  });

  it("answers 404 for another company's objective, pillar or cycle", async () => {
    const cases: [string, string][] = [
      [`parentId=${root.id}`, objectiveMessages.notFound],
      [`pillarId=${growth.id}`, planningMessages.pillarNotFound],
      [`pillarId=none&cycleId=${cycle.id}`, cycleMessages.notFound],
    ];
    await createCycle(t, other.companyId);
    for (const [query, message] of cases) {
      const response = await get(`/api/objectives/tree/nodes?${query}`, other.admin);
      expect(response.statusCode, query).toBe(404);
      expect(response.json().message).toBe(message);
    }
  });

  it('asks for one scope and a well-formed cursor', async () => {
    const both = await get(`/api/objectives/tree/nodes?parentId=${root.id}&pillarId=none`);
    expect(both.statusCode).toBe(400);
    expect((await get('/api/objectives/tree/nodes')).statusCode).toBe(400);
    const bad = await get('/api/objectives/tree/nodes?pillarId=none&after=team.nao-e-id.X');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues[0].message).toBe('Cursor de paginação inválido.');
    expect((await get('/api/objectives/tree/nodes?pillarId=none&limit=101')).statusCode).toBe(400);
  });
});
