import { COMPANY_SIZES, LEAD_SOURCES, LEAD_STATUSES } from '@rumo/shared/leads/contracts';
import { sql } from 'drizzle-orm';
import { index, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const leadSourceEnum = pgEnum('lead_source', LEAD_SOURCES);
export const leadStatusEnum = pgEnum('lead_status', LEAD_STATUSES);
export const companySizeEnum = pgEnum('company_size', COMPANY_SIZES);

/** People who asked for a proposal, joined the beta or left a checkout: the staff follow up. */
export const leads = pgTable(
  'leads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    source: leadSourceEnum('source').notNull(),
    status: leadStatusEnum('status').notNull().default('new'),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    company: text('company'),
    companySize: companySizeEnum('company_size'),
    message: text('message'),
    /**
     * The staff member following the lead up (a `staff_users` id; no foreign key, since customer
     * features do not depend on the backoffice's tables, and staff are deactivated, not deleted).
     */
    ownerStaffId: uuid('owner_staff_id'),
    /** The staff's notes on the lead. */
    notes: text('notes'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => sql`now()`),
  },
  (table) => [
    index('leads_created_at_idx').on(table.createdAt),
    index('leads_email_idx').on(table.email),
    index('leads_status_created_idx').on(table.status, table.createdAt),
  ],
);

export type LeadRow = typeof leads.$inferSelect;
export type NewLeadRow = typeof leads.$inferInsert;
