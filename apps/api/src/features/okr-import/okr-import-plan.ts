import { parseBrazilianNumber } from '@rumo/shared/common/brazilian-number';
import {
  type ObjectiveCreateBody,
  objectiveCreateBodySchema,
} from '@rumo/shared/objectives/contracts';
import type {
  KeyResultType,
  KeyResultUnit,
  ObjectiveLevel,
} from '@rumo/shared/okr/key-result-types';
import {
  type OkrImportObjective,
  type OkrImportPreview,
  okrImportMessages,
} from '@rumo/shared/okr-import/contracts';
import type { ObjectiveCreateInput } from '../objectives/public';
import type { ImportLookups, NamedRow } from './okr-import.repository';
import { decimalsOf, normalizeLabel, type SheetRow } from './okr-import-file';

/** Stands in for a name the sheet gave but the company lacks (its error is reported already). */
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

const LEVELS: Record<string, ObjectiveLevel> = {
  empresa: 'company',
  time: 'team',
  equipe: 'team',
  individual: 'individual',
  pessoal: 'individual',
};

const TYPES: Record<string, KeyResultType> = {
  aumentar: 'increase',
  reduzir: 'decrease',
  diminuir: 'decrease',
  'manter acima de': 'keep_above',
  'manter acima': 'keep_above',
  'manter abaixo de': 'keep_below',
  'manter abaixo': 'keep_below',
  'entregue ou nao': 'binary',
  binario: 'binary',
  'sim ou nao': 'binary',
};

const UNITS: Record<string, KeyResultUnit> = {
  '': 'number',
  numero: 'number',
  'percentual (%)': 'percent',
  percentual: 'percent',
  porcentagem: 'percent',
  '%': 'percent',
  'moeda (r$)': 'currency',
  moeda: 'currency',
  r$: 'currency',
  reais: 'currency',
};

const KEY_RESULT_COLUMNS = [
  'Resultado-chave',
  'Tipo',
  'Unidade',
  'Valor inicial',
  'Meta',
  'Responsável do KR (e-mail)',
] as const;

export type ImportPlan = { preview: OkrImportPreview; inputs: ObjectiveCreateInput[] };

type Group = { line: number; title: string; rows: SheetRow[] };

/** Consecutive rows of one objective: a row with a new title starts one, blank or same continues. */
function groupRows(rows: SheetRow[], errors: Map<number, string[]>): Group[] {
  const groups: Group[] = [];
  for (const row of rows) {
    const title = row.cells.Objetivo;
    const current = groups.at(-1);
    if (title && (!current || normalizeLabel(title) !== normalizeLabel(current.title))) {
      groups.push({ line: row.line, title, rows: [row] });
    } else if (current) current.rows.push(row);
    else errors.get(row.line)?.push(okrImportMessages.noObjective);
  }
  return groups;
}

/**
 * Reads the sheet's rows into the objectives they would create, with every row's errors in pt-BR:
 * names resolved against the company (`lookups`), numbers as Brazilians type them, and each
 * objective checked by the same contract as POST /api/objectives (its rules are not repeated).
 */
export function planImport(
  rows: SheetRow[],
  fileErrors: string[],
  lookups: ImportLookups,
  cycleId: string,
): ImportPlan {
  const errors = new Map(rows.map((row) => [row.line, [] as string[]]));
  const add = (line: number, message: string) => errors.get(line)?.push(message);
  const objectives: OkrImportObjective[] = [];
  const inputs: ObjectiveCreateInput[] = [];
  const objectiveOf = new Map<number, string>();

  for (const group of groupRows(rows, errors)) {
    const [first] = group.rows;
    if (!first) continue;
    const cells = first.cells;
    const unknown = new Set<string>();
    const find = (
      map: Map<string, NamedRow>,
      raw: string,
      key: string,
      message: (value: string) => string,
      path: string,
    ): NamedRow | null => {
      if (!raw) return null;
      const found = map.get(key);
      if (!found) {
        add(group.line, message(raw));
        unknown.add(path);
      }
      return found ?? { id: UNKNOWN_ID, name: raw };
    };
    const ownerEmail = cells['Responsável (e-mail)'];
    if (!ownerEmail) add(group.line, okrImportMessages.missing('Responsável (e-mail)'));
    const owner = find(
      lookups.users,
      ownerEmail,
      ownerEmail.toLowerCase(),
      okrImportMessages.unknownUser,
      'ownerId',
    ) ?? { id: UNKNOWN_ID, name: '' };
    if (!ownerEmail) unknown.add('ownerId');
    const team = find(
      lookups.teams,
      cells.Time,
      normalizeLabel(cells.Time),
      okrImportMessages.unknownTeam,
      'teamId',
    );
    const pillar = find(
      lookups.pillars,
      cells.Pilar,
      normalizeLabel(cells.Pilar),
      okrImportMessages.unknownPillar,
      'pillarId',
    );
    const level = LEVELS[normalizeLabel(cells.Nível)];
    if (!cells.Nível) add(group.line, okrImportMessages.missing('Nível'));
    else if (!level) add(group.line, okrImportMessages.unknownLevel(cells.Nível));

    const keyResults: NonNullable<ObjectiveCreateBody['keyResults']> = [];
    const keyResultLines: number[] = [];
    // Per key result, the fields whose error is reported in words already (a missing number…).
    const reported: Set<string>[] = [];
    const previewKeyResults: OkrImportObjective['keyResults'] = [];
    for (const row of group.rows) {
      objectiveOf.set(row.line, group.title);
      const kr = row.cells;
      if (KEY_RESULT_COLUMNS.every((column) => kr[column] === '')) continue;
      if (!kr['Resultado-chave']) {
        add(row.line, okrImportMessages.keyResultColumnsWithoutTitle);
        continue;
      }
      const type = kr.Tipo ? TYPES[normalizeLabel(kr.Tipo)] : 'increase';
      if (!type) add(row.line, okrImportMessages.unknownType(kr.Tipo));
      const unitKey = normalizeLabel(kr.Unidade);
      const unit = UNITS[unitKey] ?? 'custom';
      const done = new Set<string>(type ? [] : ['type']);
      const number = (column: 'Valor inicial' | 'Meta', fallback: number | null) => {
        const field = column === 'Meta' ? 'target' : 'start';
        if (!kr[column]) {
          if (fallback === null) {
            add(row.line, okrImportMessages.missing(column));
            done.add(field);
          }
          return fallback ?? 0;
        }
        const value = parseBrazilianNumber(kr[column]);
        if (value === null) {
          add(row.line, okrImportMessages.invalidNumber(column, kr[column]));
          done.add(field);
        }
        return value ?? 0;
      };
      const binary = type === 'binary';
      const start = number('Valor inicial', 0);
      const target = number('Meta', binary ? 1 : null);
      const krEmail = kr['Responsável do KR (e-mail)'];
      const krOwner = krEmail ? lookups.users.get(krEmail.toLowerCase()) : owner;
      if (krEmail && !krOwner) add(row.line, okrImportMessages.unknownUser(krEmail));
      const body = {
        title: kr['Resultado-chave'],
        type: type ?? 'increase',
        start,
        target,
        unit,
        customUnit: unit === 'custom' ? kr.Unidade : null,
        decimals: decimalsOf(kr['Valor inicial'], kr.Meta),
        weight: 1,
        ownerId: krOwner?.id ?? UNKNOWN_ID,
        dueDate: null,
      };
      keyResults.push(body);
      keyResultLines.push(row.line);
      reported.push(done);
      previewKeyResults.push({
        ...body,
        owner: krOwner ?? { id: UNKNOWN_ID, name: krEmail },
      });
    }

    const body: ObjectiveCreateBody = {
      cycleId,
      title: group.title,
      description: cells.Descrição || null,
      level: level ?? 'company',
      teamId: team?.id ?? null,
      ownerId: owner.id,
      parentObjectiveId: null,
      pillarId: pillar?.id ?? null,
      status: 'active',
      keyResults,
    };
    const parsed = objectiveCreateBodySchema.safeParse(body);
    if (parsed.success) inputs.push(parsed.data);
    else {
      for (const issue of parsed.error.issues) {
        const [head, index, field] = issue.path;
        const onKeyResult = head === 'keyResults' && typeof index === 'number';
        const line = onKeyResult ? (keyResultLines[index] ?? group.line) : group.line;
        // An unknown name was reported in words already; its stand-in id is not news.
        if (!onKeyResult && unknown.has(String(head))) continue;
        if (onKeyResult && field === 'ownerId') continue;
        // The contract's start/target rules say nothing new about a number that was not read.
        if (
          onKeyResult &&
          reported[index]?.size &&
          ['start', 'target', 'type'].includes(String(field))
        ) {
          continue;
        }
        add(line, issue.message);
      }
    }
    objectives.push({
      line: group.line,
      title: group.title,
      level: level ?? 'company',
      team: team,
      owner,
      pillar,
      keyResults: previewKeyResults,
    });
  }

  const previewRows = rows.map((row) => ({
    line: row.line,
    objective: objectiveOf.get(row.line) ?? '',
    keyResult: row.cells['Resultado-chave'],
    errors: errors.get(row.line) ?? [],
  }));
  const errorCount =
    fileErrors.length + previewRows.reduce((sum, row) => sum + row.errors.length, 0);
  return { preview: { rows: previewRows, fileErrors, errorCount, objectives }, inputs };
}
