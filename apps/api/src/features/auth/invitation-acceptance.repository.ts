import type { InvitationPreview } from '@rumo/shared/auth/contracts';
import { and, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database';
import { activityLog } from '../activity/activity.table';
import { companies } from '../companies/companies.table';
import { users } from '../users/users.table';

const inviters = alias(users, 'inviters');

/**
 * The invited person, their company and who invited them (the author of the person's creation
 * in the activity log), in one statement.
 */
export async function findInvitationPreview(
  db: Database,
  userId: string,
): Promise<InvitationPreview | undefined> {
  const inviterName = db
    .select({ name: inviters.name })
    .from(activityLog)
    .innerJoin(inviters, eq(inviters.id, activityLog.actorId))
    .where(
      and(
        eq(activityLog.companyId, users.companyId),
        eq(activityLog.entityType, 'user'),
        eq(activityLog.entityId, users.id),
        eq(activityLog.action, 'created'),
      ),
    )
    .orderBy(desc(activityLog.createdAt))
    .limit(1);
  const [row] = await db
    .select({
      name: users.name,
      email: users.email,
      company: companies.name,
      inviterName: sql<string | null>`(${inviterName})`,
    })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.id, userId));
  return row;
}
