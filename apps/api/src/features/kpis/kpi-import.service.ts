import { type KpiImportPreview, kpiMessages } from '@rumo/shared/kpis/contracts';
import { parsePeriodCell, parseValueCell } from '@rumo/shared/kpis/import-cells';
import { parse } from 'csv-parse/sync';
import type { Database } from '../../db/database';
import { type DomainContext, inTransaction } from '../../events/domain-events';
import { badRequest } from '../../lib/errors';
import type { AuthUser } from '../../plugins/auth';
import { existingPeriods, upsertValues, type ValueInput } from './kpis.repository';
import { kpiErrorCodes, requireRecordable } from './kpis.service';
import type { KpiRow } from './kpis.table';

/** Rows an import takes at most (twenty years of weeks). */
export const MAX_IMPORT_ROWS = 1000;
const COLUMNS = ['periodo', 'valor'] as const;

type Actor = Pick<AuthUser, 'id' | 'companyId' | 'role'>;

/** `;` (Excel in pt-BR, where `,` is the decimal mark), tab, or `,`, as the header line shows. */
function delimiterOf(text: string): string {
  const header = text.split(/\r?\n/, 1)[0] ?? '';
  if (header.includes(';')) return ';';
  return header.includes('\t') ? '\t' : ',';
}

/** Header names compared without accents, case or spaces ("Período" is `periodo`). */
const normalized = (name: string) =>
  name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .trim()
    .toLowerCase();

function readRecords(csv: string): { records: string[][]; fileErrors: string[] } {
  try {
    const records = parse(csv.replace(/^\uFEFF/, ''), {
      delimiter: delimiterOf(csv),
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
    }) as string[][];
    return { records, fileErrors: [] };
  } catch {
    return { records: [], fileErrors: ['Não foi possível ler o arquivo como CSV.'] };
  }
}

/** Every row of the file with its errors; a period twice in the file is an error on both lines. */
export async function previewImport(
  db: Database,
  kpi: Pick<KpiRow, 'id' | 'period'>,
  csv: string,
): Promise<KpiImportPreview & { values: ValueInput[] }> {
  const { records, fileErrors } = readRecords(csv);
  const [header = [], ...body] = records;
  const names = header.map(normalized);
  const index = Object.fromEntries(COLUMNS.map((column) => [column, names.indexOf(column)]));
  if (!fileErrors.length) {
    const missing = COLUMNS.filter((column) => index[column] === -1);
    if (missing.length) {
      fileErrors.push(`Colunas obrigatórias ausentes: ${missing.join(', ')}.`);
    } else if (body.length === 0) {
      fileErrors.push('O arquivo não tem linhas de valores.');
    } else if (body.length > MAX_IMPORT_ROWS) {
      fileErrors.push(`O arquivo deve ter no máximo ${MAX_IMPORT_ROWS} linhas de valores.`);
    }
  }
  if (fileErrors.length) return { rows: [], fileErrors, errorCount: fileErrors.length, values: [] };

  const rows = body.map((record, position) => {
    const periodo = record[index.periodo ?? 0] ?? '';
    const valor = record[index.valor ?? 1] ?? '';
    const period = parsePeriodCell(periodo, kpi.period);
    const value = parseValueCell(valor);
    return {
      line: position + 2,
      periodo,
      valor,
      periodStart: period.ok ? period.value : null,
      value: value.ok ? value.value : null,
      replaces: false,
      errors: [period, value].flatMap((cell) => (cell.ok ? [] : [cell.error])),
    };
  });
  const lines = new Map<string, number[]>();
  for (const row of rows) {
    if (row.periodStart)
      lines.set(row.periodStart, [...(lines.get(row.periodStart) ?? []), row.line]);
  }
  const existing = await existingPeriods(db, kpi.id, [...lines.keys()]);
  for (const row of rows) {
    if (!row.periodStart) continue;
    const same = (lines.get(row.periodStart) ?? []).filter((line) => line !== row.line);
    if (same.length) row.errors.push(`Período repetido no arquivo (linha ${same.join(', ')}).`);
    row.replaces = existing.has(row.periodStart);
  }
  const errorCount = rows.filter((row) => row.errors.length > 0).length;
  const values = rows.flatMap((row) =>
    row.periodStart !== null && row.value !== null
      ? [{ periodStart: row.periodStart, value: row.value, note: null }]
      : [],
  );
  return { rows, fileErrors, errorCount, values };
}

/** The preview of a file for a KPI the actor may record. */
export async function previewKpiImport(
  db: Database,
  actor: Actor,
  id: string,
  csv: string,
): Promise<KpiImportPreview> {
  const { kpi } = await requireRecordable(db, actor, id);
  const { values: _values, ...preview } = await previewImport(db, kpi, csv);
  return preview;
}

/** Writes every row in one transaction, or nothing when any row (or the file) has an error. */
export async function commitKpiImport(
  ctx: DomainContext,
  actor: Actor,
  id: string,
  csv: string,
): Promise<{ imported: number }> {
  const { kpi } = await requireRecordable(ctx.db, actor, id);
  const preview = await previewImport(ctx.db, kpi, csv);
  if (preview.errorCount > 0) {
    const issues = [
      ...preview.fileErrors.map((message) => ({ path: 'csv', message })),
      ...preview.rows.flatMap((row) =>
        row.errors.map((message) => ({ path: `linha ${row.line}`, message })),
      ),
    ].slice(0, 50);
    throw badRequest(kpiErrorCodes.importInvalid, kpiMessages.importInvalid, issues);
  }
  await inTransaction(ctx, (tx) => upsertValues(tx, kpi, actor.id, preview.values));
  return { imported: preview.values.length };
}
