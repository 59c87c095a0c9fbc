import type { StaffInvoice, StaffInvoiceQuery } from '@rumo/shared/backoffice/invoices';
import { and, desc, eq, ilike, inArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../../db/database';
import { containsPattern } from '../../../lib/like-pattern';
import { payments } from '../../billing/public';
import { companies } from '../../companies/public';
import { invoices } from '../../invoices/public';
import { dayRange, iso, offsetOf } from '../billing/lists';

/** The nota that issued this one again (staff "Emitir nova nota"), if any. */
const successor = alias(invoices, 'successor');

const columns = {
  invoice: invoices,
  companyName: companies.name,
  reissuedAs: successor.id,
  paymentStatus: payments.status,
  paymentMethod: payments.method,
  paymentAmountCents: payments.amountCents,
  paidAt: payments.paidAt,
};

type Row = {
  invoice: typeof invoices.$inferSelect;
  companyName: string;
  reissuedAs: string | null;
  paymentStatus: StaffInvoice['payment']['status'];
  paymentMethod: StaffInvoice['payment']['method'];
  paymentAmountCents: number;
  paidAt: Date | null;
};

export function toStaffInvoice(row: Row): StaffInvoice {
  const { invoice } = row;
  const base = `/api/backoffice/invoices/${invoice.id}`;
  return {
    id: invoice.id,
    status: invoice.status,
    company: { id: invoice.companyId, name: row.companyName },
    payment: {
      id: invoice.paymentId,
      status: row.paymentStatus,
      method: row.paymentMethod,
      amountCents: row.paymentAmountCents,
      paidAt: iso(row.paidAt),
    },
    amountCents: invoice.amountCents,
    number: invoice.number,
    verificationCode: invoice.verificationCode,
    errorMessage: invoice.errorMessage,
    attempts: invoice.attempts,
    nextAttemptAt: iso(invoice.nextAttemptAt),
    issuedAt: iso(invoice.issuedAt),
    canceledAt: iso(invoice.canceledAt),
    cancelReason: invoice.cancelReason,
    reissueOf: invoice.reissueOf,
    reissuedAs: row.reissuedAs,
    pdfUrl: invoice.providerPdfUrl ? `${base}/pdf` : null,
    xmlUrl: invoice.providerXmlUrl ? `${base}/xml` : null,
    createdAt: invoice.createdAt.toISOString(),
    updatedAt: invoice.updatedAt.toISOString(),
  };
}

const selectInvoices = (db: Database) =>
  db
    .select(columns)
    .from(invoices)
    .innerJoin(companies, eq(companies.id, invoices.companyId))
    .innerJoin(payments, eq(payments.id, invoices.paymentId))
    .leftJoin(successor, eq(successor.reissueOf, invoices.id));

function where(query: Omit<StaffInvoiceQuery, 'page' | 'limit'>): SQL | undefined {
  return and(
    query.status ? inArray(invoices.status, query.status) : undefined,
    query.companyId ? eq(invoices.companyId, query.companyId) : undefined,
    query.company ? ilike(companies.name, containsPattern(query.company)) : undefined,
    dayRange(invoices.createdAt, query.from, query.to),
  );
}

/** The Notas fiscais page: newest first, with the total in the same statement. */
export async function listStaffInvoices(db: Database, query: StaffInvoiceQuery) {
  const rows = await selectInvoices(db)
    .where(where(query))
    .orderBy(desc(invoices.createdAt), desc(invoices.id))
    .limit(query.limit)
    .offset(offsetOf(query));
  const [count] = await db
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(invoices)
    .innerJoin(companies, eq(companies.id, invoices.companyId))
    .where(where(query));
  return { data: rows.map(toStaffInvoice), total: count?.total ?? 0 };
}

export async function findStaffInvoice(db: Database, id: string) {
  const [row] = await selectInvoices(db).where(eq(invoices.id, id));
  return row ? toStaffInvoice(row) : undefined;
}

/** Locks the payment (a refund waits, or comes first) while its nota is issued again. */
export async function lockPayment(tx: Database, paymentId: string): Promise<void> {
  await tx
    .select({ id: payments.id })
    .from(payments)
    .where(eq(payments.id, paymentId))
    .for('update');
}
