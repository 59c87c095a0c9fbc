import { BILLING_INTERVALS } from '@rumo/shared/billing/plans';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { jsonb } from '../../db/well-formed-json';

export const billingIntervalEnum = pgEnum('billing_interval', BILLING_INTERVALS);
export const EFI_SYNC_STATES = ['pending', 'synced', 'failed'] as const;
export const efiSyncStateEnum = pgEnum('efi_sync_state', EFI_SYNC_STATES);

/** What Rumo sells: one row per offer and interval; Efí holds a twin of each (`efiPlanId`). */
export const subscriptionPlans = pgTable(
  'subscription_plans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tier: text('tier').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    features: jsonb('features').$type<string[]>().notNull().default([]),
    /** Integer centavos (R$ 449,00 = 44900). */
    priceCents: integer('price_cents').notNull(),
    interval: billingIntervalEnum('interval').notNull(),
    userLimit: integer('user_limit').notNull(),
    trialDays: integer('trial_days').notNull().default(0),
    active: boolean('active').notNull().default(true),
    highlighted: boolean('highlighted').notNull().default(false),
    displayOrder: integer('display_order').notNull().default(0),
    efiPlanId: integer('efi_plan_id'),
    efiSyncState: efiSyncStateEnum('efi_sync_state').notNull().default('pending'),
    efiSyncError: text('efi_sync_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => sql`now()`),
  },
  (table) => [
    index('subscription_plans_active_order_idx').on(table.active, table.displayOrder),
    // Efí refuses charges under R$ 5,00 (efi-pay.md, 4600036).
    check('subscription_plans_price_min', sql`${table.priceCents} >= 500`),
    check('subscription_plans_user_limit_positive', sql`${table.userLimit} > 0`),
  ],
);

export type SubscriptionPlanRow = typeof subscriptionPlans.$inferSelect;
export type NewSubscriptionPlanRow = typeof subscriptionPlans.$inferInsert;
