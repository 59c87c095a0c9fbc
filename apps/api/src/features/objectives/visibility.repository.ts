import type { UserRole } from '@rumo/shared/auth/contracts';
import { and, eq, inArray, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { teamMembers, teams } from '../teams/public';
import { users } from '../users/public';
import { keyResults, objectives, objectiveViewers } from './objectives.table';

/**
 * Who is reading. `id` is a uuid, or a placeholder of a prepared statement; an admin sees
 * everything, so the rule costs nothing on their reads.
 */
export type ObjectiveViewer = { id: string | SQL; role: UserRole };

/**
 * THE visibility rule of an objective (issue 23; the UI's copy is `canSeeObjective` in
 * packages/shared/src/objectives/permissions.ts), as a boolean SQL fragment over `objective`
 * (the `objectives` table or an alias of it, or `sql.identifier('o')` in raw SQL). A person sees
 * an objective when
 *   (it is not private, or they own it, are named in objective_viewers, or belong to a named team)
 *   AND (it is not a draft, or they own it, or lead its team).
 * Admins see every objective of their company. Both EXISTS read one objective's rows through
 * `objective_viewers_objective_idx` and `team_members_user_idx` (and the teams primary key).
 */
export function objectiveVisibleTo(
  viewer: ObjectiveViewer,
  objective: SQLWrapper = objectives,
): SQL {
  if (viewer.role === 'admin') return sql`true`;
  const me = typeof viewer.id === 'string' ? sql`${viewer.id}::uuid` : viewer.id;
  const o = objective;
  return sql`((not ${o}.private or ${o}.owner_id = ${me} or exists (
      select 1 from ${objectiveViewers}
      where ${objectiveViewers.objectiveId} = ${o}.id
        and (${objectiveViewers.userId} = ${me} or ${objectiveViewers.teamId} in (
          select ${teamMembers.teamId} from ${teamMembers} where ${teamMembers.userId} = ${me})))
    ) and (${o}.status <> 'draft' or ${o}.owner_id = ${me} or exists (
      select 1 from ${teams} where ${teams.id} = ${o}.team_id and ${teams.leaderId} = ${me})))`;
}

/**
 * What anyone in the company may see: neither private nor a draft. Shared aggregates (the
 * company's and teams' evolution series), the activity of people who are not the reader, and
 * e-mails sent to several people count only these (docs/decisions/0034-private-objectives.md).
 */
export function objectiveOpenToAll(objective: SQLWrapper = objectives): SQL {
  return sql`(not ${objective}.private and ${objective}.status <> 'draft')`;
}

/**
 * The rule in a prepared statement, for a viewer given as the `viewerId` placeholder; an admin's
 * variant (`seesAll`) leaves it out, so their plan is the one before private objectives existed.
 */
export function visibleToViewerPlaceholder(
  seesAll: boolean,
  objective: SQLWrapper = objectives,
): SQL {
  if (seesAll) return sql`true`;
  return objectiveVisibleTo(
    { id: sql`${sql.placeholder('viewerId')}::uuid`, role: 'user' },
    objective,
  );
}

/** A reader of one company. */
export type CompanyReader = ObjectiveViewer & { companyId: string };

/**
 * Whether the key result is the reader's company's and they may see its objective: the guard of
 * every read under a key result (check-ins, comments, reactions). One statement.
 */
export async function keyResultVisibleTo(
  db: Database,
  reader: CompanyReader,
  keyResultId: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: keyResults.id })
    .from(keyResults)
    .innerJoin(objectives, eq(objectives.id, keyResults.objectiveId))
    .where(
      and(
        eq(keyResults.id, keyResultId),
        eq(keyResults.companyId, reader.companyId),
        objectiveVisibleTo(reader),
      ),
    );
  return !!row;
}

/** Whether the objective is the reader's company's and theirs to see (one statement). */
export async function objectiveSeenBy(
  db: Database,
  reader: CompanyReader,
  objectiveId: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: objectives.id })
    .from(objectives)
    .where(
      and(
        eq(objectives.id, objectiveId),
        eq(objectives.companyId, reader.companyId),
        objectiveVisibleTo(reader),
      ),
    );
  return !!row;
}

/**
 * Which of these people of the company may see the objective (admins always): whom a mention,
 * a notification or a reminder about it may reach. One statement.
 */
export async function usersWhoSeeObjective(
  db: Database,
  companyId: string,
  objectiveId: string,
  userIds: readonly string[],
): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(objectives, eq(objectives.id, objectiveId))
    .where(
      and(
        eq(users.companyId, companyId),
        eq(objectives.companyId, companyId),
        inArray(users.id, [...userIds]),
        sql`(${users.role} = 'admin' or ${objectiveVisibleTo({ id: sql`${users.id}`, role: 'user' })})`,
      ),
    );
  return new Set(rows.map((row) => row.id));
}
