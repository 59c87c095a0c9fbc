import { TAX_REGIMES } from '@rumo/shared/backoffice/fiscal-settings';
import { INVOICE_STATUSES } from '@rumo/shared/billing/invoices';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
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
import { payments } from '../billing/public';
import { companies } from '../companies/companies.table';

export const invoiceStatusEnum = pgEnum('invoice_status', INVOICE_STATUSES);

/** One row (id 1): the issuer's data every nota fiscal carries, saved by an admin. */
export const fiscalSettings = pgTable(
  'fiscal_settings',
  {
    id: integer('id').primaryKey().default(1),
    cnpj: text('cnpj').notNull(),
    razaoSocial: text('razao_social').notNull(),
    inscricaoMunicipal: text('inscricao_municipal').notNull(),
    municipioName: text('municipio_name').notNull(),
    municipioState: text('municipio_state').notNull(),
    municipioIbge: text('municipio_ibge').notNull(),
    taxRegime: text('tax_regime', { enum: TAX_REGIMES }).notNull(),
    serviceItem: text('service_item').notNull(),
    municipalTaxCode: text('municipal_tax_code'),
    /** ISS rate in hundredths of a percent (250 = 2,5 %). */
    issRateBasisPoints: integer('iss_rate_bp').notNull(),
    descriptionTemplate: text('description_template').notNull(),
    /** The staff member of the last change (the audit log says more); no foreign key on purpose. */
    updatedBy: uuid('updated_by'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    check('fiscal_settings_single_row', sql`${table.id} = 1`),
    check('fiscal_settings_iss_rate', sql`${table.issRateBasisPoints} between 0 and 500`),
  ],
);
export type FiscalSettingsRow = typeof fiscalSettings.$inferSelect;

export interface FiscalAddressValue {
  zipcode: string;
  street: string;
  number: string;
  complement: string;
  neighborhood: string;
  city: string;
  state: string;
  ibgeCode: string | null;
}

/** The tomador the company's admin set in the billing tab (else the checkout's payer is used). */
export const companyFiscalData = pgTable('company_fiscal_data', {
  companyId: uuid('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  document: text('document').notNull(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  address: jsonb('address').$type<FiscalAddressValue>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});
export type CompanyFiscalDataRow = typeof companyFiscalData.$inferSelect;

/**
 * One nota fiscal per paid payment (unique `payment_id` among the first notas: a duplicated paid
 * notification queues nothing more). The provider's reference is the payment's id. A nota
 * canceled by mistake may be issued again by staff: a new row (`reissue_of` the canceled one,
 * once each) whose reference is its own id; the payment's current nota is the last of the chain.
 * `next_attempt_at` is when the issuing job may try (again): null when nothing is due
 * (authorized, canceled, out of retries).
 */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    status: invoiceStatusEnum('status').notNull().default('queued'),
    /** The provider that issued it (`focusnfe`, `simulator`), set on the first send. */
    provider: text('provider'),
    reference: text('reference').notNull(),
    amountCents: integer('amount_cents').notNull(),
    number: text('number'),
    verificationCode: text('verification_code'),
    /** The provider's document URLs (fetched with its credentials; never shown as such). */
    providerPdfUrl: text('provider_pdf_url'),
    providerXmlUrl: text('provider_xml_url'),
    /** The provider's refusal, or why the invoice waits (no fiscal settings). */
    errorMessage: text('error_message'),
    /** Sends to the provider so far. */
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    issuedAt: timestamp('issued_at', { withTimezone: true }),
    /** Set when a cancellation was asked for (refund, staff); sent once the nota is authorized. */
    cancelReason: text('cancel_reason'),
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
    /** The canceled nota this one issues again (staff "Emitir nova nota"); null for the first. */
    reissueOf: uuid('reissue_of').references((): AnyPgColumn => invoices.id, {
      onDelete: 'cascade',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('invoices_payment_id_idx')
      .on(table.paymentId)
      .where(sql`${table.reissueOf} is null`),
    uniqueIndex('invoices_reissue_of_idx').on(table.reissueOf),
    uniqueIndex('invoices_reference_idx').on(table.reference),
    index('invoices_company_created_idx').on(table.companyId, table.createdAt),
    index('invoices_due_idx').on(table.nextAttemptAt),
    index('invoices_status_idx').on(table.status),
  ],
);
export type InvoiceRow = typeof invoices.$inferSelect;
