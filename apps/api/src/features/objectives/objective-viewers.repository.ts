import { objectiveMessages } from '@rumo/shared/objectives/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { teams } from '../teams/public';
import { users } from '../users/public';
import { invalidFields } from './objectives.references';
import { objectiveViewers } from './objectives.table';

export type ViewerIds = { viewerUserIds: string[]; viewerTeamIds: string[] };

/** 400 unless every named person and team is the company's (one statement). */
export async function checkViewerReferences(
  db: Database,
  companyId: string,
  { viewerUserIds, viewerTeamIds }: ViewerIds,
): Promise<void> {
  if (viewerUserIds.length === 0 && viewerTeamIds.length === 0) return;
  const none = sql`null::uuid`;
  const found = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.companyId, companyId),
        viewerUserIds.length > 0 ? inArray(users.id, viewerUserIds) : eq(users.id, none),
      ),
    )
    .unionAll(
      db
        .select({ id: teams.id })
        .from(teams)
        .where(
          and(
            eq(teams.companyId, companyId),
            viewerTeamIds.length > 0 ? inArray(teams.id, viewerTeamIds) : eq(teams.id, none),
          ),
        ),
    );
  const known = new Set(found.map((row) => row.id));
  const issues = [
    ...(viewerUserIds.some((id) => !known.has(id)) ? ['viewerUserIds'] : []),
    ...(viewerTeamIds.some((id) => !known.has(id)) ? ['viewerTeamIds'] : []),
  ].map((path) => ({ path, message: objectiveMessages.unknownReference }));
  if (issues.length > 0) invalidFields(issues);
}

/** Replaces the people and teams named on an objective (none when it is not private). */
export async function replaceObjectiveViewers(
  db: Database,
  companyId: string,
  objectiveId: string,
  { viewerUserIds, viewerTeamIds }: ViewerIds,
): Promise<void> {
  await db
    .delete(objectiveViewers)
    .where(
      and(eq(objectiveViewers.companyId, companyId), eq(objectiveViewers.objectiveId, objectiveId)),
    );
  const rows = [
    ...[...new Set(viewerUserIds)].map((userId) => ({ userId })),
    ...[...new Set(viewerTeamIds)].map((teamId) => ({ teamId })),
  ];
  if (rows.length === 0) return;
  await db.insert(objectiveViewers).values(rows.map((row) => ({ ...row, companyId, objectiveId })));
}

/** The people and teams named on an objective. */
export async function findObjectiveViewers(
  db: Database,
  companyId: string,
  objectiveId: string,
): Promise<ViewerIds> {
  const rows = await db
    .select({ userId: objectiveViewers.userId, teamId: objectiveViewers.teamId })
    .from(objectiveViewers)
    .where(
      and(eq(objectiveViewers.companyId, companyId), eq(objectiveViewers.objectiveId, objectiveId)),
    );
  return {
    viewerUserIds: rows.flatMap((row) => (row.userId ? [row.userId] : [])).sort(),
    viewerTeamIds: rows.flatMap((row) => (row.teamId ? [row.teamId] : [])).sort(),
  };
}
