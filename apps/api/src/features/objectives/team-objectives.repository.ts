import { roundProgress } from '@rumo/shared/okr/progress';
import { and, asc, avg, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { currentCycleIdSql } from '../cycles/public';
import type { TeamObjectives, TeamReader } from '../teams/public';
import { users } from '../users/public';
import { objectives } from './objectives.table';
import { objectiveVisibleTo } from './visibility.repository';

/** The mean progress of each given team's objectives in the current cycle (none: absent). */
async function progressByTeam(
  db: Database,
  reader: TeamReader,
  teamIds: string[],
): Promise<Map<string, number>> {
  const { companyId } = reader;
  if (teamIds.length === 0) return new Map();
  const rows = await db
    .select({ teamId: objectives.teamId, progress: avg(objectives.progress).mapWith(Number) })
    .from(objectives)
    .where(
      and(
        eq(objectives.companyId, companyId),
        inArray(objectives.teamId, teamIds),
        eq(objectives.cycleId, currentCycleIdSql(companyId)),
        objectiveVisibleTo(reader),
      ),
    )
    .groupBy(objectives.teamId);
  return new Map(rows.flatMap((row) => (row.teamId ? [[row.teamId, row.progress]] : [])));
}

/** The team's objectives in the current cycle, owners joined, oldest first. */
async function currentObjectives(db: Database, reader: TeamReader, teamId: string) {
  const { companyId } = reader;
  const rows = await db
    .select({
      id: objectives.id,
      title: objectives.title,
      level: objectives.level,
      status: objectives.status,
      progress: objectives.progress,
      ownerId: users.id,
      ownerName: users.name,
      ownerAvatar: users.avatar,
    })
    .from(objectives)
    .innerJoin(users, eq(users.id, objectives.ownerId))
    .where(
      and(
        eq(objectives.companyId, companyId),
        eq(objectives.teamId, teamId),
        eq(objectives.cycleId, currentCycleIdSql(companyId)),
        objectiveVisibleTo(reader),
      ),
    )
    .orderBy(asc(objectives.createdAt), asc(objectives.id));
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    level: row.level,
    status: row.status,
    progress: roundProgress(row.progress),
    owner: { id: row.ownerId, name: row.ownerName, avatar: row.ownerAvatar },
  }));
}

/** What the teams' routes ask of objectives (teams sit below and cannot import them). */
export const teamObjectives: TeamObjectives = { progressByTeam, currentObjectives };
