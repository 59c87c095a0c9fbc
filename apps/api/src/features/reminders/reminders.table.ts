import { REMINDER_KINDS } from '@rumo/shared/reminders/contracts';
import { sql } from 'drizzle-orm';
import { boolean, pgEnum, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies } from '../companies/companies.table';
import { users } from '../users/users.table';

export const reminderKindEnum = pgEnum('reminder_kind', REMINDER_KINDS);

/** A person's choice about the reminder e-mails; no row means both are on. */
export const notificationPreferences = pgTable('notification_preferences', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  checkInReminder: boolean('check_in_reminder').notNull().default(true),
  weeklyDigest: boolean('weekly_digest').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => sql`now()`),
});

/**
 * One row per e-mail sent, claimed before sending (`on conflict do nothing`): the primary key
 * is what makes a reminder go out once per person and ISO week ('2026-W48') across replicas
 * and reruns.
 */
export const reminderSends = pgTable(
  'reminder_sends',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: reminderKindEnum('kind').notNull(),
    week: text('week').notNull(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.kind, table.week] })],
);
