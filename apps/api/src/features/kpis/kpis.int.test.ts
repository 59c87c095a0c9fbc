import { kpiMessages } from '@rumo/shared/kpis/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompanyWithUsers, createTeam, type FixtureCompany } from '../../test/okr-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { kpiValues } from './kpis.table';
import { createKpi, kpiBody, kpiCall } from './kpis.test-data';

let t: TestApp;
let acme: FixtureCompany;
let other: FixtureCompany;

beforeAll(async () => {
  t = await createTestApp();
  acme = await createCompanyWithUsers(t, { admins: 1, users: 3, name: 'Acme' });
  other = await createCompanyWithUsers(t, { admins: 1, users: 1, name: 'Outra' });
});
afterAll(() => t.close());

const person = (index: number) => {
  const found = acme.users[index];
  if (!found) throw new Error(`no user ${index}`);
  return found;
};
const call = (...args: Parameters<typeof kpiCall> extends [unknown, ...infer R] ? R : never) =>
  kpiCall(t, ...args);

describe('KPI CRUD', () => {
  it('creates, lists with team and owner, edits and archives a company KPI as admin', async () => {
    const company = await createCompanyWithUsers(t, { admins: 1, users: 1 });
    const created = await call('POST', '/api/kpis', company.admin, {
      ...kpiBody(company.user.id, {
        name: '  Churn  ',
        direction: 'lower_better',
        green: 2,
        amber: 5,
      }),
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      name: 'Churn',
      team: null,
      owner: { id: company.user.id },
      latest: null,
      status: null,
      recent: [],
      canManage: true,
      canRecord: true,
    });
    const id = created.json().id;

    const edited = await call('PUT', `/api/kpis/${id}`, company.admin, {
      ...kpiBody(company.user.id, {
        name: 'Churn mensal',
        direction: 'lower_better',
        green: 1,
        amber: 3,
      }),
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ name: 'Churn mensal', green: 1, amber: 3 });

    const archived = await call('PUT', `/api/kpis/${id}/archived`, company.admin, {
      archived: true,
    });
    expect(archived.json().archived).toBe(true);
    expect((await call('GET', '/api/kpis', company.admin)).json().total).toBe(0);
    const list = await call('GET', '/api/kpis?archived=true', company.admin);
    expect(list.json().data.map((kpi: { id: string }) => kpi.id)).toEqual([id]);
  });

  it('refuses thresholds on the wrong side, a custom unit without its name and a stranger owner', async () => {
    const wrong = await call(
      'POST',
      '/api/kpis',
      acme.admin,
      kpiBody(acme.admin.id, { green: 10, amber: 20 }),
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().issues).toEqual([
      expect.objectContaining({ path: 'amber', message: expect.stringContaining('lado pior') }),
    ]);
    const custom = await call(
      'POST',
      '/api/kpis',
      acme.admin,
      kpiBody(acme.admin.id, { unit: 'custom' }),
    );
    expect(custom.json().issues[0].message).toBe('Informe a unidade personalizada.');
    const stranger = await call('POST', '/api/kpis', acme.admin, kpiBody(other.user.id));
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json().message).toBe(kpiMessages.unknownOwner);
    const otherTeam = await createTeam(t, other.companyId);
    const team = await call(
      'POST',
      '/api/kpis',
      acme.admin,
      kpiBody(acme.admin.id, { teamId: otherTeam.id }),
    );
    expect(team.statusCode).toBe(400);
    expect(team.json().message).toBe(kpiMessages.unknownTeam);
  });

  it('filters by team and lists company KPIs first', async () => {
    const company = await createCompanyWithUsers(t, { admins: 1, users: 1 });
    const team = await createTeam(t, company.companyId, { name: 'Vendas' });
    const teamKpi = await createKpi(
      t,
      company.admin,
      kpiBody(company.admin.id, { name: 'Aa', teamId: team.id }),
    );
    const companyKpi = await createKpi(t, company.admin, kpiBody(company.admin.id, { name: 'Zz' }));
    const ids = async (query: string) =>
      (await call('GET', `/api/kpis${query}`, company.user))
        .json()
        .data.map((kpi: { id: string }) => kpi.id);
    expect(await ids('')).toEqual([companyKpi, teamKpi]);
    expect(await ids(`?teamId=${team.id}`)).toEqual([teamKpi]);
    expect(await ids('?teamId=company')).toEqual([companyKpi]);
    const page2 = await call('GET', '/api/kpis?limit=1&page=3', company.user);
    expect(page2.json()).toMatchObject({ data: [], total: 2 });
  });
});

describe('KPI permissions', () => {
  it('lets a team leader manage their team KPIs only, the owner record, and everyone read', async () => {
    const leader = person(0);
    const owner = person(1);
    const reader = person(2);
    const team = await createTeam(t, acme.companyId, {
      leaderId: leader.id,
      memberIds: [leader.id],
    });
    const otherTeam = await createTeam(t, acme.companyId);

    expect((await call('POST', '/api/kpis', leader, kpiBody(owner.id))).statusCode).toBe(403);
    expect(
      (await call('POST', '/api/kpis', leader, kpiBody(owner.id, { teamId: otherTeam.id })))
        .statusCode,
    ).toBe(403);
    const id = await createKpi(t, leader, kpiBody(owner.id, { teamId: team.id }));
    // Moving it to a team they do not lead (or to the company) is managing that one too.
    expect(
      (await call('PUT', `/api/kpis/${id}`, leader, kpiBody(owner.id, { teamId: otherTeam.id })))
        .statusCode,
    ).toBe(403);
    expect((await call('PUT', `/api/kpis/${id}`, leader, kpiBody(owner.id))).statusCode).toBe(403);

    const value = { periodStart: '2026-03-10', value: 42 };
    expect((await call('PUT', `/api/kpis/${id}/values`, owner, value)).statusCode).toBe(200);
    expect((await call('PUT', `/api/kpis/${id}/values`, leader, value)).statusCode).toBe(200);
    const refused = await call('PUT', `/api/kpis/${id}/values`, reader, value);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(kpiMessages.forbiddenRecord);
    // The owner records but does not manage.
    expect(
      (await call('PUT', `/api/kpis/${id}`, owner, kpiBody(owner.id, { teamId: team.id })))
        .statusCode,
    ).toBe(403);
    expect(
      (await call('PUT', `/api/kpis/${id}/archived`, owner, { archived: true })).statusCode,
    ).toBe(403);

    const asReader = (await call('GET', `/api/kpis/${id}`, reader)).json();
    expect(asReader).toMatchObject({ canManage: false, canRecord: false, latest: { value: 42 } });
    const asOwner = (await call('GET', `/api/kpis/${id}`, owner)).json();
    expect(asOwner).toMatchObject({ canManage: false, canRecord: true });
    const asLeader = (await call('GET', `/api/kpis/${id}`, leader)).json();
    expect(asLeader).toMatchObject({ canManage: true, canRecord: true });
  });

  it("answers 404 to another company's people on every KPI route", async () => {
    const id = await createKpi(t, acme.admin, kpiBody(acme.admin.id));
    const routes: [method: 'GET' | 'PUT' | 'POST', url: string, payload?: object][] = [
      ['GET', `/api/kpis/${id}`],
      ['PUT', `/api/kpis/${id}`, kpiBody(other.admin.id)],
      ['PUT', `/api/kpis/${id}/archived`, { archived: true }],
      ['PUT', `/api/kpis/${id}/values`, { periodStart: '2026-03-01', value: 1 }],
      ['POST', `/api/kpis/${id}/import/preview`, { csv: 'periodo,valor\n03/2026,1' }],
      ['POST', `/api/kpis/${id}/import`, { csv: 'periodo,valor\n03/2026,1' }],
    ];
    for (const [method, url, payload] of routes) {
      const response = await call(method, url, other.admin, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    const list = await call('GET', '/api/kpis', other.admin);
    expect(list.json().data.map((kpi: { id: string }) => kpi.id)).not.toContain(id);
  });
});

describe('KPI values', () => {
  it('keeps one value per period (upsert), and reads status from the latest period', async () => {
    const id = await createKpi(t, acme.admin, kpiBody(acme.user.id, { period: 'monthly' }));
    const record = (periodStart: string, value: number, note?: string) =>
      call('PUT', `/api/kpis/${id}/values`, acme.user, { periodStart, value, note });
    const first = await record('2026-02-14', 20, 'fevereiro');
    expect(first.json()).toMatchObject({ periodStart: '2026-02-01', value: 20, note: 'fevereiro' });
    await record('2026-03-31', 45);
    const again = await record('2026-03-02', 55);
    expect(again.json()).toMatchObject({
      periodStart: '2026-03-01',
      value: 55,
      recordedBy: { id: acme.user.id },
    });
    const rows = await t.db.select().from(kpiValues).where(eq(kpiValues.kpiId, id));
    expect(rows).toHaveLength(2);

    const detail = (await call('GET', `/api/kpis/${id}`, acme.admin)).json();
    expect(detail).toMatchObject({
      latest: { periodStart: '2026-03-01', value: 55 },
      status: 'healthy',
      recent: [
        { periodStart: '2026-02-01', value: 20 },
        { periodStart: '2026-03-01', value: 55 },
      ],
    });
    expect(detail.values.map((value: { periodStart: string }) => value.periodStart)).toEqual([
      '2026-03-01',
      '2026-02-01',
    ]);
    await record('2026-04-01', 40);
    const list = (await call('GET', '/api/kpis', acme.user)).json();
    expect(list.data.find((kpi: { id: string }) => kpi.id === id).status).toBe('attention');
    await record('2026-05-01', 29.5);
    expect((await call('GET', `/api/kpis/${id}`, acme.user)).json().status).toBe('critical');
  });

  it('sends the latest 12 periods to the sparkline, and refuses values on an archived KPI', async () => {
    const id = await createKpi(t, acme.admin, kpiBody(acme.admin.id, { period: 'weekly' }));
    for (let week = 0; week < 14; week++) {
      const day = new Date(Date.UTC(2026, 0, 5 + week * 7)).toISOString().slice(0, 10);
      await call('PUT', `/api/kpis/${id}/values`, acme.admin, { periodStart: day, value: week });
    }
    const kpi = (await call('GET', '/api/kpis', acme.admin))
      .json()
      .data.find((row: { id: string }) => row.id === id);
    expect(kpi.recent).toHaveLength(12);
    expect(kpi.recent[0]).toEqual({ periodStart: '2026-01-19', value: 2 });
    expect(kpi.latest).toEqual({ periodStart: '2026-04-06', value: 13 });

    await call('PUT', `/api/kpis/${id}/archived`, acme.admin, { archived: true });
    const refused = await call('PUT', `/api/kpis/${id}/values`, acme.admin, {
      periodStart: '2026-05-04',
      value: 1,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(kpiMessages.archived);
  });
});

describe('KPI CSV import', () => {
  it('previews each row with its errors, and an erroneous file writes nothing', async () => {
    const id = await createKpi(t, acme.admin, kpiBody(acme.user.id));
    await call('PUT', `/api/kpis/${id}/values`, acme.admin, {
      periodStart: '2026-01-01',
      value: 10,
    });
    const csv = 'Período;Valor\n01/2026;12,5\n2026-02-10;abc\n03/2026;7\n2026-03-15;8\n';
    const preview = await call('POST', `/api/kpis/${id}/import/preview`, acme.user, { csv });
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toMatchObject({
      fileErrors: [],
      errorCount: 3,
      rows: [
        { line: 2, periodStart: '2026-01-01', value: 12.5, replaces: true, errors: [] },
        { line: 3, periodStart: '2026-02-01', value: null, errors: ['Valor inválido: "abc".'] },
        { line: 4, errors: ['Período repetido no arquivo (linha 5).'] },
        { line: 5, errors: ['Período repetido no arquivo (linha 4).'] },
      ],
    });
    const commit = await call('POST', `/api/kpis/${id}/import`, acme.user, { csv });
    expect(commit.statusCode).toBe(400);
    expect(commit.json().message).toBe(kpiMessages.importInvalid);
    expect(commit.json().issues).toContainEqual({
      path: 'linha 3',
      message: 'Valor inválido: "abc".',
    });
    const rows = await t.db.select().from(kpiValues).where(eq(kpiValues.kpiId, id));
    expect(rows.map((row) => row.value)).toEqual([10]);
  });

  it('writes every row of a clean file in one go, replacing periods already recorded', async () => {
    const id = await createKpi(t, acme.admin, kpiBody(acme.user.id));
    await call('PUT', `/api/kpis/${id}/values`, acme.admin, {
      periodStart: '2026-01-01',
      value: 10,
    });
    const csv = 'periodo,valor\n01/2026,11\n2026-02-01,"1.234,5"\n03/2026,-2\n';
    const commit = await call('POST', `/api/kpis/${id}/import`, acme.user, { csv });
    expect(commit.statusCode).toBe(200);
    expect(commit.json()).toEqual({ imported: 3 });
    const values = (await call('GET', `/api/kpis/${id}`, acme.user)).json().values;
    expect(values.map((value: { value: number }) => value.value)).toEqual([-2, 1234.5, 11]);
  });

  it('reports missing columns and empty files as file errors', async () => {
    const id = await createKpi(t, acme.admin, kpiBody(acme.admin.id));
    const preview = async (csv: string) =>
      (await call('POST', `/api/kpis/${id}/import/preview`, acme.admin, { csv })).json();
    expect((await preview('data;total\n01/2026;1')).fileErrors).toEqual([
      'Colunas obrigatórias ausentes: periodo, valor.',
    ]);
    expect((await preview('periodo;valor\n')).fileErrors).toEqual([
      'O arquivo não tem linhas de valores.',
    ]);
    expect((await preview('periodo,valor\n"01/2026,1')).fileErrors).toEqual([
      'Não foi possível ler o arquivo como CSV.',
    ]);
  });

  it('refuses the import to people who may not record', async () => {
    const id = await createKpi(t, acme.admin, kpiBody(acme.admin.id));
    const csv = 'periodo,valor\n01/2026,1';
    expect((await call('POST', `/api/kpis/${id}/import`, person(2), { csv })).statusCode).toBe(403);
    expect(
      (await call('POST', `/api/kpis/${id}/import/preview`, person(2), { csv })).statusCode,
    ).toBe(403);
  });
});
