import type { KeyResultType, KeyResultUnit, ObjectiveLevel } from '@rumo/shared/okr/enums';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { selectCycleId } from '../cycles/public';
import { teams } from '../teams/public';
import { keyResults, objectives } from './objectives.table';
import { type CompanyReader, objectiveVisibleTo } from './visibility.repository';

export interface CoachKeyResultRow {
  title: string;
  type: KeyResultType;
  start: number;
  target: number;
  unit: KeyResultUnit;
  customUnit: string | null;
  ownerId: string;
}

export interface CoachObjectiveRow {
  id: string;
  title: string;
  level: ObjectiveLevel;
  teamId: string | null;
  teamName: string | null;
  aligned: boolean;
  keyResults: CoachKeyResultRow[];
}

/**
 * The cycle (asked, or the current one) with every objective the reader may see (private ones and
 * drafts only when theirs to see) and its key results, in one statement: a row per key result (or
 * per objective without any). undefined: no such cycle.
 */
export async function findCycleForCoach(
  db: Database,
  reader: CompanyReader,
  cycleId: string | undefined,
): Promise<{ cycleId: string; objectives: CoachObjectiveRow[] } | undefined> {
  const { companyId } = reader;
  const cycle = db.$with('coach_cycle').as(selectCycleId(db, companyId, cycleId));
  const rows = await db
    .with(cycle)
    .select({
      cycleId: cycle.id,
      objective: {
        id: objectives.id,
        title: objectives.title,
        level: objectives.level,
        teamId: objectives.teamId,
        aligned: sql<boolean>`(${objectives.pillarId} is not null or ${objectives.parentObjectiveId} is not null)`,
      },
      teamName: teams.name,
      keyResult: {
        title: keyResults.title,
        type: keyResults.type,
        start: keyResults.startValue,
        target: keyResults.targetValue,
        unit: keyResults.unit,
        customUnit: keyResults.customUnit,
        ownerId: keyResults.ownerId,
      },
    })
    .from(cycle)
    .leftJoin(
      objectives,
      and(
        eq(objectives.cycleId, cycle.id),
        eq(objectives.companyId, companyId),
        objectiveVisibleTo(reader),
      ),
    )
    .leftJoin(teams, eq(teams.id, objectives.teamId))
    .leftJoin(keyResults, eq(keyResults.objectiveId, objectives.id))
    .orderBy(
      asc(objectives.level),
      asc(objectives.title),
      asc(objectives.id),
      asc(keyResults.position),
      asc(keyResults.id),
    );
  const [first] = rows;
  if (!first) return undefined;
  const byId = new Map<string, CoachObjectiveRow>();
  for (const row of rows) {
    if (!row.objective) continue;
    let objective = byId.get(row.objective.id);
    if (!objective) {
      objective = { ...row.objective, teamName: row.teamName, keyResults: [] };
      byId.set(objective.id, objective);
    }
    if (row.keyResult) objective.keyResults.push(row.keyResult);
  }
  return { cycleId: first.cycleId, objectives: [...byId.values()] };
}
