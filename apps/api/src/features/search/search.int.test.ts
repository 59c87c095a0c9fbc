import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createCompanyWithUsers,
  createCycle,
  createObjective,
  createTeam,
  type FixtureCompany,
} from '../../test/okr-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { insertUser } from '../users/public';

let t: TestApp;
let acme: FixtureCompany;
let other: FixtureCompany;

const first = <T>(list: T[]): T => {
  const item = list[0];
  if (!item) throw new Error('fixture');
  return item;
};

beforeAll(async () => {
  t = await createTestApp();
  acme = await createCompanyWithUsers(t, { admins: 1, users: 1, name: 'Acme' });
  other = await createCompanyWithUsers(t, { admins: 1, users: 1, name: 'Outra' });
  const cycle = await createCycle(t, acme.companyId, { name: 'T4 2026' });
  const owner = first(acme.users).id;
  await createObjective(t, {
    companyId: acme.companyId,
    cycleId: cycle.id,
    ownerId: owner,
    title: 'Expandir a operação no Nordeste',
    keyResults: [{ title: 'Abrir 3 lojas na região de Recife' }, { title: 'Contratar gerente' }],
  });
  await createObjective(t, {
    companyId: acme.companyId,
    cycleId: cycle.id,
    ownerId: owner,
    title: 'Melhorar a satisfação dos clientes',
    keyResults: [{ title: 'NPS acima de 70 em todas as operações' }],
  });
  await createTeam(t, acme.companyId, { name: 'Operações' });
  await insertUser(t.db, {
    companyId: acme.companyId,
    name: 'João Operação Inativo',
    email: 'joao.inativo@acme.test',
    passwordHash: 'x',
    status: 'disabled',
  });
  await insertUser(t.db, {
    companyId: acme.companyId,
    name: 'Conceição Araújo',
    email: 'conceicao@acme.test',
    passwordHash: 'x',
    status: 'active',
  });

  // Another company with the very same words: none of it may ever reach Acme.
  const otherCycle = await createCycle(t, other.companyId, { name: 'Ciclo da outra' });
  await createObjective(t, {
    companyId: other.companyId,
    cycleId: otherCycle.id,
    ownerId: first(other.users).id,
    title: 'Operação secreta da outra empresa',
    keyResults: [{ title: 'Operação sigilosa' }],
  });
  await createTeam(t, other.companyId, { name: 'Operação Outra' });
  await insertUser(t.db, {
    companyId: other.companyId,
    name: 'Operador da Outra',
    email: 'operador@outra.test',
    passwordHash: 'x',
    status: 'active',
  });
});
afterAll(() => t.close());

const search = (q: string, who: { headers: { authorization: string } }) =>
  t.app.inject({
    method: 'GET',
    url: `/api/search?q=${encodeURIComponent(q)}`,
    headers: who.headers,
  });

type Body = {
  query: string;
  results: {
    kind: string;
    id: string;
    title: string;
    subtitle: string | null;
    objectiveId: string | null;
  }[];
};

describe('GET /api/search', () => {
  it('finds every kind, ignoring accents and case, grouped by kind', async () => {
    const response = await search('OPERAC', first(acme.users));
    expect(response.statusCode).toBe(200);
    const body = response.json<Body>();
    expect(body.query).toBe('OPERAC');
    const titles = body.results.map((row) => `${row.kind}:${row.title}`);
    expect(titles).toEqual([
      'objective:Expandir a operação no Nordeste',
      'key_result:NPS acima de 70 em todas as operações',
      'team:Operações',
    ]);
    const objective = body.results.find((row) => row.kind === 'objective');
    expect(objective?.subtitle).toBe('T4 2026');
    const keyResult = body.results.find((row) => row.kind === 'key_result');
    expect(keyResult?.subtitle).toBe('Melhorar a satisfação dos clientes');
    expect(keyResult?.objectiveId).toEqual(expect.any(String));
  });

  it('folds the accents typed in the query too', async () => {
    const body = (await search('cõnceiçao', first(acme.users))).json<Body>();
    expect(body.results.map((row) => [row.kind, row.title])).toEqual([
      ['person', 'Conceição Araújo'],
    ]);
  });

  it('never shows another company’s records', async () => {
    for (const q of ['opera', 'outra', 'sigilosa', 'secreta']) {
      const body = (await search(q, first(acme.admins))).json<Body>();
      expect(body.results.some((row) => /outra|sigilosa|secreta/i.test(row.title))).toBe(false);
    }
    const theirs = (await search('operação', first(other.users))).json<Body>();
    expect(theirs.results.map((row) => row.title).sort()).toEqual([
      'Operação Outra',
      'Operação secreta da outra empresa',
      'Operação sigilosa',
    ]);
  });

  it('shows deactivated people to admins only', async () => {
    const asUser = (await search('inativo', first(acme.users))).json<Body>();
    expect(asUser.results).toEqual([]);
    const asAdmin = (await search('inativo', first(acme.admins))).json<Body>();
    expect(asAdmin.results.map((row) => row.title)).toEqual(['João Operação Inativo']);
  });

  it('keeps at most five of a kind, names starting with the text first', async () => {
    const cycle = await createCycle(t, other.companyId, { name: 'Muitos', status: 'closed' });
    for (const index of [1, 2, 3, 4, 5, 6]) {
      await createObjective(t, {
        companyId: other.companyId,
        cycleId: cycle.id,
        ownerId: first(other.users).id,
        title: `Meta de vendas ${index}`,
      });
    }
    await createObjective(t, {
      companyId: other.companyId,
      cycleId: cycle.id,
      ownerId: first(other.users).id,
      title: 'Vendas no atacado',
    });
    const body = (await search('vendas', first(other.users))).json<Body>();
    const objectives = body.results.filter((row) => row.kind === 'objective');
    expect(objectives).toHaveLength(5);
    expect(objectives[0]?.title).toBe('Vendas no atacado');
  });

  it('ranks a word found everywhere: names starting with it, then the newest', async () => {
    const third = await createCompanyWithUsers(t, { admins: 0, users: 1, name: 'Terceira' });
    const ownerId = first(third.users).id;
    const older = await createCycle(t, third.companyId, {
      name: 'Antigo',
      startDate: '2025-01-01',
      endDate: '2025-03-31',
      status: 'closed',
    });
    const newer = await createCycle(t, third.companyId, { name: 'Atual' });
    // Fourteen objectives and key results hold "pilar"; one of each per cycle starts with it.
    // The older ones starting with it come after five newer ones in the branch's own order, so
    // only the union's part for names starting with the text can bring them to the top five.
    const numbers = [1, 2, 3, 4, 5, 6];
    await createObjective(t, {
      companyId: third.companyId,
      cycleId: older.id,
      ownerId,
      title: 'Pilar antigo',
      keyResults: [{ title: 'Pilar de KR antigo' }],
    });
    for (const cycle of [older, newer]) {
      for (const number of numbers) {
        await createObjective(t, {
          companyId: third.companyId,
          cycleId: cycle.id,
          ownerId,
          title: `Crescer o pilar ${number} (${cycle.name})`,
          keyResults: [{ title: `KR do pilar ${number} (${cycle.name})` }],
        });
      }
    }
    await createObjective(t, {
      companyId: third.companyId,
      cycleId: newer.id,
      ownerId,
      title: 'Pilar atual',
      keyResults: [{ title: 'Pilar de KR atual' }],
    });

    const body = (await search('pilar', first(third.users))).json<Body>();
    const of = (kind: string) =>
      body.results.filter((row) => row.kind === kind).map((row) => row.title);
    expect(of('objective')).toEqual([
      'Pilar atual',
      'Pilar antigo',
      'Crescer o pilar 1 (Atual)',
      'Crescer o pilar 2 (Atual)',
      'Crescer o pilar 3 (Atual)',
    ]);
    expect(of('key_result')).toEqual([
      'Pilar de KR atual',
      'Pilar de KR antigo',
      'KR do pilar 6 (Atual)',
      'KR do pilar 5 (Atual)',
      'KR do pilar 4 (Atual)',
    ]);
  });

  it('takes "%" and "_" literally', async () => {
    const body = (await search('%%', first(acme.users))).json<Body>();
    expect(body.results).toEqual([]);
  });

  it('asks for two characters at least, in pt-BR', async () => {
    const response = await search(' a ', first(acme.users));
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).toContain('pelo menos 2 caracteres');
  });

  it('answers 401 without a session', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/search?q=opera' });
    expect(response.statusCode).toBe(401);
  });
});
