import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createCompanyWithUsers,
  createCycle,
  createObjective,
  createTeam,
  type FixtureCompany,
} from '../../test/okr-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let acme: FixtureCompany;

beforeAll(async () => {
  t = await createTestApp();
  acme = await createCompanyWithUsers(t, { admins: 1, users: 1 });
});
afterAll(() => t.close());

describe('GET /api/cycles/:id/export.csv', () => {
  it('exports objectives and key results for Excel pt-BR', async () => {
    const cycle = await createCycle(t, acme.companyId, { name: 'Ciclo Ação 1' });
    const team = await createTeam(t, acme.companyId, { name: 'Vendas', memberIds: [acme.user.id] });
    await createObjective(t, {
      companyId: acme.companyId,
      cycleId: cycle.id,
      ownerId: acme.admin.id,
      title: 'Crescer; com "qualidade"',
      keyResults: [
        { title: 'Receita', start: 0, target: 200, current: 50.5, unit: 'currency' },
        { title: '=HYPERLINK("x")', type: 'binary', start: 0, target: 1, ownerId: acme.user.id },
      ],
    });
    await createObjective(t, {
      companyId: acme.companyId,
      cycleId: cycle.id,
      ownerId: acme.user.id,
      level: 'team',
      teamId: team.id,
      title: 'Sem resultados-chave',
    });

    const response = await t.app.inject({
      url: `/api/cycles/${cycle.id}/export.csv`,
      headers: acme.user.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="okrs-Ciclo-Acao-1.csv"; filename*=UTF-8''okrs-Ciclo%20A%C3%A7%C3%A3o%201.csv`,
    );

    const body = response.body;
    expect(body.startsWith('\uFEFF')).toBe(true);
    const lines = body.slice(1).split('\r\n');
    expect(lines.at(-1)).toBe('');
    expect(lines[0]).toMatch(/^Objetivo;Nível;Time;Pilar;Responsável pelo objetivo;/);
    expect(lines).toHaveLength(5);
    expect(lines[1]).toBe(
      '"Crescer; com ""qualidade""";Empresa;;;Admin 1;Ativo;;12,7;;Receita;Aumentar;0;200;50,5;R$;1;25,3;;Admin 1;',
    );
    // A formula-looking title is neutralised, then quoted for its quotes.
    expect(lines[2]).toContain(`;"'=HYPERLINK(""x"")";Entregue ou não;0;1;0;;1;0;;Pessoa 1;`);
    expect(lines[3]).toBe('Sem resultados-chave;Time;Vendas;;Pessoa 1;Ativo;;0;');
  });

  it('exports only the header for an empty cycle', async () => {
    const cycle = await createCycle(t, acme.companyId, { name: 'Vazio', status: 'planning' });
    const response = await t.app.inject({
      url: `/api/cycles/${cycle.id}/export.csv`,
      headers: acme.admin.headers,
    });
    expect(response.body.slice(1).split('\r\n')).toHaveLength(2);
  });
});
