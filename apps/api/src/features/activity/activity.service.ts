import type {
  ACTIVITY_ACTIONS,
  ACTIVITY_ENTITIES,
  Activity,
} from '@rumo/shared/activity/contracts';
import type { Paginated, PaginationQuery } from '@rumo/shared/common/pagination';
import { objectiveMessages } from '@rumo/shared/objectives/contracts';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { notFound } from '../../lib/errors';
import type { AuthUser } from '../../plugins/auth';
import { type CompanyReader, objectiveSeenBy } from '../objectives/public';
import {
  appendActivities,
  deleteActivityOf,
  listActivity,
  type NewActivityRow,
} from './activity.repository';
import { activityLog } from './activity.table';

export type ActivityEntry = {
  companyId: string;
  actorId: string | null;
  entityType: (typeof ACTIVITY_ENTITIES)[number];
  entityId: string;
  objectiveId?: string | null;
  action: (typeof ACTIVITY_ACTIONS)[number];
  label: string;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  /**
   * When it happened, as PostgreSQL wrote it (timestamptz text, to the microsecond): a batch of
   * check-ins' entries keep their order within one millisecond. Default: now.
   */
  at?: string;
};

const rowOf = (entry: ActivityEntry): NewActivityRow => ({
  companyId: entry.companyId,
  actorId: entry.actorId,
  entityType: entry.entityType,
  entityId: entry.entityId,
  objectiveId: entry.objectiveId ?? null,
  action: entry.action,
  label: entry.label,
  before: entry.before ?? null,
  after: entry.after ?? null,
  at: entry.at ?? null,
});

/**
 * Appends entries to the activity log in one prepared statement (activity.events.ts calls it
 * after the change committed, on the app's database). Snapshots keep only plain JSON (dates
 * become strings).
 */
export async function recordActivities(db: Database, entries: ActivityEntry[]): Promise<void> {
  await appendActivities(db, entries.map(rowOf));
}

/** One entry, in the caller's transaction if it has one (the demo seeder). */
export async function recordActivity(db: Database, entry: ActivityEntry): Promise<void> {
  await db.insert(activityLog).values({
    companyId: entry.companyId,
    actorId: entry.actorId,
    entityType: entry.entityType,
    entityId: entry.entityId,
    objectiveId: entry.objectiveId ?? null,
    action: entry.action,
    label: entry.label,
    before: entry.before ? toJson(entry.before) : null,
    after: entry.after ? toJson(entry.after) : null,
    ...(entry.at ? { createdAt: sql`${entry.at}::timestamptz` } : {}),
  });
}

function toJson(snapshot: Record<string, unknown>): Record<string, unknown> {
  return JSON.parse(JSON.stringify(snapshot)) as Record<string, unknown>;
}

/**
 * A page of the whole company's log, newest first. User management entries carry e-mails,
 * roles and statuses: only admins see those details, others just the entry and the name.
 */
export async function companyActivity(
  db: Database,
  viewer: Pick<AuthUser, 'companyId' | 'role' | 'id'>,
  { page, limit }: PaginationQuery,
): Promise<Paginated<Activity>> {
  const { rows, total } = await listActivity(db, viewer, { page, limit });
  const data =
    viewer.role === 'admin'
      ? rows
      : rows.map((row) =>
          row.entityType === 'user' ? { ...row, before: null, after: null } : row,
        );
  return { data, page, limit, total };
}

/** An objective's timeline: 404 when the objective is not the company's or not the reader's to see. */
export async function objectiveActivity(
  db: Database,
  reader: CompanyReader,
  objectiveId: string,
  { page, limit }: PaginationQuery,
): Promise<Paginated<Activity>> {
  if (!(await objectiveSeenBy(db, reader, objectiveId))) {
    throw notFound(objectiveMessages.notFound);
  }
  const { rows, total } = await listActivity(db, reader, { page, limit, objectiveId });
  return { data: rows, page, limit, total };
}

/** Drops the entries of a record that must leave no trace (a deleted comment). */
export async function forgetActivity(
  db: Database,
  companyId: string,
  entityType: ActivityEntry['entityType'],
  entityId: string,
): Promise<void> {
  await deleteActivityOf(db, companyId, entityType, entityId);
}
