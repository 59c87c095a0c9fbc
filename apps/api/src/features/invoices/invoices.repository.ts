import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, isNotNull, lte, notExists, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database';
import { payments, subscriptionPlans, subscriptions } from '../billing/public';
import { companies } from '../companies/public';
import { type InvoiceRow, invoices } from './invoices.table';

/**
 * Queues the payment's nota fiscal: one row per payment (unique `payment_id`), so a repeated or
 * concurrent call for the same payment inserts nothing more. `on conflict` names no index on
 * purpose: the reference (the payment's id) is unique too, and two racing inserts that both
 * passed the check would otherwise fail on that other index on PostgreSQL. Due at once.
 * Called once billing committed the payment as paid (`payment.paid`): only while it is paid and
 * not refunded, under the payment row's share lock, so a refund committed in between queues
 * nothing and one committing meanwhile waits for this row (and then cancels it).
 */
export async function queueInvoiceForPayment(
  db: Database,
  paymentId: string,
  at: Date,
): Promise<void> {
  const when = at.toISOString();
  await db.execute(sql`
    insert into invoices (payment_id, company_id, reference, amount_cents, status,
      next_attempt_at, created_at, updated_at)
    select id, company_id, id::text, amount_cents, 'queued',
      ${when}::timestamptz, ${when}::timestamptz, ${when}::timestamptz
    from payments
    where id = ${paymentId} and paid_at is not null and status <> 'refunded'
    for share
    on conflict do nothing`);
}

/**
 * The safety net of `payment.paid`: queues the nota of every payment paid before `paidBefore`
 * that has none (its event's delivery was lost: the process died after billing's commit, or the
 * subscriber failed). Same rules as `queueInvoiceForPayment`: paid and not refunded, under the
 * payments' share lock, one row per payment (a refunded payment's canceled nota counts as one).
 * The oldest first, at most `limit`.
 */
export async function queueMissingInvoices(
  db: Database,
  paid: { after: Date; before: Date },
  at: Date,
  limit: number,
): Promise<void> {
  const when = at.toISOString();
  await db.execute(sql`
    insert into invoices (payment_id, company_id, reference, amount_cents, status,
      next_attempt_at, created_at, updated_at)
    select p.id, p.company_id, p.id::text, p.amount_cents, 'queued',
      ${when}::timestamptz, ${when}::timestamptz, ${when}::timestamptz
    from payments p
    where p.paid_at >= ${paid.after.toISOString()}::timestamptz
      and p.paid_at < ${paid.before.toISOString()}::timestamptz and p.status <> 'refunded'
      and not exists (select 1 from invoices i where i.payment_id = p.id)
    order by p.paid_at
    limit ${limit}
    for share of p
    on conflict do nothing`);
}

export async function findInvoice(db: Database, id: string): Promise<InvoiceRow | undefined> {
  const [row] = await db.select().from(invoices).where(eq(invoices.id, id));
  return row;
}

export async function findInvoiceByReference(db: Database, reference: string) {
  const [row] = await db.select().from(invoices).where(eq(invoices.reference, reference));
  return row;
}

const successor = alias(invoices, 'successor');
/** The nota no later one re-issues: the payment's current one. */
const isCurrent = (db: Database) =>
  notExists(
    db.select({ id: successor.id }).from(successor).where(eq(successor.reissueOf, invoices.id)),
  );

/** The payment's current nota fiscal (the last re-issue, else the first). */
export async function findInvoiceOfPayment(db: Database, paymentId: string) {
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.paymentId, paymentId), isCurrent(db)));
  return row;
}

/**
 * Issues a canceled nota again: a new row for the same payment, its own id as the provider's
 * reference, due at once. At most one re-issue per canceled nota (unique `reissue_of`): a
 * concurrent second one inserts nothing and answers undefined.
 */
export async function insertReissue(
  tx: Database,
  canceled: InvoiceRow,
  at: Date,
): Promise<InvoiceRow | undefined> {
  const id = randomUUID();
  const [row] = await tx
    .insert(invoices)
    .values({
      id,
      paymentId: canceled.paymentId,
      companyId: canceled.companyId,
      reference: id,
      amountCents: canceled.amountCents,
      status: 'queued',
      reissueOf: canceled.id,
      nextAttemptAt: at,
      createdAt: at,
      updatedAt: at,
    })
    .onConflictDoNothing()
    .returning();
  return row;
}

/** Locks the invoice for a change (the issuing job, staff, a refund): one writer at a time. */
export async function lockInvoice(tx: Database, id: string): Promise<InvoiceRow | undefined> {
  const [row] = await tx.select().from(invoices).where(eq(invoices.id, id)).for('update');
  return row;
}

export async function updateInvoice(
  tx: Database,
  id: string,
  changes: Partial<Omit<InvoiceRow, 'id' | 'paymentId' | 'companyId' | 'reference'>>,
): Promise<InvoiceRow> {
  const [row] = await tx.update(invoices).set(changes).where(eq(invoices.id, id)).returning();
  if (!row) throw new Error(`invoice ${id} vanished`);
  return row;
}

/** Invoices whose work is due (issue, poll, cancel), oldest first. */
export async function dueInvoiceIds(db: Database, now: Date, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(isNotNull(invoices.nextAttemptAt), lte(invoices.nextAttemptAt, now)))
    .orderBy(asc(invoices.nextAttemptAt))
    .limit(limit);
  return rows.map((row) => row.id);
}

/**
 * Invoices that waited for the fiscal settings or were refused (maybe for them): due now that
 * the settings changed.
 */
export async function wakeQueuedInvoices(tx: Database, now: Date): Promise<void> {
  await tx
    .update(invoices)
    .set({ nextAttemptAt: now, updatedAt: now })
    .where(inArray(invoices.status, ['queued', 'error']));
}

/** The company's invoices that wait or were refused: due now (its fiscal data changed). */
export async function wakeCompanyInvoices(tx: Database, companyId: string, now: Date) {
  await tx
    .update(invoices)
    .set({ nextAttemptAt: now, updatedAt: now })
    .where(and(eq(invoices.companyId, companyId), inArray(invoices.status, ['queued', 'error'])));
}

/** What the nota fiscal says of the sale: the payment, its plan and the company. */
export async function invoiceContext(db: Database, paymentId: string) {
  const [row] = await db
    .select({
      payment: payments,
      companyName: companies.name,
      planName: subscriptionPlans.name,
      payer: subscriptions.payer,
    })
    .from(payments)
    .innerJoin(companies, eq(companies.id, payments.companyId))
    .innerJoin(subscriptions, eq(subscriptions.id, payments.subscriptionId))
    .leftJoin(subscriptionPlans, eq(subscriptionPlans.id, payments.planId))
    .where(eq(payments.id, paymentId));
  return row;
}

/** The current invoices of these payments (a page of the payment history), by payment id. */
export async function invoicesOfPayments(
  db: Database,
  paymentIds: string[],
): Promise<Map<string, InvoiceRow>> {
  if (paymentIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(invoices)
    .where(and(inArray(invoices.paymentId, paymentIds), isCurrent(db)));
  return new Map(rows.map((row) => [row.paymentId, row]));
}

/** The company's invoice (another company's answers nothing: a 404 for the caller). */
export async function findCompanyInvoice(db: Database, companyId: string, id: string) {
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.id, id), eq(invoices.companyId, companyId)));
  return row;
}
