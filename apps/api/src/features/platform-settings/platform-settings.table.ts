import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * One row (id 1): what staff changed at runtime in the backoffice's settings over the
 * environment's values (null: no override), and the last Efí call that answered.
 */
export const backofficeSettings = pgTable(
  'backoffice_settings',
  {
    id: integer('id').primaryKey().default(1),
    trialDays: integer('trial_days'),
    graceDays: integer('grace_days'),
    salesEmail: text('sales_email'),
    efiLastSuccessAt: timestamp('efi_last_success_at', { withTimezone: true }),
    efiLastSuccessCall: text('efi_last_success_call'),
    /** The staff member of the last change (the audit log says more); no foreign key on purpose. */
    updatedBy: uuid('updated_by'),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
  },
  (table) => [
    check('backoffice_settings_single_row', sql`${table.id} = 1`),
    check('backoffice_settings_trial_days', sql`${table.trialDays} between 0 and 365`),
    check('backoffice_settings_grace_days', sql`${table.graceDays} between 0 and 60`),
  ],
);

export type BackofficeSettingsRow = typeof backofficeSettings.$inferSelect;
