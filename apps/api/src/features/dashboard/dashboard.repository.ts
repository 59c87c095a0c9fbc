import type { Activity } from '@rumo/shared/activity/contracts';
import {
  CONFIDENCES,
  type Confidence,
  confidenceDropped,
  type ObjectiveStatus,
} from '@rumo/shared/okr/key-result-types';
import { and, asc, count, desc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { activityLog } from '../activity/activity.table';
import { checkIns } from '../check-ins/check-ins.table';
import { keyResultViewColumns, selectKeyResultViews } from '../check-ins/key-result-view';
import { noCheckInSince } from '../check-ins/public';
import { keyResults, objectives } from '../objectives/objectives.table';
import { teams } from '../teams/teams.table';
import { users } from '../users/users.table';

export type CycleScope = { companyId: string; cycleId: string };

const inCycle = ({ companyId, cycleId }: CycleScope) =>
  and(eq(objectives.companyId, companyId), eq(objectives.cycleId, cycleId));

const activeInCycle = (scope: CycleScope) => and(inCycle(scope), eq(objectives.status, 'active'));

/** One row per (status, confidence) of the cycle's objectives, with their summed progress. */
export async function countObjectives(db: Database, scope: CycleScope) {
  return db
    .select({
      status: objectives.status,
      confidence: objectives.confidence,
      count: count(),
      progressSum: sql<number>`coalesce(sum(${objectives.progress}), 0)`.mapWith(Number),
    })
    .from(objectives)
    .where(inCycle(scope))
    .groupBy(objectives.status, objectives.confidence);
}
export type ObjectiveCountRow = { status: ObjectiveStatus; confidence: Confidence | null } & {
  count: number;
  progressSum: number;
};

/** At risk or off track, worst confidence first, then least progress. */
export async function findAtRiskKeyResults(db: Database, scope: CycleScope, limit: number) {
  return selectKeyResultViews(db)
    .where(and(activeInCycle(scope), inArray(keyResults.confidence, ['at_risk', 'off_track'])))
    .orderBy(desc(keyResults.confidence), asc(keyResults.progress), asc(keyResults.title))
    .limit(limit);
}

/** Every (before, after) pair that counts as a drop, straight from the shared rule. */
const DROPS = CONFIDENCES.flatMap((before) =>
  CONFIDENCES.filter((after) => confidenceDropped(before, after)).map((after) => ({
    before,
    after,
  })),
);
const DROPPED_TO = [...new Set(DROPS.map((drop) => drop.after))];

/** Only this many key results, the latest checked in, are looked at for confidence drops. */
const DROP_CANDIDATES = 200;

/**
 * Key results whose latest check-in lowered the confidence, most recent first: among the at most
 * DROP_CANDIDATES key results checked in last whose confidence is a dropped-to one, each probed
 * once for its latest check-in, so the cost does not grow with the company.
 */
export async function findConfidenceDrops(db: Database, scope: CycleScope, limit: number) {
  const recent = db
    .select({ id: keyResults.id })
    .from(keyResults)
    .innerJoin(objectives, eq(objectives.id, keyResults.objectiveId))
    .where(and(activeInCycle(scope), inArray(keyResults.confidence, DROPPED_TO)))
    .orderBy(sql`${keyResults.lastCheckInAt} desc nulls last`)
    .limit(DROP_CANDIDATES)
    .as('recent');
  const latest = db
    .select({
      confidence: checkIns.confidence,
      previousConfidence: checkIns.previousConfidence,
      createdAt: checkIns.createdAt,
    })
    .from(checkIns)
    .where(eq(checkIns.keyResultId, recent.id))
    .orderBy(desc(checkIns.createdAt), desc(checkIns.id))
    .limit(1)
    .as('latest');
  return db
    .select({ ...keyResultViewColumns, previousConfidence: latest.previousConfidence })
    .from(recent)
    .innerJoin(keyResults, eq(keyResults.id, recent.id))
    .innerJoin(objectives, eq(objectives.id, keyResults.objectiveId))
    .innerJoin(users, eq(users.id, keyResults.ownerId))
    .innerJoinLateral(latest, sql`true`)
    .where(
      or(
        ...DROPS.map((drop) =>
          and(eq(latest.previousConfidence, drop.before), eq(latest.confidence, drop.after)),
        ),
      ),
    )
    .orderBy(desc(latest.createdAt))
    .limit(limit);
}

/** Owners of the cycle's active key results left without a check-in in the week. */
export async function findMissingCheckIns(
  db: Database,
  scope: CycleScope,
  weekStart: Date,
  limit: number,
) {
  const pendingCount = count();
  return db
    .select({ id: users.id, name: users.name, avatar: users.avatar, pendingCount })
    .from(keyResults)
    .innerJoin(objectives, eq(objectives.id, keyResults.objectiveId))
    .innerJoin(users, eq(users.id, keyResults.ownerId))
    .where(and(activeInCycle(scope), noCheckInSince(weekStart)))
    .groupBy(users.id)
    .orderBy(desc(pendingCount), asc(users.name))
    .limit(limit);
}

/** Average progress of each team's non-draft objectives in the cycle. */
export async function findTeamProgress(db: Database, scope: CycleScope, limit: number) {
  return db
    .select({
      id: teams.id,
      name: teams.name,
      progress: sql<number>`coalesce(avg(${objectives.progress}), 0)`.mapWith(Number),
      objectiveCount: count(objectives.id),
    })
    .from(teams)
    .leftJoin(
      objectives,
      and(eq(objectives.teamId, teams.id), inCycle(scope), ne(objectives.status, 'draft')),
    )
    .where(eq(teams.companyId, scope.companyId))
    .groupBy(teams.id)
    .orderBy(asc(teams.name))
    .limit(limit);
}

/** "Meus OKRs": the caller's key results in the cycle's active objectives. */
export async function findOwnKeyResults(
  db: Database,
  scope: CycleScope,
  ownerId: string,
  limit: number,
) {
  return selectKeyResultViews(db)
    .where(and(activeInCycle(scope), eq(keyResults.ownerId, ownerId)))
    .orderBy(asc(objectives.title), asc(keyResults.position), asc(keyResults.createdAt))
    .limit(limit);
}

/** The newest entries of the company's log (no total: the dashboard shows a few). */
export async function findRecentActivity(
  db: Database,
  companyId: string,
  limit: number,
): Promise<Activity[]> {
  const rows = await db
    .select({ entry: activityLog, actorName: users.name, actorAvatar: users.avatar })
    .from(activityLog)
    .leftJoin(users, eq(users.id, activityLog.actorId))
    .where(eq(activityLog.companyId, companyId))
    .orderBy(desc(activityLog.createdAt), desc(activityLog.id))
    .limit(limit);
  return rows.map(({ entry, actorName, actorAvatar }) => ({
    id: entry.id,
    entityType: entry.entityType as Activity['entityType'],
    entityId: entry.entityId,
    objectiveId: entry.objectiveId,
    action: entry.action as Activity['action'],
    label: entry.label,
    actor:
      entry.actorId && actorName
        ? { id: entry.actorId, name: actorName, avatar: actorAvatar }
        : null,
    before: entry.before,
    after: entry.after,
    createdAt: entry.createdAt.toISOString(),
  }));
}
