import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies } from '../companies/companies.table';

/**
 * A company's outbound webhook endpoints. The signing secrets (`whsec_…`) are sealed at rest
 * (AES-256-GCM, webhook-secrets.ts): Rumo needs them in clear to sign, and never answers them
 * again after they were shown once. After a rotation the previous secret still signs until
 * `previous_secret_expires_at` (24 h).
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    description: text('description'),
    events: text('events').array().notNull(),
    enabled: boolean('enabled').notNull().default(true),
    secretSealed: text('secret_sealed').notNull(),
    previousSecretSealed: text('previous_secret_sealed'),
    previousSecretExpiresAt: timestamp('previous_secret_expires_at', { withTimezone: true }),
    /** Failed attempts in a row (any delivery); a success resets it. */
    consecutiveFailures: integer('consecutive_failures').notNull().default(0),
    /** When the current run of failures started; null after a success. */
    failingSince: timestamp('failing_since', { withTimezone: true }),
    disabledReason: text('disabled_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('webhook_endpoints_company_idx').on(table.companyId)],
);

export type WebhookEndpointRow = typeof webhookEndpoints.$inferSelect;

/** One event for one endpoint: its payload, fixed at the event, and its last attempt. */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    endpointId: uuid('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    /** The `webhook-id` header, the same on every attempt and replay. */
    messageId: text('message_id').notNull(),
    eventType: text('event_type').notNull(),
    /** The exact JSON body sent (what is signed). */
    payload: text('payload').notNull(),
    status: text('status', { enum: ['pending', 'succeeded', 'failed'] })
      .notNull()
      .default('pending'),
    attempt: integer('attempt').notNull().default(0),
    httpStatus: integer('http_status'),
    responseMs: integer('response_ms'),
    responseExcerpt: text('response_excerpt'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('webhook_deliveries_endpoint_created_idx').on(table.endpointId, table.createdAt),
    index('webhook_deliveries_company_idx').on(table.companyId),
  ],
);

export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;
