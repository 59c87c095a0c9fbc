import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies } from '../companies/companies.table';

/**
 * A company's deletion requested by an admin (LGPD): the purge removes everything of the company
 * at `scheduledFor`; until then an admin can undo it by deleting this row.
 */
export const companyDeletions = pgTable(
  'company_deletions',
  {
    companyId: uuid('company_id')
      .primaryKey()
      .references(() => companies.id, { onDelete: 'cascade' }),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    scheduledFor: timestamp('scheduled_for', { withTimezone: true }).notNull(),
    /** Who asked, by name: kept as text so that the request outlives that person's account. */
    requestedBy: text('requested_by'),
  },
  (table) => [index('company_deletions_scheduled_for_idx').on(table.scheduledFor)],
);

export type CompanyDeletionRow = typeof companyDeletions.$inferSelect;
