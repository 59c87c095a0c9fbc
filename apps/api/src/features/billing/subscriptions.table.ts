import { PAYMENT_STATUSES, SUBSCRIPTION_STATUSES } from '@rumo/shared/billing/contracts';
import { type BoletoDetails, PAID_VIA, PAYMENT_METHODS } from '@rumo/shared/billing/payment-method';
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { jsonb } from '../../db/well-formed-json';
import { companies } from '../companies/companies.table';
import { subscriptionPlans } from './plans.table';

export const subscriptionStatusEnum = pgEnum('subscription_status', SUBSCRIPTION_STATUSES);
export const paymentStatusEnum = pgEnum('payment_status', PAYMENT_STATUSES);
export const paymentMethodEnum = pgEnum('payment_method', PAYMENT_METHODS);
export const paidViaEnum = pgEnum('paid_via', PAID_VIA);

/** Efí's customer and billing address as given at checkout, reused to retry a refused charge. */
export interface StoredPayer {
  name: string;
  email: string;
  document: string;
  phone: string;
  birthDate?: string | undefined;
  company?: string | undefined;
  address: {
    zipcode: string;
    street: string;
    number: string;
    complement: string;
    neighborhood: string;
    city: string;
    state: string;
  };
  /** The IBGE code of `address.city` (the nota fiscal's tomador); absent on older payers. */
  ibgeCode?: string | undefined;
}

/**
 * One per company: the trial that /register starts, then the paid plan at Efí. The status is
 * derived from the payments (webhooks) and the clock (trial and grace ends), never typed in.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    planId: uuid('plan_id').references(() => subscriptionPlans.id, { onDelete: 'restrict' }),
    /** Takes over from the next charge on (a plan change). */
    nextPlanId: uuid('next_plan_id').references(() => subscriptionPlans.id, {
      onDelete: 'restrict',
    }),
    status: subscriptionStatusEnum('status').notNull(),
    efiSubscriptionId: integer('efi_subscription_id'),
    trialEndsAt: timestamp('trial_ends_at', { withTimezone: true }),
    currentPeriodStart: date('current_period_start'),
    currentPeriodEnd: date('current_period_end'),
    nextChargeAt: date('next_charge_at'),
    nextChargeCents: integer('next_charge_cents'),
    /** The rail the current Efí subscription charges on. */
    paymentMethod: paymentMethodEnum('payment_method').notNull().default('card'),
    /** A switch asked for by the admin, applied from the next charge on. */
    nextPaymentMethod: paymentMethodEnum('next_payment_method'),
    cardBrand: text('card_brand'),
    cardMask: text('card_mask'),
    payer: jsonb('payer').$type<StoredPayer>(),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    cancelReason: text('cancel_reason'),
    /** When the cancellation was asked for (by the customer, staff or the payer at Efí). */
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
    /** Set when Efí's subscription itself was canceled (no more charges will come). */
    efiCanceledAt: timestamp('efi_canceled_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    pastDueSince: timestamp('past_due_since', { withTimezone: true }),
    /** Last reconciliation with `GET /v1/subscription/:id` (the daily job checks the oldest first). */
    efiCheckedAt: timestamp('efi_checked_at', { withTimezone: true }),
    /** Efí's `next_execution` as the last reconciliation read it. */
    efiNextExecution: date('efi_next_execution'),
    /** When the reconciliation found Efí's next charge on another day than Rumo's; null once they agree. */
    efiMismatchAt: timestamp('efi_mismatch_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => sql`now()`),
  },
  (table) => [
    uniqueIndex('subscriptions_company_id_idx').on(table.companyId),
    uniqueIndex('subscriptions_efi_subscription_id_idx').on(table.efiSubscriptionId),
    index('subscriptions_status_idx').on(table.status),
  ],
);

/** One row per Efí charge of a subscription (the first payment and each renewal). */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    planId: uuid('plan_id').references(() => subscriptionPlans.id, { onDelete: 'set null' }),
    efiChargeId: integer('efi_charge_id').notNull(),
    /**
     * The Efí subscription the charge belongs to: a company's subscription row is reused by each
     * purchase, and a charge's period counts only the charges of its own Efí subscription.
     */
    efiSubscriptionId: integer('efi_subscription_id'),
    /** Integer centavos. */
    amountCents: integer('amount_cents').notNull(),
    method: paymentMethodEnum('method').notNull().default('card'),
    /** The boleto (with its Pix code) to pay; null by card. */
    boleto: jsonb('boleto').$type<BoletoDetails>(),
    /** How a paid charge was paid (a boleto may be paid by its Pix, or settled by staff). */
    paidVia: paidViaEnum('paid_via'),
    status: paymentStatusEnum('status').notNull(),
    /** Efí's timestamp of the latest status applied, so a late older entry never overwrites it. */
    statusAt: timestamp('status_at', { withTimezone: true }).notNull().defaultNow(),
    /** Efí's entry id (per token) of the status applied: breaks ties between equal `statusAt`. */
    statusEntryId: integer('status_entry_id'),
    /**
     * The subscription period this charge pays for: recorded at checkout for the first charge,
     * otherwise set once when it is first paid (its place in its Efí subscription).
     */
    periodStart: date('period_start'),
    periodEnd: date('period_end'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    refusalReason: text('refusal_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => sql`now()`),
  },
  (table) => [
    uniqueIndex('payments_efi_charge_id_idx').on(table.efiChargeId),
    index('payments_company_created_idx').on(table.companyId, table.createdAt),
    index('payments_status_idx').on(table.status),
    index('payments_efi_subscription_idx').on(table.efiSubscriptionId, table.efiChargeId),
  ],
);

export type SubscriptionRow = typeof subscriptions.$inferSelect;

/** The columns billingAccess decides from (its AccessFields), for selects that feed it. */
export const accessColumns = {
  status: subscriptions.status,
  trialEndsAt: subscriptions.trialEndsAt,
  pastDueSince: subscriptions.pastDueSince,
  currentPeriodEnd: subscriptions.currentPeriodEnd,
  cancelAtPeriodEnd: subscriptions.cancelAtPeriodEnd,
};
export type NewSubscriptionRow = typeof subscriptions.$inferInsert;
export type PaymentRow = typeof payments.$inferSelect;
export type NewPaymentRow = typeof payments.$inferInsert;
