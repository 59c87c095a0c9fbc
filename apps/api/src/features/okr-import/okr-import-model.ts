import { OKR_IMPORT_COLUMNS, OKR_IMPORT_EXAMPLE } from '@rumo/shared/okr-import/contracts';
import { writeXlsx } from './xlsx-writer';

const rows = [OKR_IMPORT_COLUMNS, ...OKR_IMPORT_EXAMPLE];

const csvCell = (text: string) => (/[";\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);

/** The model as Excel in Brazil opens it: ";" between columns, UTF-8 with BOM. */
export function modelCsv(): string {
  return `\uFEFF${rows.map((row) => row.map(csvCell).join(';')).join('\r\n')}\r\n`;
}

export function modelXlsx(): Buffer {
  return writeXlsx('OKRs', rows);
}
