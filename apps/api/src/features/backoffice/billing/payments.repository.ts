import {
  OVERDUE_PAYMENT_STATUSES,
  type PaymentStats,
  PENDING_PAYMENT_STATUSES,
  type StaffPayment,
  type StaffPaymentQuery,
} from '@rumo/shared/backoffice/billing/payments';
import { PAYMENT_STATUSES, type PaymentStatus } from '@rumo/shared/billing/contracts';
import { type BoletoDetails, PAYMENT_METHODS } from '@rumo/shared/billing/payment-method';
import { and, asc, desc, eq, gte, ilike, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { containsPattern } from '../../../lib/like-pattern';
import { payments, subscriptionPlans, subscriptions } from '../../billing/public';
import { companies } from '../../companies/public';
import { dayRange, iso, offsetOf, startOfMonth } from './lists';

const paymentColumns = {
  id: payments.id,
  companyId: payments.companyId,
  companyName: companies.name,
  subscriptionId: payments.subscriptionId,
  planId: subscriptionPlans.id,
  planName: subscriptionPlans.name,
  planInterval: subscriptionPlans.interval,
  planPriceCents: subscriptionPlans.priceCents,
  planUserLimit: subscriptionPlans.userLimit,
  efiChargeId: payments.efiChargeId,
  amountCents: payments.amountCents,
  status: payments.status,
  method: payments.method,
  refusalReason: payments.refusalReason,
  periodStart: payments.periodStart,
  periodEnd: payments.periodEnd,
  paidAt: payments.paidAt,
  paidVia: payments.paidVia,
  statusAt: payments.statusAt,
  createdAt: payments.createdAt,
};

type PaymentRecord = {
  [K in keyof typeof paymentColumns]: (typeof paymentColumns)[K]['_']['data'] | null;
};

export function toStaffPayment(row: PaymentRecord): StaffPayment {
  return {
    id: row.id as string,
    company: { id: row.companyId as string, name: row.companyName ?? '' },
    subscriptionId: row.subscriptionId as string,
    plan:
      row.planId && row.planName && row.planInterval
        ? {
            id: row.planId,
            name: row.planName,
            interval: row.planInterval,
            priceCents: row.planPriceCents ?? 0,
            userLimit: row.planUserLimit ?? 0,
          }
        : null,
    efiChargeId: row.efiChargeId as number,
    amountCents: row.amountCents as number,
    status: row.status as PaymentStatus,
    method: row.method ?? 'card',
    refusalReason: row.refusalReason,
    periodStart: row.periodStart,
    periodEnd: row.periodEnd,
    paidAt: iso(row.paidAt),
    paidVia: row.paidVia,
    statusAt: iso(row.statusAt) ?? '',
    createdAt: iso(row.createdAt) ?? '',
  };
}

/** The select every payment answer is built from (company and plan joined). */
function selectPayments(db: Database, extra: Record<string, SQL.Aliased | SQL> = {}) {
  return db
    .select({ ...paymentColumns, ...extra })
    .from(payments)
    .innerJoin(companies, eq(companies.id, payments.companyId))
    .leftJoin(subscriptionPlans, eq(subscriptionPlans.id, payments.planId));
}

export type PaymentFilter = Omit<StaffPaymentQuery, 'page' | 'limit'>;

function paymentWhere(filter: PaymentFilter): SQL | undefined {
  return and(
    filter.status ? inArray(payments.status, filter.status) : undefined,
    filter.companyId ? eq(payments.companyId, filter.companyId) : undefined,
    filter.company ? ilike(companies.name, containsPattern(filter.company)) : undefined,
    filter.planId ? eq(payments.planId, filter.planId) : undefined,
    filter.method ? eq(payments.method, filter.method) : undefined,
    dayRange(payments.createdAt, filter.from, filter.to),
    filter.minAmountCents !== undefined
      ? gte(payments.amountCents, filter.minAmountCents)
      : undefined,
    filter.maxAmountCents !== undefined
      ? lte(payments.amountCents, filter.maxAmountCents)
      : undefined,
  );
}

/** One page of payments (newest first) and the total, in one statement. */
export async function listPayments(
  db: Database,
  filter: PaymentFilter,
  page: { page: number; limit: number },
  order: 'newest' | 'oldest' = 'newest',
) {
  const where = paymentWhere(filter);
  const rows = await selectPayments(db, { total: sql<number>`count(*) over()`.mapWith(Number) })
    .where(where)
    .orderBy(
      order === 'newest' ? desc(payments.createdAt) : asc(payments.createdAt),
      desc(payments.id),
    )
    .limit(page.limit)
    .offset(offsetOf(page));
  const first = rows[0] as { total: number } | undefined;
  const total =
    first?.total ??
    (page.page > 1
      ? Number(
          (
            await db
              .select({ n: sql<number>`count(*)` })
              .from(payments)
              .innerJoin(companies, eq(companies.id, payments.companyId))
              .where(where)
          )[0]?.n ?? 0,
        )
      : 0);
  return { data: rows.map((row) => toStaffPayment(row as PaymentRecord)), total };
}

export const pendingFilter: PaymentFilter = { status: [...PENDING_PAYMENT_STATUSES] };
export const overdueFilter: PaymentFilter = { status: [...OVERDUE_PAYMENT_STATUSES] };

export async function findStaffPayment(db: Database, id: string) {
  const [row] = await selectPayments(db, {
    subscriptionStatus: sql<string>`${subscriptions.status}`,
    efiSubscriptionId: sql<number | null>`${subscriptions.efiSubscriptionId}`,
    paymentEfiSubscriptionId: sql<number | null>`${payments.efiSubscriptionId}`,
    boleto: sql<BoletoDetails | null>`${payments.boleto}`,
  })
    .innerJoin(subscriptions, eq(subscriptions.id, payments.subscriptionId))
    .where(eq(payments.id, id));
  if (!row) return undefined;
  const extra = row as unknown as {
    subscriptionStatus: string;
    efiSubscriptionId: number | null;
    paymentEfiSubscriptionId: number | null;
    boleto: BoletoDetails | null;
  };
  return {
    payment: toStaffPayment(row as PaymentRecord),
    subscriptionStatus: extra.subscriptionStatus,
    efiSubscriptionId: extra.efiSubscriptionId,
    /** The Efí subscription the charge was made by (the subscription's may have changed since). */
    chargeEfiSubscriptionId: extra.paymentEfiSubscriptionId ?? extra.efiSubscriptionId,
    boleto: extra.boleto,
  };
}

/** Payments of one subscription, newest first (the subscription's detail). */
export async function subscriptionPayments(db: Database, subscriptionId: string, limit = 50) {
  const rows = await selectPayments(db)
    .where(eq(payments.subscriptionId, subscriptionId))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(limit);
  return rows.map((row) => toStaffPayment(row as PaymentRecord));
}

/** The newest payments (the dashboard). */
export async function recentPayments(db: Database, limit: number) {
  const rows = await selectPayments(db)
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(limit);
  return rows.map((row) => toStaffPayment(row as PaymentRecord));
}

/** Payments still open at Efí (pending or refused), the least recently changed first. */
export async function openPaymentsToSync(db: Database, limit: number) {
  const statuses = [...PENDING_PAYMENT_STATUSES, ...OVERDUE_PAYMENT_STATUSES];
  const rows = await db
    .select({
      id: payments.id,
      efiChargeId: payments.efiChargeId,
      status: payments.status,
      efiSubscriptionId: subscriptions.efiSubscriptionId,
      total: sql<number>`count(*) over()`.mapWith(Number),
    })
    .from(payments)
    .innerJoin(subscriptions, eq(subscriptions.id, payments.subscriptionId))
    .where(inArray(payments.status, statuses))
    .orderBy(asc(payments.updatedAt), asc(payments.id))
    .limit(limit);
  return { rows, total: rows[0]?.total ?? 0 };
}

/**
 * The payments page's amounts, in one statement: by status, paid this month and the last
 * (`paid_at` in the month), pending and overdue (refused, not paid yet) now.
 */
export async function paymentTotals(
  db: Database,
  now: Date,
): Promise<Omit<PaymentStats, 'chargeOutcomes'>> {
  const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;
  const monthStart = at(startOfMonth(now));
  const lastMonthStart = at(startOfMonth(now, 1));
  const paid = sql`${payments.status} in ('paid', 'settled')`;
  const inList = (statuses: readonly string[]) =>
    sql`(${sql.join(
      statuses.map((status) => sql`${status}`),
      sql`, `,
    )})`;
  const pending = inList(PENDING_PAYMENT_STATUSES);
  const overdue = inList(OVERDUE_PAYMENT_STATUSES);
  type StatsRow = {
    by_method:
      | {
          method: string;
          pending_count: number;
          pending: number;
          overdue_count: number;
          overdue: number;
        }[]
      | null;
    by_status: { status: string; count: number; amount: number }[] | null;
    paid_month: string;
    paid_month_count: string;
    paid_last_month: string;
    pending_count: string;
    pending_cents: string;
    overdue_count: string;
    overdue_cents: string;
  };
  const result = await db.execute(sql`
    select
      (select json_agg(json_build_object('status', s.status, 'count', s.count, 'amount', s.amount))
         from (select ${payments.status} as status, count(*)::int as count,
                      coalesce(sum(${payments.amountCents}), 0)::bigint as amount
                 from ${payments} group by ${payments.status}) s) as by_status,
      (select json_agg(json_build_object('method', m.method, 'pending_count', m.pending_count,
                'pending', m.pending, 'overdue_count', m.overdue_count, 'overdue', m.overdue))
         from (select ${payments.method} as method,
                      count(*) filter (where ${payments.status} in ${pending})::int as pending_count,
                      coalesce(sum(${payments.amountCents}) filter (where ${payments.status} in ${pending}), 0)::bigint as pending,
                      count(*) filter (where ${payments.status} in ${overdue})::int as overdue_count,
                      coalesce(sum(${payments.amountCents}) filter (where ${payments.status} in ${overdue}), 0)::bigint as overdue
                 from ${payments} group by ${payments.method}) m) as by_method,
      coalesce(sum(${payments.amountCents}) filter (where ${paid} and ${payments.paidAt} >= ${monthStart}), 0) as paid_month,
      count(*) filter (where ${paid} and ${payments.paidAt} >= ${monthStart}) as paid_month_count,
      coalesce(sum(${payments.amountCents}) filter (where ${paid} and ${payments.paidAt} >= ${lastMonthStart} and ${payments.paidAt} < ${monthStart}), 0) as paid_last_month,
      count(*) filter (where ${payments.status} in ${pending}) as pending_count,
      coalesce(sum(${payments.amountCents}) filter (where ${payments.status} in ${pending}), 0) as pending_cents,
      count(*) filter (where ${payments.status} in ${overdue}) as overdue_count,
      coalesce(sum(${payments.amountCents}) filter (where ${payments.status} in ${overdue}), 0) as overdue_cents
    from ${payments}
  `);
  // Both drivers answer raw queries as `{ rows }`; the shared type cannot say so.
  const row = (result as unknown as { rows: StatsRow[] }).rows[0];
  const n = (value: string | number | undefined | null) => Number(value ?? 0);
  const byStatus = new Map((row?.by_status ?? []).map((item) => [item.status, item]));
  const byMethod = new Map((row?.by_method ?? []).map((item) => [item.method, item]));
  return {
    byStatus: PAYMENT_STATUSES.filter((status) => byStatus.has(status)).map((status) => ({
      status,
      count: n(byStatus.get(status)?.count),
      amountCents: n(byStatus.get(status)?.amount),
    })),
    paidThisMonthCents: n(row?.paid_month),
    paidThisMonthCount: n(row?.paid_month_count),
    paidLastMonthCents: n(row?.paid_last_month),
    pendingCount: n(row?.pending_count),
    pendingCents: n(row?.pending_cents),
    overdueCount: n(row?.overdue_count),
    overdueCents: n(row?.overdue_cents),
    byMethod: PAYMENT_METHODS.map((method) => {
      const item = byMethod.get(method);
      return {
        method,
        pendingCount: n(item?.pending_count),
        pendingCents: n(item?.pending),
        overdueCount: n(item?.overdue_count),
        overdueCents: n(item?.overdue),
      };
    }),
  };
}
