import type { WhatsappDeliveryStatus } from '@rumo/shared/whatsapp/contracts';
import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { companies } from '../companies/companies.table';
import { users } from '../users/users.table';

/** Where a WhatsApp conversation stands: a key result picked, or a reading awaiting its key result. */
export type WhatsappConversation = {
  keyResultId?: string;
  candidateIds?: string[];
  value?: number;
  confidence?: 'on_track' | 'at_risk' | 'off_track' | null;
  comment?: string | null;
  /** ISO instant after which the state is forgotten. */
  expiresAt: string;
};

/**
 * A person's WhatsApp number (one per person): pending while the code sent to it is not typed
 * back (only its sha-256 is kept), linked once it is. A linked number belongs to one person.
 */
export const whatsappLinks = pgTable(
  'whatsapp_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** E.164, "+5511912345678". */
    phone: text('phone').notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    codeHash: text('code_hash'),
    codeSentAt: timestamp('code_sent_at', { withTimezone: true }),
    codeExpiresAt: timestamp('code_expires_at', { withTimezone: true }),
    codeAttempts: integer('code_attempts').notNull().default(0),
    conversation: jsonb('conversation').$type<WhatsappConversation>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => sql`now()`),
  },
  (table) => [
    uniqueIndex('whatsapp_links_user_idx').on(table.userId),
    uniqueIndex('whatsapp_links_verified_phone_idx')
      .on(table.phone)
      .where(sql`${table.verifiedAt} is not null`),
    index('whatsapp_links_company_idx').on(table.companyId),
  ],
);

/** Where a stored incoming message stands in its job: queued, answered (reply kept to resend), done. */
export type WhatsappInboundState = 'queued' | 'answering' | 'done' | 'failed';

/**
 * Incoming messages, stored by the webhook (Meta redelivers until it gets a 200: the message id
 * keeps one row) and handled by the 'whatsapp-inbound' job. The person (company, user) is filled
 * in once the job found whose number it is. Purged after WHATSAPP_RETENTION_DAYS.
 */
export const whatsappInbound = pgTable(
  'whatsapp_inbound',
  {
    messageId: text('message_id').primaryKey(),
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** E.164 of the sender. */
    phone: text('phone').notNull().default(''),
    /** The message as Meta sent it (graph-shapes' IncomingMessage). */
    payload: jsonb('payload'),
    state: text('state').$type<WhatsappInboundState>().notNull().default('done'),
    /** The answer decided (check-in recorded): resent as is by a retry. */
    reply: jsonb('reply'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
  },
  (table) => [
    index('whatsapp_inbound_received_idx').on(table.receivedAt),
    index('whatsapp_inbound_user_idx').on(table.userId),
    index('whatsapp_inbound_company_idx').on(table.companyId),
  ],
);

export type WhatsappOutboundKind = 'link_code' | 'reminder' | 'reply' | 'unknown';

/**
 * Messages Rumo sent, by their WhatsApp id ("wamid…"), with the last delivery status Meta's
 * status webhooks told (accepted → sent → delivered → read, or failed with Meta's error code).
 * A status may arrive before the send's answer: whichever comes first creates the row.
 * `summary` is what the person read, never a link code. Purged after WHATSAPP_RETENTION_DAYS.
 */
export const whatsappOutbound = pgTable(
  'whatsapp_outbound',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    wamid: text('wamid').notNull(),
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    phone: text('phone').notNull().default(''),
    kind: text('kind').$type<WhatsappOutboundKind>().notNull().default('unknown'),
    summary: text('summary'),
    status: text('status').$type<WhatsappDeliveryStatus>().notNull().default('accepted'),
    errorCode: integer('error_code'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    statusAt: timestamp('status_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('whatsapp_outbound_wamid_idx').on(table.wamid),
    index('whatsapp_outbound_user_idx').on(table.userId, table.createdAt),
    index('whatsapp_outbound_company_idx').on(table.companyId),
    index('whatsapp_outbound_created_idx').on(table.createdAt),
  ],
);
