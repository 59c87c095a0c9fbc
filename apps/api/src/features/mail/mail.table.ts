import { index, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const EMAIL_STATUSES = ['recorded', 'sent', 'failed'] as const;
export const emailStatusEnum = pgEnum('email_status', EMAIL_STATUSES);

/**
 * Every e-mail the app sends is recorded here first: it is the dev mailbox, an audit trail,
 * and the queue a background sender can retry from.
 */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    template: text('template').notNull(),
    status: emailStatusEnum('status').notNull().default('recorded'),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [index('email_outbox_created_at_idx').on(table.createdAt)],
);

export type EmailOutboxRow = typeof emailOutbox.$inferSelect;
