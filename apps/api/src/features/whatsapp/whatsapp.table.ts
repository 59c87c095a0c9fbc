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

/** Incoming message ids already handled: Meta redelivers a webhook until it gets a 200. */
export const whatsappInbound = pgTable('whatsapp_inbound', {
  messageId: text('message_id').primaryKey(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});
