import { plainNumber } from '@rumo/shared/common/brazilian-number';
import {
  OKR_IMPORT_COLUMNS,
  OKR_IMPORT_MAX_ROWS,
  type OkrImportColumn,
  okrImportMessages,
} from '@rumo/shared/okr-import/contracts';
import { parse } from 'csv-parse/sync';
import { readSheet } from 'read-excel-file/node';
import { zipUncompressedSize } from '../../lib/zip-size';

/** A data row of the spreadsheet by column title, with its line number (the header is line 1). */
export type SheetRow = { line: number; cells: Record<OkrImportColumn, string> };

export type ReadSheet = { rows: SheetRow[]; fileErrors: string[] };

const isZip = (buffer: Buffer) => buffer.length > 3 && buffer.readUInt32LE(0) === 0x04034b50;

/** Lower case, no accents, single spaces: how titles and labels are compared. */
export function normalizeLabel(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  // A number read from XLSX is written back with a decimal comma, as a person would type it.
  if (typeof value === 'number') return String(value).replace('.', ',');
  return String(value).trim();
}

function readCsv(buffer: Buffer): string[][] {
  const text = buffer.toString('utf8').replace(/^\uFEFF/, '');
  const header = text.slice(0, text.search(/\r?\n|$/));
  // Excel in Brazil saves with ";" (as Rumo's export does); other tools with ",".
  const delimiter =
    (header.match(/;/g)?.length ?? 0) >= (header.match(/,/g)?.length ?? 0) ? ';' : ',';
  return parse(text, {
    delimiter,
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: true,
  }) as string[][];
}

/**
 * What an XLSX may unpack to: 500 rows of the model take well under 1 MB of XML; the rest of the
 * margin is styles and shared strings.
 */
export const XLSX_MAX_UNPACKED_BYTES = 20 * 1024 * 1024;
const XLSX_MAX_ENTRIES = 200;

class TooLargeWhenUnpacked extends Error {}

async function readGrid(buffer: Buffer): Promise<unknown[][]> {
  if (!isZip(buffer)) return readCsv(buffer);
  const unpacked = zipUncompressedSize(buffer);
  if (!unpacked) throw new Error('unreadable zip');
  if (unpacked.bytes > XLSX_MAX_UNPACKED_BYTES || unpacked.entries > XLSX_MAX_ENTRIES) {
    throw new TooLargeWhenUnpacked();
  }
  return (await readSheet(buffer)) as unknown[][];
}

/**
 * The spreadsheet's rows keyed by the model's column titles (found by title, in any order, case
 * and accents aside). A file that cannot be read, lacks columns or is too long answers with
 * file errors and no rows.
 */
export async function readImportSheet(buffer: Buffer): Promise<ReadSheet> {
  let grid: unknown[][];
  try {
    grid = await readGrid(buffer);
  } catch (error) {
    const message =
      error instanceof TooLargeWhenUnpacked
        ? okrImportMessages.tooLarge
        : okrImportMessages.unreadable;
    return { rows: [], fileErrors: [message] };
  }
  const texts = grid
    .map((row) => row.map(cellText))
    .map((row, index) => ({ line: index + 1, row }))
    .filter(({ row }) => row.some((cell) => cell !== ''));
  const [header, ...data] = texts;
  if (!header) return { rows: [], fileErrors: [okrImportMessages.empty] };
  const positions = new Map(header.row.map((title, index) => [normalizeLabel(title), index]));
  const missing = OKR_IMPORT_COLUMNS.filter((column) => !positions.has(normalizeLabel(column)));
  if (missing.length > 0)
    return { rows: [], fileErrors: [okrImportMessages.wrongColumns(missing)] };
  if (data.length === 0) return { rows: [], fileErrors: [okrImportMessages.empty] };
  if (data.length > OKR_IMPORT_MAX_ROWS) {
    return { rows: [], fileErrors: [okrImportMessages.tooManyRows] };
  }
  const rows = data.map(({ line, row }) => {
    const cells = {} as Record<OkrImportColumn, string>;
    for (const column of OKR_IMPORT_COLUMNS) {
      cells[column] = row[positions.get(normalizeLabel(column)) ?? -1] ?? '';
    }
    return { line, cells };
  });
  return { rows, fileErrors: [] };
}

/** Decimal places as typed ("10.000,50" has 2), at most 4 (the key result's limit). */
export function decimalsOf(...raws: string[]): number {
  const places = raws.map((raw) => (plainNumber(raw)?.split('.')[1] ?? '').length);
  return Math.min(4, Math.max(0, ...places));
}
