import type { AlignedObjective, Objective } from '@rumo/shared/objectives/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database';
import { pillars } from '../planning/public';
import { teams } from '../teams/public';
import { users } from '../users/public';
import { type ObjectiveRow, objectives } from './objectives.table';
import { type ObjectiveViewer, objectiveVisibleTo } from './visibility.repository';

const parent = alias(objectives, 'parent_objective');
/** Objectives with their owner, team, parent, pillar and key result count, in one query. */
function selectObjectiveViews(db: Database) {
  return db
    .select({
      objective: objectives,
      ownerName: users.name,
      ownerAvatar: users.avatar,
      teamName: teams.name,
      teamLeaderId: teams.leaderId,
      parentTitle: parent.title,
      pillarName: pillars.name,
      pillarColor: pillars.color,
    })
    .from(objectives)
    .innerJoin(users, eq(users.id, objectives.ownerId))
    .leftJoin(teams, eq(teams.id, objectives.teamId))
    .leftJoin(parent, eq(parent.id, objectives.parentObjectiveId))
    .leftJoin(pillars, eq(pillars.id, objectives.pillarId));
}

/** A row of `selectObjectiveViews`, or of a statement selecting the same fields. */
type ObjectiveViewRow = Awaited<ReturnType<typeof selectObjectiveViews>>[number];

export function toObjective(row: ObjectiveViewRow): Objective {
  const o = row.objective;
  return {
    id: o.id,
    cycleId: o.cycleId,
    title: o.title,
    description: o.description,
    level: o.level,
    team: o.teamId && row.teamName ? { id: o.teamId, name: row.teamName } : null,
    owner: { id: o.ownerId, name: row.ownerName, avatar: row.ownerAvatar },
    parentObjective:
      o.parentObjectiveId && row.parentTitle
        ? { id: o.parentObjectiveId, title: row.parentTitle }
        : null,
    pillar:
      o.pillarId && row.pillarName && row.pillarColor
        ? { id: o.pillarId, name: row.pillarName, color: row.pillarColor }
        : null,
    status: o.status,
    approval: o.approval,
    result: o.result,
    closingComment: o.closingComment,
    progress: o.progress,
    confidence: o.confidence,
    keyResultCount: o.keyResultCount,
    private: o.private,
    createdAt: o.createdAt.toISOString(),
    updatedAt: o.updatedAt.toISOString(),
  };
}

export const listOrder = [asc(objectives.level), asc(objectives.title), asc(objectives.id)];

/** The objective if it is the reader's company's and they may see it. */
export async function findObjectiveView(
  db: Database,
  reader: ObjectiveViewer & { companyId: string },
  id: string,
): Promise<(Objective & { approvalNote: string | null; teamLeaderId: string | null }) | undefined> {
  const [row] = await selectObjectiveViews(db).where(
    and(
      eq(objectives.id, id),
      eq(objectives.companyId, reader.companyId),
      objectiveVisibleTo(reader),
    ),
  );
  return (
    row && {
      ...toObjective(row),
      approvalNote: row.objective.approvalNote,
      teamLeaderId: row.teamLeaderId,
    }
  );
}

export async function findObjectiveRow(
  db: Database,
  companyId: string,
  id: string,
): Promise<ObjectiveRow | undefined> {
  const [row] = await db
    .select()
    .from(objectives)
    .where(and(eq(objectives.id, id), eq(objectives.companyId, companyId)));
  return row;
}

/** True when `candidateId` is `startParentId` or one of its ancestors (alignment loop check). */
export async function parentChainContains(
  db: Database,
  companyId: string,
  startParentId: string,
  candidateId: string,
): Promise<boolean> {
  // Walks up from the proposed parent; a depth cap keeps a corrupt loop from running forever.
  const result = await db.execute(sql`
    with recursive chain(id, parent_id, depth) as (
      select id, parent_objective_id, 0 from ${objectives}
      where id = ${startParentId} and company_id = ${companyId}
      union all
      select o.id, o.parent_objective_id, chain.depth + 1 from ${objectives} o
      join chain on o.id = chain.parent_id
      where chain.depth < 100
    )
    select 1 as found from chain where id = ${candidateId} limit 1`);
  // Both drivers (PGlite, node-postgres) answer raw queries as `{ rows }`; the shared type cannot say so.
  return (result as unknown as { rows: unknown[] }).rows.length > 0;
}

/** Whether other objectives are aligned under this one. */
export async function hasChildObjectives(db: Database, companyId: string, id: string) {
  const [row] = await db
    .select({ id: objectives.id })
    .from(objectives)
    .where(and(eq(objectives.companyId, companyId), eq(objectives.parentObjectiveId, id)))
    .limit(1);
  return !!row;
}

const child = alias(objectives, 'child_objective');

/**
 * The objectives aligned directly beneath one, with owner and team, in one statement: the
 * objective itself is the driving row, so undefined means it is not the company's.
 */
export async function listAlignedObjectives(
  db: Database,
  reader: ObjectiveViewer & { companyId: string },
  id: string,
): Promise<AlignedObjective[] | undefined> {
  const { companyId } = reader;
  const rows = await db
    .select({
      child: {
        id: child.id,
        title: child.title,
        level: child.level,
        status: child.status,
        progress: child.progress,
        confidence: child.confidence,
        private: child.private,
        ownerId: child.ownerId,
        teamId: child.teamId,
      },
      ownerName: users.name,
      ownerAvatar: users.avatar,
      teamName: teams.name,
    })
    .from(objectives)
    .leftJoin(
      child,
      and(
        eq(child.parentObjectiveId, objectives.id),
        eq(child.companyId, objectives.companyId),
        objectiveVisibleTo(reader, child),
      ),
    )
    .leftJoin(users, eq(users.id, child.ownerId))
    .leftJoin(teams, eq(teams.id, child.teamId))
    .where(
      and(eq(objectives.id, id), eq(objectives.companyId, companyId), objectiveVisibleTo(reader)),
    )
    .orderBy(asc(child.level), asc(child.title), asc(child.id));
  if (rows.length === 0) return undefined;
  return rows.flatMap(({ child: row, ownerName, ownerAvatar, teamName }) => {
    if (!row) return [];
    const { ownerId, teamId, ...rest } = row;
    return [
      {
        ...rest,
        owner: { id: ownerId, name: ownerName ?? '', avatar: ownerAvatar },
        team: teamId && teamName ? { id: teamId, name: teamName } : null,
      },
    ];
  });
}
