import { and, asc, eq, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { checkIns } from '../check-ins/public';
import { keyResults, objectiveOpenToAll, objectives } from '../objectives/public';
import { teams } from '../teams/public';
import type { SeriesPoint } from './evolution-series';

/** Which objectives a series covers (always inside one company). */
export type ObjectiveFilter = SQL | undefined;

/** The cycle's non-draft objectives, optionally of one team. */
export function cycleObjectives(companyId: string, cycleId: string, teamId?: string): SQL {
  return and(
    eq(objectives.companyId, companyId),
    eq(objectives.cycleId, cycleId),
    // Shared series count neither drafts nor private objectives (decision 0034).
    objectiveOpenToAll(),
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

/** Check-ins per key result, oldest first, as the series reads them. */
export type PointsByKeyResult = Map<string, SeriesPoint[]>;

function addPoint(byKeyResult: PointsByKeyResult, keyResultId: string, point: SeriesPoint) {
  const list = byKeyResult.get(keyResultId);
  if (list) list.push(point);
  else byKeyResult.set(keyResultId, [point]);
}

/** Every check-in of a few key results up to a day, oldest first (objective and KR scopes). */
export async function findCheckInPoints(
  db: Database,
  companyId: string,
  keyResultIds: readonly string[],
  lastDay: string,
): Promise<PointsByKeyResult> {
  const byKeyResult: PointsByKeyResult = new Map();
  if (keyResultIds.length === 0) return byKeyResult;
  const rows = await db
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
  for (const { keyResultId, date, value, confidence } of rows) {
    addPoint(byKeyResult, keyResultId, { date, value, confidence });
  }
  return byKeyResult;
}

type PointsAtDatesRow = {
  keyResultId: string;
  /** [date, value, confidence] per series date that has a check-in on or before it. */
  points: [string, number, SeriesPoint['confidence']][] | null;
};

/**
 * For many key results (team scope; the company scope's backfill and uncovered weeks): each key
 * result's latest check-in on or before each series date, one index probe per key result and
 * date (check_ins_key_result_date_idx, index-only), so the cost follows key results × weeks
 * however many check-ins there are. A check-in that stays the latest for several dates comes
 * back once.
 */
export async function findCheckInPointsAtDates(
  db: Database,
  filter: SQL,
  dates: readonly string[],
): Promise<PointsByKeyResult> {
  const byKeyResult: PointsByKeyResult = new Map();
  if (dates.length === 0) return byKeyResult;
  // The dates are 'YYYY-MM-DD' strings built by the series, bound as one array parameter.
  const days = `{${dates.join(',')}}`;
  const query = sql`
    select ${keyResults.id} as "keyResultId", w.points
    from ${keyResults}
    join ${objectives} on ${objectives.id} = ${keyResults.objectiveId}
    cross join lateral (
      select json_agg(json_build_array(c.date, c.value, c.confidence) order by d.n) as points
      from unnest(${days}::date[]) with ordinality as d(day, n)
      join lateral (
        select ci.date, ci.value, ci.confidence from ${checkIns} ci
        where ci.key_result_id = ${keyResults.id} and ci.date <= d.day
        order by ci.date desc, ci.created_at desc
        limit 1
      ) c on true
    ) w
    where ${filter}`;
  const rows = await db.transaction(async (tx) => {
    // Thousands of tiny probes look expensive to the planner; compiling them (JIT) costs more.
    await tx.execute(sql`set local jit = off`);
    return ((await tx.execute(query)) as unknown as { rows: PointsAtDatesRow[] }).rows;
  });
  for (const row of rows) {
    const points: SeriesPoint[] = [];
    let previous: [string, number, unknown] | undefined;
    for (const point of row.points ?? []) {
      const [date, value, confidence] = point;
      if (!previous || previous[0] !== date || previous[1] !== value) {
        points.push({ date, value, confidence });
      }
      previous = point;
    }
    byKeyResult.set(row.keyResultId, points);
  }
  return byKeyResult;
}
