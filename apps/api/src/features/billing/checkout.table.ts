import type { CheckoutResult } from '@rumo/shared/billing/contracts';
import { sql } from 'drizzle-orm';
import { pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { jsonb } from '../../db/well-formed-json';

export const CHECKOUT_STATES = ['processing', 'succeeded', 'refused', 'failed'] as const;
export const checkoutStateEnum = pgEnum('checkout_state', CHECKOUT_STATES);

/**
 * One row per checkout attempt, keyed by the browser's idempotency key: a double click or a
 * retried request finds the first attempt instead of creating a second subscription at Efí.
 * Efí has no idempotency key of its own, so its `custom_id` carries this row's id.
 */
export const checkoutSessions = pgTable('checkout_sessions', {
  id: uuid('id').primaryKey().defaultRandom(),
  idempotencyKey: uuid('idempotency_key').notNull().unique(),
  email: text('email').notNull(),
  planId: uuid('plan_id').notNull(),
  /** The company that bought (created by the checkout, or the signed-in admin's). */
  companyId: uuid('company_id'),
  state: checkoutStateEnum('state').notNull().default('processing'),
  result: jsonb('result').$type<CheckoutResult>(),
  refusalReason: text('refusal_reason'),
  error: text('error'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => sql`now()`),
});

export type CheckoutSessionRow = typeof checkoutSessions.$inferSelect;
