import { sql } from 'drizzle-orm';
import { boolean, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies } from '../companies/companies.table';

/** Per-company preferences; a missing row means the defaults below. */
export const companySettings = pgTable('company_settings', {
  companyId: uuid('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  logo: text('logo'),
  checkInWeekDay: integer('check_in_week_day').notNull().default(1),
  timeZone: text('time_zone').notNull().default('America/Sao_Paulo'),
  defaultCycleLengthMonths: integer('default_cycle_length_months').notNull().default(3),
  milestoneKeyResults: boolean('milestone_key_results').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => sql`now()`),
});
