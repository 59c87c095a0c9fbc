import {
  OKR_IMPORT_COLUMNS,
  OKR_IMPORT_MAX_BYTES,
  okrImportMessages,
} from '@rumo/shared/okr-import/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import writeExcelFile from 'write-excel-file/node';
import { multipartFile } from '../../test/multipart';
import type { FixtureCompany } from '../../test/okr-fixtures';
import { createCycle } from '../../test/okr-fixtures';
import type { TestApp } from '../../test/test-app';
import { keyResults } from '../objectives/public';
import { users } from '../users/public';
import { CSV_TYPE, csv, type ImportWorld, importWorld, XLSX_TYPE } from './okr-import.test-data';
import { XLSX_MAX_UNPACKED_BYTES } from './okr-import-file';

describe('OKR import from a spreadsheet: preview and commit', () => {
  let world: ImportWorld;
  let t: TestApp;
  let acme: FixtureCompany;
  let other: FixtureCompany;
  let cycleId: string;
  let good: string[][];
  let send: ImportWorld['send'];
  let preview: ImportWorld['preview'];
  let objectiveTitles: ImportWorld['objectiveTitles'];

  beforeAll(async () => {
    world = await importWorld();
    ({ t, acme, other, good, send, preview, objectiveTitles } = world);
  });
  beforeEach(async () => {
    cycleId = await world.newCycle();
  });
  afterAll(() => t.close());

  it('previews a good CSV, writes nothing, and then imports it in one go', async () => {
    const result = await preview(csv(good));
    expect(result.errorCount).toBe(0);
    expect(result.rows.map((row) => [row.line, row.objective, row.errors])).toEqual([
      [2, 'Crescer a receita', []],
      [3, 'Crescer a receita', []],
      [4, 'Vender mais', []],
      [5, 'Vender mais', []],
    ]);
    expect(result.objectives).toMatchObject([
      {
        title: 'Crescer a receita',
        level: 'company',
        pillar: { name: 'Crescimento' },
        owner: { id: acme.admin.id },
        keyResults: [
          {
            title: 'Receita mensal',
            type: 'increase',
            unit: 'currency',
            start: 100000,
            target: 150000.5,
            decimals: 2,
          },
          {
            title: 'Novos clientes',
            unit: 'number',
            start: 0,
            target: 40,
            owner: { id: acme.user.id },
          },
        ],
      },
      {
        title: 'Vender mais',
        level: 'team',
        team: { name: 'Vendas' },
        keyResults: [
          { type: 'decrease', unit: 'percent', start: 3.5, target: 2 },
          { type: 'binary', start: 0, target: 1 },
        ],
      },
    ]);
    expect(await objectiveTitles()).toEqual([]);

    const committed = await send('', csv(good));
    expect(committed.statusCode).toBe(201);
    expect(committed.json()).toEqual({ objectives: 2, keyResults: 4 });
    expect(await objectiveTitles()).toEqual(['Crescer a receita', 'Vender mais']);
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/objectives?cycleId=${cycleId}`,
      headers: acme.user.headers,
    });
    expect(list.json().total).toBe(2);
  });

  it('imports an XLSX file the same way (numbers as cells or pt-BR text)', async () => {
    const sheet = await writeExcelFile([
      [...OKR_IMPORT_COLUMNS],
      [
        'Crescer a receita',
        '',
        'Empresa',
        '',
        acme.admin.email,
        '',
        'Receita mensal',
        'Aumentar',
        'Moeda (R$)',
        1000.25,
        '2.000,5',
        '',
      ],
      ['', '', '', '', '', '', 'NPS', 'Manter acima de', 'pontos', 50, 70, ''],
    ]).toBuffer();
    const result = await preview(sheet, XLSX_TYPE);
    expect(result.errorCount).toBe(0);
    expect(result.objectives[0]?.keyResults).toMatchObject([
      { start: 1000.25, target: 2000.5, decimals: 2 },
      { type: 'keep_above', unit: 'custom', customUnit: 'pontos', start: 50, target: 70 },
    ]);
    const committed = await send('', sheet, XLSX_TYPE);
    expect(committed.statusCode).toBe(201);
    expect(await objectiveTitles()).toEqual(['Crescer a receita']);
  });

  // A 1 MB upload may unpack to gigabytes of XML: the reader inflated it whole before any limit.
  it('refuses an XLSX that unpacks past its limit without reading it', async () => {
    const bomb = await writeExcelFile([
      [...OKR_IMPORT_COLUMNS],
      ['a'.repeat(XLSX_MAX_UNPACKED_BYTES + 1), ...OKR_IMPORT_COLUMNS.slice(1).map(() => '')],
    ]).toBuffer();
    expect(bomb.length).toBeLessThan(OKR_IMPORT_MAX_BYTES);
    const result = await preview(bomb, XLSX_TYPE);
    expect(result.fileErrors).toEqual([okrImportMessages.tooLarge]);
    expect(result.rows).toEqual([]);
  });

  it('shows every bad row’s error in pt-BR and writes nothing on commit', async () => {
    const bad = [
      ...good,
      [
        'Objetivo ruim',
        '',
        'Empresa',
        '',
        'ninguem@example.com',
        '',
        'KR 1',
        'Aumentar',
        '',
        '0',
        '10',
        '',
      ],
      [
        'Outro ruim',
        '',
        'Time',
        'Inexistente',
        acme.admin.email,
        '',
        'KR 2',
        'Aumentar',
        '',
        '0',
        '10',
        '',
      ],
      ['', '', '', '', '', '', 'KR 3', 'Aumentar', '', '0', 'dez', ''],
    ];
    const result = await preview(csv(bad));
    expect(result.errorCount).toBe(3);
    expect(result.rows.filter((row) => row.errors.length > 0)).toEqual([
      {
        line: 6,
        objective: 'Objetivo ruim',
        keyResult: 'KR 1',
        errors: ['Nenhuma pessoa ativa da empresa tem o e-mail ninguem@example.com.'],
      },
      {
        line: 7,
        objective: 'Outro ruim',
        keyResult: 'KR 2',
        errors: ['O time "Inexistente" não existe.'],
      },
      {
        line: 8,
        objective: 'Outro ruim',
        keyResult: 'KR 3',
        errors: ['"Meta" não é um número: dez (use, por exemplo, 1.234,56).'],
      },
    ]);
    const committed = await send('', csv(bad));
    expect(committed.statusCode).toBe(400);
    expect(committed.json()).toMatchObject({
      code: 'OKR_IMPORT_INVALID',
      issues: [{ path: 'linha 6' }, { path: 'linha 7' }, { path: 'linha 8' }],
    });
    expect(await objectiveTitles()).toEqual([]);
  });

  it('reports missing fields, unknown labels and the contract’s own rules', async () => {
    const result = await preview(
      csv([
        ['Sem responsável', '', 'Empresa', '', '', '', 'Resultado A', 'Dobrar', '', '0', '', ''],
        [
          'Um objetivo',
          '',
          'Galáxia',
          '',
          acme.admin.email,
          '',
          'KR igual',
          'Aumentar',
          '',
          '5',
          '5',
          '',
        ],
        ['', '', '', '', '', '', '', 'Aumentar', '', '', '', ''],
        ['Sem time', '', 'Time', '', acme.admin.email, '', '', '', '', '', '', ''],
      ]),
    );
    const errors = Object.fromEntries(result.rows.map((row) => [row.line, row.errors]));
    expect(errors[2]).toEqual([
      'Informe "Responsável (e-mail)".',
      expect.stringContaining('Tipo "Dobrar" inválido'),
      'Informe "Meta".',
    ]);
    expect(errors[3]).toEqual([
      'Nível "Galáxia" inválido: use Empresa, Time ou Individual.',
      'A meta deve ser diferente do valor inicial.',
      'Para aumentar, a meta deve ser maior que o valor inicial.',
    ]);
    expect(errors[4]).toEqual(['Informe o resultado-chave ou deixe as colunas dele em branco.']);
    expect(errors[5]).toEqual(['Escolha o time deste objetivo.']);
  });

  it('checks the file again on commit: a change since the preview is caught and nothing is written', async () => {
    const file = csv(good);
    expect((await preview(file)).errorCount).toBe(0);
    await t.db.update(users).set({ status: 'disabled' }).where(eq(users.id, acme.user.id));
    try {
      const committed = await send('', file);
      expect(committed.statusCode).toBe(400);
      expect(committed.json().issues).toContainEqual({
        path: 'linha 3',
        message: `Nenhuma pessoa ativa da empresa tem o e-mail ${acme.user.email.toUpperCase()}.`,
      });
      expect(await objectiveTitles()).toEqual([]);
      expect(
        await t.db.select().from(keyResults).where(eq(keyResults.cycleId, cycleId)),
      ).toHaveLength(0);
    } finally {
      await t.db.update(users).set({ status: 'active' }).where(eq(users.id, acme.user.id));
    }
  });

  it('keeps to the company: another company’s people, teams and cycles are unknown', async () => {
    const result = await preview(
      csv([
        [
          'Alheio',
          '',
          'Empresa',
          '',
          other.admin.email,
          '',
          'Resultado B',
          'Aumentar',
          '',
          '0',
          '1',
          '',
        ],
      ]),
    );
    expect(result.rows[0]?.errors).toEqual([
      `Nenhuma pessoa ativa da empresa tem o e-mail ${other.admin.email}.`,
    ]);
    const theirCycle = await createCycle(t, other.companyId, { status: 'planning' });
    const body = multipartFile('arquivo', { name: 'okrs.csv', type: CSV_TYPE, content: csv(good) });
    for (const path of ['/preview', '']) {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/okr-import${path}?cycleId=${theirCycle.id}`,
        headers: { ...acme.admin.headers, ...body.headers },
        payload: body.payload,
      });
      expect(response.statusCode).toBe(404);
    }
  });
});
