import { bigint, pgTable, uuid } from 'drizzle-orm/pg-core';
import { companies } from '../companies/companies.table';

/**
 * A company's plan version for the coach: moved by the trigger `coach_plan_changed` when an
 * objective, a key result or a team changes anything but what check-ins write (progress,
 * confidence, current value, dates), so the coach's answers computed for one version serve every
 * read until the plan itself changes (`coach.service.ts`). Check-ins, the most frequent writes,
 * leave it alone.
 */
export const coachPlanVersions = pgTable('coach_plan_versions', {
  companyId: uuid('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});
