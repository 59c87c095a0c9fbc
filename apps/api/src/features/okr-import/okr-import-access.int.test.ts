import { OKR_IMPORT_MAX_BYTES } from '@rumo/shared/okr-import/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FixtureCompany } from '../../test/okr-fixtures';
import type { TestApp } from '../../test/test-app';
import { CSV_TYPE, csv, type ImportWorld, importWorld, XLSX_TYPE } from './okr-import.test-data';

describe('OKR import: who may, model files, refused files', () => {
  let world: ImportWorld;
  let t: TestApp;
  let acme: FixtureCompany;
  let good: string[][];
  let send: ImportWorld['send'];
  let preview: ImportWorld['preview'];
  let objectiveTitles: ImportWorld['objectiveTitles'];

  beforeAll(async () => {
    world = await importWorld();
    ({ t, acme, good, send, preview, objectiveTitles } = world);
  });
  beforeEach(async () => {
    await world.newCycle();
  });
  afterAll(() => t.close());

  it('is for admins only', async () => {
    for (const path of ['/preview', '']) {
      expect((await send(path, csv(good), CSV_TYPE, acme.user)).statusCode).toBe(403);
    }
    for (const model of ['model.csv', 'model.xlsx']) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/okr-import/${model}`,
        headers: acme.user.headers,
      });
      expect(response.statusCode).toBe(403);
    }
    expect(await objectiveTitles()).toEqual([]);
  });

  it('serves model files that read back with the exact columns', async () => {
    for (const [model, type] of [
      ['model.csv', CSV_TYPE],
      ['model.xlsx', XLSX_TYPE],
    ] as const) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/okr-import/${model}`,
        headers: acme.admin.headers,
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-disposition']).toContain('modelo-importacao-okrs');
      const result = await preview(response.rawPayload, type);
      expect(result.fileErrors).toEqual([]);
      // Only the example owner's e-mail is unknown here.
      expect(result.rows.flatMap((row) => row.errors)).toEqual([
        'Nenhuma pessoa ativa da empresa tem o e-mail responsavel@empresa.com.br.',
      ]);
      expect(result.objectives[0]?.keyResults).toHaveLength(3);
    }
  });

  it('refuses files that are not spreadsheets, too large, or sent under another field', async () => {
    const junk = await preview(Buffer.from('PK\u0003\u0004 not really a zip'), XLSX_TYPE);
    expect(junk.fileErrors).toEqual([
      'Não foi possível ler a planilha. Envie um arquivo CSV ou XLSX.',
    ]);
    const columns = await preview(Buffer.from('Objetivo;Meta\nA;1\n'));
    expect(columns.fileErrors[0]).toMatch(/^Faltam colunas no cabeçalho: Descrição, Nível/);
    expect(columns.errorCount).toBe(1);
    const large = await send('/preview', Buffer.alloc(OKR_IMPORT_MAX_BYTES + 10, 'a'));
    expect(large.statusCode).toBe(413);
    const wrongField = await send('/preview', csv(good), CSV_TYPE, acme.admin, 'avatar');
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().code).toBe('OKR_IMPORT_FILE_MISSING');
  });
});
