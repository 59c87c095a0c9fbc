import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type Zippable, zip } from 'fflate';
import type { Database } from '../../db/database';
import { type CsvCell, numberCell, textCell, toCsv } from '../../lib/csv';
import { storedUploadPath } from '../../lib/image-upload';
import { type DataRow, readCompanyRow, readCompanyTableRows } from './company-data.repository';
import { COMPANY_TABLES } from './company-tables';

/** fflate's zip compresses off the main thread; its callback API, as a promise. */
const zipAsync = (files: Zippable) =>
  new Promise<Uint8Array>((resolve, reject) =>
    zip(files, { level: 6 }, (error, data) => (error ? reject(error) : resolve(data))),
  );

const README = `Exportação dos dados da empresa no Rumo

json/  uma lista de registros por tabela, com os nomes das colunas do banco de dados.
csv/   as mesmas tabelas em CSV (separador ";", UTF-8), para abrir no Excel ou no Google Planilhas.
arquivos/  as imagens enviadas (logotipo da empresa, fotos de perfil).

Senhas e links de acesso não são exportados.
`;

function csvCell(value: unknown): CsvCell {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'number') return numberCell(value);
  if (typeof value === 'string') return textCell(value);
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  return textCell(JSON.stringify(value));
}

function tableCsv(columns: string[], rows: DataRow[]): string {
  return toCsv([columns, ...rows.map((row) => columns.map((column) => csvCell(row[column])))]);
}

/**
 * Every table of the company, read in one consistent snapshot, as JSON and CSV, and the
 * uploaded files its records point to, in one zip.
 */
export async function buildCompanyExport(
  db: Database,
  uploadsDir: string,
  companyId: string,
): Promise<Uint8Array> {
  const tables = await db.transaction(
    async (tx) => {
      const read = [
        { name: 'companies', columns: [] as string[], rows: await readCompanyRow(tx, companyId) },
      ];
      for (const table of COMPANY_TABLES) {
        const rows = await readCompanyTableRows(tx, table.name, table.exportedColumns, companyId);
        read.push({ name: table.name, columns: table.exportedColumns, rows });
      }
      return read;
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );

  const encoder = new TextEncoder();
  const files: Zippable = { 'LEIA-ME.txt': encoder.encode(README) };
  const uploads = new Set<string>();
  for (const { name, columns, rows } of tables) {
    const header = columns.length > 0 ? columns : Object.keys(rows[0] ?? {});
    files[`json/${name}.json`] = encoder.encode(JSON.stringify(rows, null, 2));
    files[`csv/${name}.csv`] = encoder.encode(tableCsv(header, rows));
    for (const row of rows) {
      for (const value of Object.values(row)) {
        const upload = storedUploadPath(value);
        if (upload) uploads.add(upload);
      }
    }
  }
  for (const upload of uploads) {
    const bytes = await readFile(join(uploadsDir, upload)).catch(() => undefined);
    if (bytes) files[`arquivos/${upload}`] = [bytes, { level: 0 }];
  }
  return zipAsync(files);
}
