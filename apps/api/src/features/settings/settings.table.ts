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
  // Days a missed check-in waits before the owner's team lead is told; null: never.
  escalateCheckInsAfterDays: integer('escalate_check_ins_after_days'),
  /** "Exigir aprovação de objetivos": drafts go through a leader or an admin before going live. */
  approvalRequired: boolean('approval_required').notNull().default(false),
  milestoneKeyResults: boolean('milestone_key_results').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => sql`now()`),
});
