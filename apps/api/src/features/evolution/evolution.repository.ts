import { and, asc, desc, eq, inArray, lte, ne, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { checkIns } from '../check-ins/check-ins.table';
import { keyResults, objectives } from '../objectives/objectives.table';
import { teams } from '../teams/teams.table';

/** Which objectives a series covers (always inside one company). */
export type ObjectiveFilter = SQL | undefined;

/** The cycle's non-draft objectives, optionally of one team. */
export function cycleObjectives(companyId: string, cycleId: string, teamId?: string): SQL {
  return and(
    eq(objectives.companyId, companyId),
    eq(objectives.cycleId, cycleId),
    ne(objectives.status, 'draft'),
    teamId ? eq(objectives.teamId, teamId) : undefined,
  ) as SQL;
}

export function oneObjective(companyId: string, objectiveId: string): SQL {
  return and(eq(objectives.companyId, companyId), eq(objectives.id, objectiveId)) as SQL;
}

export async function findTeamName(db: Database, companyId: string, teamId: string) {
  const [row] = await db
    .select({ name: teams.name })
    .from(teams)
    .where(and(eq(teams.id, teamId), eq(teams.companyId, companyId)));
  return row?.name;
}

/** Where an objective or a key result sits: its cycle and titles. */
export async function findObjectiveRef(db: Database, companyId: string, objectiveId: string) {
  const [row] = await db
    .select({ id: objectives.id, title: objectives.title, cycleId: objectives.cycleId })
    .from(objectives)
    .where(oneObjective(companyId, objectiveId));
  return row;
}

export async function findKeyResultRef(db: Database, companyId: string, keyResultId: string) {
  const [row] = await db
    .select({
      id: keyResults.id,
      title: keyResults.title,
      objectiveId: keyResults.objectiveId,
      cycleId: objectives.cycleId,
    })
    .from(keyResults)
    .innerJoin(objectives, eq(objectives.id, keyResults.objectiveId))
    .where(and(eq(keyResults.id, keyResultId), eq(keyResults.companyId, companyId)));
  return row;
}

export async function findObjectiveIds(db: Database, filter: SQL): Promise<string[]> {
  const rows = await db.select({ id: objectives.id }).from(objectives).where(filter);
  return rows.map((row) => row.id);
}

/** The key results of the objectives the filter picks (or just one key result). */
export async function findSeriesKeyResults(db: Database, filter: SQL, keyResultId?: string) {
  return db
    .select({
      id: keyResults.id,
      objectiveId: keyResults.objectiveId,
      title: keyResults.title,
      type: keyResults.type,
      start: keyResults.startValue,
      target: keyResults.targetValue,
      weight: keyResults.weight,
      progress: keyResults.progress,
    })
    .from(keyResults)
    .innerJoin(objectives, eq(objectives.id, keyResults.objectiveId))
    .where(and(filter, keyResultId ? eq(keyResults.id, keyResultId) : undefined))
    .orderBy(asc(keyResults.objectiveId), asc(keyResults.position), asc(keyResults.createdAt));
}
export type SeriesKeyResultRow = Awaited<ReturnType<typeof findSeriesKeyResults>>[number];

export type CheckInPointRow = {
  keyResultId: string;
  date: string;
  value: number;
  confidence: 'on_track' | 'at_risk' | 'off_track';
};

/** Every check-in of a few key results up to a day, oldest first (objective and KR scopes). */
export async function findCheckInPoints(
  db: Database,
  companyId: string,
  keyResultIds: readonly string[],
  lastDay: string,
): Promise<CheckInPointRow[]> {
  if (keyResultIds.length === 0) return [];
  return db
    .select({
      keyResultId: checkIns.keyResultId,
      date: checkIns.date,
      value: checkIns.value,
      confidence: checkIns.confidence,
    })
    .from(checkIns)
    .where(
      and(
        eq(checkIns.companyId, companyId),
        inArray(checkIns.keyResultId, [...keyResultIds]),
        lte(checkIns.date, lastDay),
      ),
    )
    .orderBy(asc(checkIns.keyResultId), asc(checkIns.date), asc(checkIns.createdAt));
}

/**
 * For many key results (team and company scopes): only the latest check-in of each key result
 * in each week of the series, so the rows returned stay within key results × weeks however many
 * check-ins there are. Week n holds the days in (start + 7(n−1), start + 7n]; days before the
 * cycle fall in week 0. The latest one on or before a series date is then among these.
 */
export async function findWeeklyCheckInPoints(
  db: Database,
  filter: SQL,
  startDate: string,
  lastDay: string,
): Promise<CheckInPointRow[]> {
  const week = sql<number>`greatest(0, ceil((${checkIns.date} - ${startDate}::date) / 7.0))`
    .mapWith(Number)
    .as('week');
  const rows = await db
    // DISTINCT ON and ORDER BY name the output column, so the parameter is bound once.
    .selectDistinctOn([checkIns.keyResultId, sql`week`], {
      keyResultId: checkIns.keyResultId,
      week,
      date: checkIns.date,
      value: checkIns.value,
      confidence: checkIns.confidence,
    })
    .from(checkIns)
    .innerJoin(keyResults, eq(keyResults.id, checkIns.keyResultId))
    .innerJoin(objectives, eq(objectives.id, keyResults.objectiveId))
    .where(and(filter, lte(checkIns.date, lastDay)))
    .orderBy(checkIns.keyResultId, sql`week`, desc(checkIns.date), desc(checkIns.createdAt));
  return rows.map(({ week: _week, ...point }) => point);
}
