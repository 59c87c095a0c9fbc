/**
 * CSV the way Excel in pt-BR opens it by double-click: `;` between fields (`,` is the decimal
 * mark there), CRLF line ends and a UTF-8 byte order mark so accents survive.
 */
const SEPARATOR = ';';
const BOM = '\uFEFF';

/** Text a spreadsheet would run as a formula gets a leading apostrophe (CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

export type CsvCell = string | number | null | undefined;

/** A cell typed by a user: neutralised when it looks like a formula. */
export function textCell(value: string | null | undefined): string {
  if (!value) return '';
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** A number with the Brazilian decimal comma and no thousands separator (Excel reads it as a number). */
export function numberCell(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '';
  return String(value).replace('.', ',');
}

function quote(cell: CsvCell): string {
  const text = cell === null || cell === undefined ? '' : String(cell);
  return /[";\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function toCsv(rows: readonly (readonly CsvCell[])[]): string {
  const lines = rows.map((row) => row.map(quote).join(SEPARATOR));
  return `${BOM}${lines.join('\r\n')}\r\n`;
}

/** Content-Disposition for a download, with an ASCII fallback and the UTF-8 name (RFC 6266). */
export function attachmentDisposition(filename: string): string {
  const ascii = filename
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\w.-]+/g, '-');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}
