import { and, asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database';
import { pillars } from '../planning/public';
import { teams } from '../teams/public';
import { users } from '../users/public';
import { keyResults, objectives } from './objectives.table';
import { type CompanyReader, objectiveVisibleTo } from './visibility.repository';

/** The cycle's objectives the reader may see, with their owner's, team's and pillar's names, in export order. */
export async function listCycleExportObjectives(
  db: Database,
  reader: CompanyReader,
  cycleId: string,
) {
  return db
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
    .where(
      and(
        eq(objectives.companyId, reader.companyId),
        eq(objectives.cycleId, cycleId),
        objectiveVisibleTo(reader),
      ),
    )
    .orderBy(asc(objectives.level), asc(objectives.title), asc(objectives.id));
}

/** The key results of the cycle's objectives with their owner's name, in display order. */
export async function listCycleExportKeyResults(
  db: Database,
  reader: CompanyReader,
  cycleId: string,
) {
  const krOwner = alias(users, 'kr_owner');
  return db
    .select({ keyResult: keyResults, ownerName: krOwner.name })
    .from(keyResults)
    .innerJoin(objectives, eq(objectives.id, keyResults.objectiveId))
    .innerJoin(krOwner, eq(krOwner.id, keyResults.ownerId))
    .where(
      and(
        eq(keyResults.companyId, reader.companyId),
        eq(objectives.cycleId, cycleId),
        objectiveVisibleTo(reader),
      ),
    )
    .orderBy(asc(keyResults.position), asc(keyResults.createdAt));
}
