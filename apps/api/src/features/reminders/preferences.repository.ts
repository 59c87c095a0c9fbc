import type { NotificationPreferences } from '@rumo/shared/reminders/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { users } from '../users/public';
import { notificationPreferences } from './reminders.table';

const DEFAULTS: NotificationPreferences = { checkInReminder: true, weeklyDigest: true };

export async function findPreferences(
  db: Database,
  userId: string,
): Promise<NotificationPreferences> {
  const [row] = await db
    .select({
      checkInReminder: notificationPreferences.checkInReminder,
      weeklyDigest: notificationPreferences.weeklyDigest,
    })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
  return row ?? DEFAULTS;
}

/** Writes the given choices (the others keep their value) and answers the whole set. */
export async function savePreferences(
  db: Database,
  userId: string,
  changes: Partial<NotificationPreferences>,
): Promise<NotificationPreferences> {
  const [row] = await db
    .insert(notificationPreferences)
    .values({ userId, ...DEFAULTS, ...changes })
    .onConflictDoUpdate({ target: notificationPreferences.userId, set: changes })
    .returning({
      checkInReminder: notificationPreferences.checkInReminder,
      weeklyDigest: notificationPreferences.weeklyDigest,
    });
  if (!row) throw new Error('preferences upsert returned no row');
  return row;
}

/** Whether the user still exists (a deleted person's old link must not fail on the foreign key). */
export async function userExists(db: Database, userId: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  return row !== undefined;
}
