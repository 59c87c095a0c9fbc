import type { Activity } from '@rumo/shared/activity/contracts';
import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { type RawStatement, rawQuery } from '../../db/raw-query';
import { toWellFormedJson } from '../../db/well-formed-json';
import {
  activityReactionsJson,
  comments,
  commentViewColumns,
  toComment,
  toReactionTallies,
} from '../comments/public';
import { type CompanyReader, keyResults, objectiveVisibleTo } from '../objectives/public';
import { users } from '../users/public';
import { activityLog } from './activity.table';

/**
 * A page of the company's activity, newest first; with `objectiveId`, the timeline of that
 * objective (its own entries and those of its key results and check-ins).
 */
export async function listActivity(
  db: Database,
  reader: CompanyReader,
  { page, limit, objectiveId }: { page: number; limit: number; objectiveId?: string },
): Promise<{ rows: Activity[]; total: number }> {
  const conditions: SQL[] = [
    eq(activityLog.companyId, reader.companyId),
    // A comment gone with its key result leaves no empty line behind.
    sql`("activity_log"."entity_type" <> 'comment'
      or exists (select 1 from comments c where c.id = "activity_log"."entity_id"))`,
  ];
  // Entries of an objective the reader may not see are left out (a deleted one's stay).
  if (reader.role !== 'admin') {
    conditions.push(sql`not exists (select 1 from objectives ao
      where ao.id = "activity_log"."objective_id"
        and not ${objectiveVisibleTo(reader, sql.identifier('ao'))})`);
  }
  if (objectiveId) conditions.push(eq(activityLog.objectiveId, objectiveId));
  const where = and(...conditions);
  const rows = await db
    .select({
      entry: activityLog,
      actorName: users.name,
      actorAvatar: users.avatar,
      ...commentViewColumns,
      reactions: activityReactionsJson,
    })
    .from(activityLog)
    .leftJoin(users, eq(users.id, activityLog.actorId))
    // A comment's entry carries the comment as it reads now (edits included); a check-in's
    // 'created' entry its reactions as they are now.
    .leftJoin(
      comments,
      and(eq(activityLog.entityType, 'comment'), eq(comments.id, activityLog.entityId)),
    )
    .leftJoin(keyResults, eq(keyResults.id, comments.keyResultId))
    .where(where)
    .orderBy(desc(activityLog.createdAt), desc(activityLog.id))
    .limit(limit)
    .offset((page - 1) * limit);
  const [totals] = await db.select({ total: count() }).from(activityLog).where(where);
  return {
    rows: rows.map((row) => {
      const { entry, actorName, actorAvatar, comment, keyResultTitle, mentions } = row;
      const reactions = toReactionTallies(row.reactions);
      const actor =
        entry.actorId && actorName
          ? { id: entry.actorId, name: actorName, avatar: actorAvatar }
          : null;
      return {
        id: entry.id,
        entityType: entry.entityType as Activity['entityType'],
        entityId: entry.entityId,
        objectiveId: entry.objectiveId,
        action: entry.action as Activity['action'],
        label: entry.label,
        actor,
        before: entry.before,
        after: entry.after,
        createdAt: entry.createdAt.toISOString(),
        ...(comment && actor
          ? { comment: toComment({ comment, keyResultTitle, mentions }, actor) }
          : {}),
        ...(reactions ? { reactions } : {}),
      };
    }),
    total: totals?.total ?? 0,
  };
}

/** An entry as appendActivities stores it (its snapshots plain JSON, `at` timestamptz text). */
export type NewActivityRow = {
  companyId: string;
  actorId: string | null;
  entityType: string;
  entityId: string;
  objectiveId: string | null;
  action: string;
  label: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  at: string | null;
};

const APPEND: RawStatement = {
  name: 'activity_append',
  text: `
    insert into activity_log (company_id, actor_id, entity_type, entity_id, objective_id, action,
        label, before, after, created_at)
    select e."companyId", e."actorId", e."entityType", e."entityId", e."objectiveId", e.action,
        e.label, e.before, e.after, coalesce(e.at, now())
      from jsonb_to_recordset($1::jsonb) as e("companyId" uuid, "actorId" uuid,
        "entityType" text, "entityId" uuid, "objectiveId" uuid, action text, label text,
        before jsonb, after jsonb, at timestamptz)`,
};

/**
 * Appends entries in one prepared statement: the log's hot write (every check-in's entry, after
 * its commit). `db` must be the app's database, not a transaction (db/raw-query).
 */
export async function appendActivities(
  db: Database,
  entries: readonly NewActivityRow[],
): Promise<void> {
  if (entries.length === 0) return;
  await rawQuery(db, APPEND, [toWellFormedJson(entries)]);
}

export async function deleteActivityOf(
  db: Database,
  companyId: string,
  entityType: string,
  entityId: string,
): Promise<void> {
  await db
    .delete(activityLog)
    .where(
      and(
        eq(activityLog.companyId, companyId),
        eq(activityLog.entityType, entityType),
        eq(activityLog.entityId, entityId),
      ),
    );
}

/** The name of who created a record (the author of its newest 'created' entry), or null. */
export async function findCreatorName(
  db: Database,
  companyId: string,
  entityType: string,
  entityId: string,
): Promise<string | null> {
  const [row] = await db
    .select({ name: users.name })
    .from(activityLog)
    .innerJoin(users, eq(users.id, activityLog.actorId))
    .where(
      and(
        eq(activityLog.companyId, companyId),
        eq(activityLog.entityType, entityType),
        eq(activityLog.entityId, entityId),
        eq(activityLog.action, 'created'),
      ),
    )
    .orderBy(desc(activityLog.createdAt))
    .limit(1);
  return row?.name ?? null;
}
