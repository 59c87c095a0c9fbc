import { REMINDER_KINDS } from '@rumo/shared/reminders/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { companies } from '../companies/companies.table';
import { keyResults } from '../objectives/objectives.table';
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

/**
 * A missed check-in told to the owner's team lead (or the admins): one row per key result and
 * check-in day owed, claimed before the digest is sent, so the same miss is never escalated twice.
 */
export const checkInEscalations = pgTable(
  'check_in_escalations',
  {
    keyResultId: uuid('key_result_id')
      .notNull()
      .references(() => keyResults.id, { onDelete: 'cascade' }),
    /** The check-in day owed ('YYYY-MM-DD', checkInDue's dueDay). */
    dueDay: date('due_day', { mode: 'string' }).notNull(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    escalatedAt: timestamp('escalated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.keyResultId, table.dueDay] })],
);
