import {
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { jsonb } from '../../db/well-formed-json';

export const WEBHOOK_EVENT_STATES = ['pending', 'processed', 'failed'] as const;
export const webhookEventStateEnum = pgEnum('webhook_event_state', WEBHOOK_EVENT_STATES);

/**
 * One row per Efí notification token: Efí posts the same token on every change of a
 * subscription and again until it is read, so deliveries are counted, not duplicated.
 */
export const efiNotifications = pgTable(
  'efi_notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    token: text('token').notNull().unique(),
    state: webhookEventStateEnum('state').notNull().default('pending'),
    deliveries: integer('deliveries').notNull().default(1),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** Entries applied by the last processing (for the backoffice's log). */
    entriesApplied: integer('entries_applied').notNull().default(0),
    firstReceivedAt: timestamp('first_received_at', { withTimezone: true }).notNull().defaultNow(),
    lastReceivedAt: timestamp('last_received_at', { withTimezone: true }).notNull().defaultNow(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
  },
  (table) => [index('efi_notifications_received_idx').on(table.lastReceivedAt)],
);

/** Each entry of a notification's history, applied exactly once (token + Efí's entry id). */
export const efiNotificationEntries = pgTable(
  'efi_notification_entries',
  {
    token: text('token').notNull(),
    entryId: integer('entry_id').notNull(),
    type: text('type').notNull(),
    statusCurrent: text('status_current').notNull(),
    statusPrevious: text('status_previous'),
    efiSubscriptionId: integer('efi_subscription_id'),
    efiChargeId: integer('efi_charge_id'),
    valueCents: integer('value_cents'),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    raw: jsonb('raw').notNull(),
    appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.token, table.entryId] }),
    index('efi_notification_entries_subscription_idx').on(table.efiSubscriptionId),
  ],
);

export type EfiNotificationRow = typeof efiNotifications.$inferSelect;
export type EfiNotificationEntryRow = typeof efiNotificationEntries.$inferSelect;

/**
 * Billing e-mails already sent, one row per (kind, subject) key such as `receipt:<paymentId>` or
 * `dunning:3:<paymentId>`: inserted in the transaction that sends, so each goes out once.
 */
export const billingEmailLog = pgTable(
  'billing_email_log',
  {
    key: text('key').primaryKey(),
    subscriptionId: uuid('subscription_id').notNull(),
    kind: text('kind').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('billing_email_log_subscription_idx').on(table.subscriptionId)],
);
