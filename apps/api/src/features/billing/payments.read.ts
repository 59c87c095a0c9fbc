import type { PaymentList } from '@rumo/shared/billing/contracts';
import { billingIntervalLabels } from '@rumo/shared/billing/plans';
import type { PaginationQuery } from '@rumo/shared/common/pagination';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { paymentInvoiceSummaries } from '../invoices/public';
import { subscriptionPlans } from './plans.table';
import { payments } from './subscriptions.table';

/** The company's payment history, newest first, with the total in the same statement. */
export async function listCompanyPayments(
  db: Database,
  companyId: string,
  { page, limit }: PaginationQuery,
): Promise<PaymentList> {
  const rows = await db
    .select({
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
      total: sql<number>`count(*) over()`.mapWith(Number),
    })
    .from(payments)
    .leftJoin(subscriptionPlans, eq(subscriptionPlans.id, payments.planId))
    .where(eq(payments.companyId, companyId))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(limit)
    .offset((page - 1) * limit);
  const total =
    rows[0]?.total ?? (page > 1 ? await db.$count(payments, eq(payments.companyId, companyId)) : 0);
  const invoices = await paymentInvoiceSummaries(
    db,
    rows.map((row) => row.id),
    'billing',
  );
  return {
    data: rows.map((row) => ({
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
      invoice: invoices.get(row.id) ?? null,
    })),
    page,
    limit,
    total,
  };
}

export async function latestUnpaidPayment(db: Database, subscriptionId: string) {
  const [row] = await db
    .select({ id: payments.id, efiChargeId: payments.efiChargeId })
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
