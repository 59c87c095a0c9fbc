import type { KeyResultType, KeyResultUnit, ObjectiveLevel } from '@rumo/shared/okr/enums';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { selectCycleId } from '../cycles/public';
import { teams } from '../teams/public';
import { coachPlanVersions } from './coach-plan.table';
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

/** A key result as the statement ships it: [title, type, start, target, unit, customUnit, ownerId]. */
type KeyResultTuple = [string, KeyResultType, number, number, KeyResultUnit, string | null, string];

/**
 * The cycle (asked, or the current one) with every objective the reader may see (private ones and
 * drafts only when theirs to see) and its key results, in one statement: a row per objective with
 * its key results as one JSON array (a fifth of the rows a row per key result shipped), or one
 * row without objective. undefined: no such cycle.
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
      // JSON, parsed natively: node-postgres parses a PostgreSQL array character by character.
      keyResults: sql<KeyResultTuple[]>`coalesce(json_agg(json_build_array(${keyResults.title},
        ${keyResults.type}, ${keyResults.startValue}, ${keyResults.targetValue}, ${keyResults.unit},
        ${keyResults.customUnit}, ${keyResults.ownerId}) order by ${keyResults.position}, ${keyResults.id})
        filter (where ${keyResults.id} is not null), '[]')`,
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
    .groupBy(cycle.id, objectives.id, teams.id)
    .orderBy(asc(objectives.level), asc(objectives.title), asc(objectives.id));
  const [first] = rows;
  if (!first) return undefined;
  const found: CoachObjectiveRow[] = [];
  for (const { objective, teamName, keyResults: tuples } of rows) {
    if (!objective) continue;
    found.push({
      ...objective,
      teamName,
      keyResults: tuples.map(([title, type, start, target, unit, customUnit, ownerId]) => ({
        title,
        type,
        start,
        target,
        unit,
        customUnit,
        ownerId,
      })),
    });
  }
  return { cycleId: first.cycleId, objectives: found };
}

export interface CoachKey {
  cycleId: string;
  /** The company's plan version (`coach_plan_versions`): check-ins leave it alone. */
  planVersion: number;
  /** The cycle's private objectives and drafts this reader may see, by id: the rest is everyone's. */
  restrictedIds: string[];
}

/**
 * What decides the coach's answer for this reader, in one small statement: the cycle (asked, or
 * the current one), the plan version, and which of the cycle's private objectives and drafts the
 * reader sees (every other objective of the cycle is seen by everyone). undefined: no such cycle.
 */
export async function findCoachKey(
  db: Database,
  reader: CompanyReader,
  cycleId: string | undefined,
): Promise<CoachKey | undefined> {
  const { companyId } = reader;
  const cycle = db.$with('coach_cycle').as(selectCycleId(db, companyId, cycleId));
  const [row] = await db
    .with(cycle)
    .select({
      cycleId: cycle.id,
      planVersion:
        sql<number>`coalesce((select ${coachPlanVersions.version} from ${coachPlanVersions}
        where ${coachPlanVersions.companyId} = ${companyId}), 0)`.mapWith(Number),
      restrictedIds: sql<
        string[]
      >`coalesce((select json_agg(${objectives.id} order by ${objectives.id})
        from ${objectives} where ${objectives.cycleId} = ${sql.identifier('coach_cycle')}.id
          and ${objectives.companyId} = ${companyId}
          and (${objectives.private} or ${objectives.status} = 'draft')
          and ${objectiveVisibleTo(reader)}), '[]')`,
    })
    .from(cycle);
  return row;
}
