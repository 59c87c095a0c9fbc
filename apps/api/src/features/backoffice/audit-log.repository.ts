import type { StaffAuditEntry } from '@rumo/shared/backoffice/audit-log';
import { and, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { staffAuditLog, staffUsers } from './backoffice.table';

/** One audit entry; `before`/`after` are the record's relevant fields (never secrets). */
export interface StaffAuditInput {
  /** The staff member who acted; null for the command line. */
  actorId: string | null;
  /** `<target>.<verb>`, e.g. `staff_user.deactivated`, `subscription_plan.deleted`. */
  action: string;
  targetType: string;
  targetId?: string | null | undefined;
  before?: Record<string, unknown> | null | undefined;
  after?: Record<string, unknown> | null | undefined;
  reason?: string | null | undefined;
  ip?: string | null | undefined;
  /** The app's clock (`app.now()`); defaults to the database's. */
  at?: Date | undefined;
}

/**
 * Writes one audit entry. Call it with the transaction of the write it records, so both are
 * committed together: `await recordStaffAudit(tx, { actorId: staff.id, action, ... })`.
 */
export async function recordStaffAudit(db: Database, entry: StaffAuditInput): Promise<void> {
  await db.insert(staffAuditLog).values({
    actorId: entry.actorId,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
    reason: entry.reason ?? null,
    ip: entry.ip ?? null,
    ...(entry.at ? { createdAt: entry.at } : {}),
  });
}

export interface StaffAuditFilter {
  actorId?: string | undefined;
  action?: string | undefined;
  targetType?: string | undefined;
  targetId?: string | undefined;
  from?: Date | undefined;
  /** Exclusive. */
  until?: Date | undefined;
}

export async function listStaffAudit(
  db: Database,
  filter: StaffAuditFilter & { page: number; limit: number },
): Promise<{ data: StaffAuditEntry[]; total: number }> {
  const where: SQL | undefined = and(
    filter.actorId ? eq(staffAuditLog.actorId, filter.actorId) : undefined,
    filter.action ? eq(staffAuditLog.action, filter.action) : undefined,
    filter.targetType ? eq(staffAuditLog.targetType, filter.targetType) : undefined,
    filter.targetId ? eq(staffAuditLog.targetId, filter.targetId) : undefined,
    filter.from ? gte(staffAuditLog.createdAt, filter.from) : undefined,
    filter.until ? lt(staffAuditLog.createdAt, filter.until) : undefined,
  );
  const rows = await db
    .select({
      entry: staffAuditLog,
      actorName: staffUsers.name,
      actorEmail: staffUsers.email,
    })
    .from(staffAuditLog)
    .leftJoin(staffUsers, eq(staffUsers.id, staffAuditLog.actorId))
    .where(where)
    .orderBy(desc(staffAuditLog.createdAt), desc(staffAuditLog.id))
    .limit(filter.limit)
    .offset((filter.page - 1) * filter.limit);
  const total = await db.$count(staffAuditLog, where);
  return {
    total,
    data: rows.map(({ entry, actorName, actorEmail }) => ({
      id: entry.id,
      actor:
        entry.actorId && actorName !== null && actorEmail !== null
          ? { id: entry.actorId, name: actorName, email: actorEmail }
          : null,
      action: entry.action,
      targetType: entry.targetType,
      targetId: entry.targetId,
      before: entry.before,
      after: entry.after,
      reason: entry.reason,
      ip: entry.ip,
      createdAt: entry.createdAt.toISOString(),
    })),
  };
}
