import type { PaymentList, PaymentView } from '@rumo/shared/billing/contracts';
import { type BillingInterval, billingIntervalLabels } from '@rumo/shared/billing/plans';
import type { PaginationQuery } from '@rumo/shared/common/pagination';
import { and, asc, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { subscriptionPlans } from './plans.table';
import { payments } from './subscriptions.table';

const viewColumns = {
  id: payments.id,
  amountCents: payments.amountCents,
  status: payments.status,
  method: payments.method,
  boleto: payments.boleto,
  planName: subscriptionPlans.name,
  planInterval: subscriptionPlans.interval,
  createdAt: payments.createdAt,
  paidAt: payments.paidAt,
  refusalReason: payments.refusalReason,
};

interface ViewRow extends Pick<PaymentView, 'id' | 'amountCents' | 'status' | 'method' | 'boleto'> {
  planName: string | null;
  planInterval: BillingInterval | null;
  createdAt: Date;
  paidAt: Date | null;
  refusalReason: string | null;
}

/** Billing's view of a payment; the invoices feature adds the nota fiscal to the history's. */
const paymentView = (row: ViewRow): PaymentView => ({
  id: row.id,
  amountCents: row.amountCents,
  status: row.status,
  description:
    row.planName && row.planInterval
      ? `Rumo ${row.planName} (${billingIntervalLabels[row.planInterval].toLowerCase()})`
      : 'Assinatura Rumo',
  method: row.method,
  boleto: row.boleto,
  createdAt: row.createdAt.toISOString(),
  paidAt: row.paidAt?.toISOString() ?? null,
  refusalReason: row.refusalReason,
  invoice: null,
});

/**
 * The company's payment history, newest first, with the total in the same statement; each
 * payment's `invoice` is null here (invoices.service's `paymentHistory` fills it in).
 */
export async function listCompanyPayments(
  db: Database,
  companyId: string,
  { page, limit }: PaginationQuery,
): Promise<PaymentList> {
  const rows = await db
    .select({ ...viewColumns, total: sql<number>`count(*) over()`.mapWith(Number) })
    .from(payments)
    .leftJoin(subscriptionPlans, eq(subscriptionPlans.id, payments.planId))
    .where(eq(payments.companyId, companyId))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(limit)
    .offset((page - 1) * limit);
  const total =
    rows[0]?.total ?? (page > 1 ? await db.$count(payments, eq(payments.companyId, companyId)) : 0);
  return {
    data: rows.map((row) => paymentView(row)),
    page,
    limit,
    total,
  };
}

/**
 * The company's boletos still to pay (waiting, overdue, or paid and not yet credited), the
 * earliest due first: the billing tab shows each with its linha digitável, PDF and Pix code.
 */
export async function listOpenBoletos(db: Database, companyId: string): Promise<PaymentView[]> {
  const rows = await db
    .select(viewColumns)
    .from(payments)
    .leftJoin(subscriptionPlans, eq(subscriptionPlans.id, payments.planId))
    .where(
      and(
        eq(payments.companyId, companyId),
        eq(payments.method, 'boleto'),
        inArray(payments.status, ['waiting', 'unpaid', 'identified']),
        isNotNull(payments.boleto),
      ),
    )
    .orderBy(asc(sql`${payments.boleto} ->> 'dueDate'`), asc(payments.efiChargeId))
    .limit(12);
  return rows.map((row) => paymentView(row));
}

export async function latestUnpaidPayment(db: Database, subscriptionId: string) {
  const [row] = await db
    .select({ id: payments.id, efiChargeId: payments.efiChargeId, method: payments.method })
    .from(payments)
    .where(and(eq(payments.subscriptionId, subscriptionId), eq(payments.status, 'unpaid')))
    // Efí numbers charges in order: the later charge wins a tie (rows stored in one transaction).
    .orderBy(desc(payments.createdAt), desc(payments.efiChargeId))
    .limit(1);
  return row;
}

/** Efí took the new card: the charge waits for the operator again (its webhook settles it). */
export async function markPaymentRetried(db: Database, id: string, now: Date): Promise<void> {
  await db
    .update(payments)
    .set({ status: 'waiting', refusalReason: null, statusAt: now })
    .where(eq(payments.id, id));
}
