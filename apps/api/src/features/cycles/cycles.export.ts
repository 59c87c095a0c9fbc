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
import { and, asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database';
import { attachmentDisposition, type CsvCell, numberCell, textCell, toCsv } from '../../lib/csv';
import { notFound } from '../../lib/errors';
import { keyResults, objectives } from '../objectives/objectives.table';
import { pillars } from '../planning/planning.table';
import { teams } from '../teams/teams.table';
import { users } from '../users/users.table';
import { findCycle } from './cycles.repository';

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

/** The cycle's objectives and key results, one line per key result, as a CSV download. */
export async function exportCycleCsv(
  db: Database,
  companyId: string,
  cycleId: string,
): Promise<{ filename: string; disposition: string; csv: string }> {
  const cycle = await findCycle(db, companyId, cycleId);
  if (!cycle) throw notFound(cycleMessages.notFound);

  const objectiveRows = await db
    .select({
      id: objectives.id,
      title: objectives.title,
      level: objectives.level,
      status: objectives.status,
      result: objectives.result,
      progress: objectives.progress,
      confidence: objectives.confidence,
      ownerName: users.name,
      teamName: teams.name,
      pillarName: pillars.name,
    })
    .from(objectives)
    .innerJoin(users, eq(users.id, objectives.ownerId))
    .leftJoin(teams, eq(teams.id, objectives.teamId))
    .leftJoin(pillars, eq(pillars.id, objectives.pillarId))
    .where(and(eq(objectives.companyId, companyId), eq(objectives.cycleId, cycleId)))
    .orderBy(asc(objectives.level), asc(objectives.title), asc(objectives.id));

  const krOwner = alias(users, 'kr_owner');
  const keyResultRows = await db
    .select({ keyResult: keyResults, ownerName: krOwner.name })
    .from(keyResults)
    .innerJoin(objectives, eq(objectives.id, keyResults.objectiveId))
    .innerJoin(krOwner, eq(krOwner.id, keyResults.ownerId))
    .where(and(eq(keyResults.companyId, companyId), eq(objectives.cycleId, cycleId)))
    .orderBy(asc(keyResults.position), asc(keyResults.createdAt));

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
