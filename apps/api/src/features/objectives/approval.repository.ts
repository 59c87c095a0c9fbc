import { MAX_PENDING_APPROVALS, type PendingApproval } from '@rumo/shared/objectives/approval';
import { and, asc, eq, ne, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { cycles } from '../cycles/public';
import { teams } from '../teams/public';
import { users } from '../users/public';
import { type ObjectiveRow, objectives } from './objectives.table';
import { objectiveVisibleTo } from './visibility.repository';

export type ApprovalValues = Partial<
  Pick<
    ObjectiveRow,
    | 'status'
    | 'approval'
    | 'approvalNote'
    | 'submittedAt'
    | 'submittedById'
    | 'reviewedAt'
    | 'reviewedById'
  >
>;

export async function updateApproval(
  db: Database,
  companyId: string,
  id: string,
  values: ApprovalValues,
): Promise<void> {
  await db
    .update(objectives)
    .set(values)
    .where(and(eq(objectives.id, id), eq(objectives.companyId, companyId)));
}

/**
 * Records the decision on a submitted draft, only if it is still a submitted draft (a reviewer
 * who decided meanwhile, or an owner who closed it, wins); whether it did.
 */
export async function decideApproval(
  db: Database,
  companyId: string,
  id: string,
  values: ApprovalValues,
): Promise<boolean> {
  const rows = await db
    .update(objectives)
    .set(values)
    .where(
      and(
        eq(objectives.id, id),
        eq(objectives.companyId, companyId),
        eq(objectives.status, 'draft'),
        eq(objectives.approval, 'submitted'),
      ),
    )
    .returning({ id: objectives.id });
  return rows.length > 0;
}

/** The leader of one of the company's teams; null without a team or a leader. */
export async function findTeamLeaderId(
  db: Database,
  companyId: string,
  teamId: string | null,
): Promise<string | null> {
  if (!teamId) return null;
  const [row] = await db
    .select({ leaderId: teams.leaderId })
    .from(teams)
    .where(and(eq(teams.id, teamId), eq(teams.companyId, companyId)));
  return row?.leaderId ?? null;
}

export interface Recipient {
  id: string;
  name: string;
  email: string;
}

/** Active people of the company among these ids, or its active admins (one statement). */
export async function findRecipients(
  db: Database,
  companyId: string,
  who: { ids: string[] } | 'admins',
): Promise<Recipient[]> {
  const whom: SQL | undefined =
    who === 'admins'
      ? eq(users.role, 'admin')
      : who.ids.length > 0
        ? sql`${users.id} in ${who.ids}`
        : undefined;
  if (!whom) return [];
  return db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.status, 'active'), whom))
    .orderBy(asc(users.name));
}

/**
 * The submitted drafts the viewer may decide, oldest first, with the total, in one statement:
 * every one for an admin; for anyone else those of the teams they lead, except their own. A
 * closed draft keeps its submission for a reopen but waits for nobody meanwhile.
 */
export async function listPendingApprovals(
  db: Database,
  viewer: { companyId: string; id: string; isAdmin: boolean },
): Promise<{ rows: PendingApproval[]; total: number }> {
  const mine = viewer.isAdmin
    ? undefined
    : and(
        eq(teams.leaderId, viewer.id),
        ne(objectives.ownerId, viewer.id),
        ne(objectives.level, 'company'),
        // A private draft that does not name its team's leader goes to the admins instead.
        objectiveVisibleTo({ id: viewer.id, role: 'user' }),
      );
  const rows = await db
    .select({
      id: objectives.id,
      title: objectives.title,
      level: objectives.level,
      teamId: objectives.teamId,
      teamName: teams.name,
      ownerId: objectives.ownerId,
      ownerName: users.name,
      ownerAvatar: users.avatar,
      cycleId: cycles.id,
      cycleName: cycles.name,
      submittedAt: objectives.submittedAt,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(objectives)
    .innerJoin(users, eq(users.id, objectives.ownerId))
    .innerJoin(cycles, eq(cycles.id, objectives.cycleId))
    .leftJoin(teams, eq(teams.id, objectives.teamId))
    .where(
      and(
        eq(objectives.companyId, viewer.companyId),
        eq(objectives.status, 'draft'),
        eq(objectives.approval, 'submitted'),
        mine,
      ),
    )
    .orderBy(asc(objectives.submittedAt), asc(objectives.id))
    .limit(MAX_PENDING_APPROVALS);
  return {
    total: rows[0]?.total ?? 0,
    rows: rows.map((row) => ({
      id: row.id,
      title: row.title,
      level: row.level,
      team: row.teamId && row.teamName ? { id: row.teamId, name: row.teamName } : null,
      owner: { id: row.ownerId, name: row.ownerName, avatar: row.ownerAvatar },
      cycle: { id: row.cycleId, name: row.cycleName },
      submittedAt: (row.submittedAt ?? new Date(0)).toISOString(),
    })),
  };
}

/** Whether this person (not an admin) may see the objective: who reviews a private draft. */
export async function objectiveVisibleToPerson(
  db: Database,
  companyId: string,
  objectiveId: string,
  userId: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: objectives.id })
    .from(objectives)
    .where(
      and(
        eq(objectives.companyId, companyId),
        eq(objectives.id, objectiveId),
        objectiveVisibleTo({ id: userId, role: 'user' }),
      ),
    );
  return row !== undefined;
}
