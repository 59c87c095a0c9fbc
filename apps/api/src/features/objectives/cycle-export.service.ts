import { cycleMessages } from '@rumo/shared/cycles/contracts';
import {
  type Confidence,
  confidenceLabels,
  type KeyResultUnit,
  keyResultTypeLabels,
  objectiveLevelLabels,
  objectiveResultLabels,
  objectiveStatusLabels,
} from '@rumo/shared/okr/key-result-types';
import { roundProgress } from '@rumo/shared/okr/progress';
import type { Database } from '../../db/database';
import { attachmentDisposition, type CsvCell, numberCell, textCell, toCsv } from '../../lib/csv';
import { notFound } from '../../lib/errors';
import { findCycle } from '../cycles/public';
import { listCycleExportKeyResults, listCycleExportObjectives } from './cycle-export.repository';
import type { CompanyReader } from './visibility.repository';

const HEADER = [
  'Objetivo',
  'Nível',
  'Time',
  'Pilar',
  'Responsável pelo objetivo',
  'Status',
  'Resultado',
  'Progresso do objetivo (%)',
  'Confiança do objetivo',
  'Resultado-chave',
  'Tipo',
  'Valor inicial',
  'Meta',
  'Valor atual',
  'Unidade',
  'Peso',
  'Progresso do resultado-chave (%)',
  'Confiança do resultado-chave',
  'Responsável pelo resultado-chave',
  'Prazo',
];

const confidenceCell = (value: Confidence | null) => (value ? confidenceLabels[value] : '');
const unitCell = (unit: KeyResultUnit, customUnit: string | null) =>
  ({ percent: '%', currency: 'R$', number: '', custom: textCell(customUnit) })[unit];
const dateCell = (value: string | null) => (value ? value.split('-').reverse().join('/') : '');

/**
 * The cycle's objectives and key results the reader may see, one line per key result, as a CSV
 * download.
 */
export async function exportCycleCsv(
  db: Database,
  reader: CompanyReader,
  cycleId: string,
): Promise<{ filename: string; disposition: string; csv: string }> {
  const cycle = await findCycle(db, reader.companyId, cycleId);
  if (!cycle) throw notFound(cycleMessages.notFound);

  const objectiveRows = await listCycleExportObjectives(db, reader, cycleId);
  const keyResultRows = await listCycleExportKeyResults(db, reader, cycleId);

  const byObjective = new Map<string, typeof keyResultRows>();
  for (const row of keyResultRows) {
    const list = byObjective.get(row.keyResult.objectiveId) ?? [];
    list.push(row);
    byObjective.set(row.keyResult.objectiveId, list);
  }

  const lines: CsvCell[][] = [HEADER];
  for (const objective of objectiveRows) {
    const objectiveCells: CsvCell[] = [
      textCell(objective.title),
      objectiveLevelLabels[objective.level],
      textCell(objective.teamName),
      textCell(objective.pillarName),
      textCell(objective.ownerName),
      objectiveStatusLabels[objective.status],
      objective.result ? objectiveResultLabels[objective.result] : '',
      numberCell(roundProgress(objective.progress)),
      confidenceCell(objective.confidence),
    ];
    const own = byObjective.get(objective.id) ?? [];
    if (own.length === 0) lines.push(objectiveCells);
    for (const { keyResult: kr, ownerName } of own) {
      lines.push([
        ...objectiveCells,
        textCell(kr.title),
        keyResultTypeLabels[kr.type],
        numberCell(kr.startValue),
        numberCell(kr.targetValue),
        numberCell(kr.currentValue),
        unitCell(kr.unit, kr.customUnit),
        numberCell(kr.weight),
        numberCell(roundProgress(kr.progress)),
        confidenceCell(kr.confidence),
        textCell(ownerName),
        dateCell(kr.dueDate),
      ]);
    }
  }
  const filename = `okrs-${cycle.name}.csv`;
  return { filename, disposition: attachmentDisposition(filename), csv: toCsv(lines) };
}
