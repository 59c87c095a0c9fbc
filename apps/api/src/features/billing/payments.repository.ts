import type { BoletoDetails } from '@rumo/shared/billing/payment-method';
import type { BillingInterval } from '@rumo/shared/billing/plans';
import { and, asc, desc, eq, inArray, isNotNull, lt, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { subscriptionPlans } from './plans.table';
import {
  type NewPaymentRow,
  type PaymentRow,
  payments,
  subscriptions,
} from './subscriptions.table';

/** The payment of an Efí charge, locked until the transaction ends. */
export async function lockPaymentByCharge(
  db: Database,
  efiChargeId: number,
): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(eq(payments.efiChargeId, efiChargeId))
    .for('update');
  return row;
}

/**
 * Creates the payment of a charge unless it exists (checkout may have created it, or a
 * concurrent processing), then returns it locked.
 */
export async function ensurePayment(db: Database, values: NewPaymentRow): Promise<PaymentRow> {
  await db.insert(payments).values(values).onConflictDoNothing({ target: payments.efiChargeId });
  const row = await lockPaymentByCharge(db, values.efiChargeId);
  if (!row) throw new Error(`payment of charge ${values.efiChargeId} vanished`);
  return row;
}

export async function updatePayment(
  db: Database,
  id: string,
  patch: Partial<
    Pick<
      PaymentRow,
      | 'status'
      | 'statusAt'
      | 'statusEntryId'
      | 'paidAt'
      | 'amountCents'
      | 'refusalReason'
      | 'periodStart'
      | 'periodEnd'
      | 'method'
      | 'boleto'
      | 'paidVia'
    >
  >,
): Promise<void> {
  await db.update(payments).set(patch).where(eq(payments.id, id));
}

/** The newest refused charge of a subscription (the one dunning e-mails are about). */
export async function latestUnpaidPayment(
  db: Database,
  subscriptionId: string,
): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.subscriptionId, subscriptionId), eq(payments.status, 'unpaid')))
    // Efí stamps statuses to the second: the later charge (Efí numbers them in order) wins a tie.
    .orderBy(desc(payments.statusAt), desc(payments.efiChargeId))
    .limit(1);
  return row;
}

export async function findPaymentByCharge(
  db: Database,
  efiChargeId: number,
): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.efiChargeId, efiChargeId));
  return row;
}

/** A charge of an Efí subscription made before another, with the interval of the plan it paid. */
export interface EarlierCharge {
  efiChargeId: number;
  periodStart: string | null;
  interval: BillingInterval | null;
}

/**
 * The charges Rumo knows of the Efí subscription `efiSubscriptionId` made before `efiChargeId`
 * (Efí numbers charges in order), oldest first, whatever their status.
 */
export async function earlierCharges(
  db: Database,
  efiSubscriptionId: number,
  efiChargeId: number,
): Promise<EarlierCharge[]> {
  return db
    .select({
      efiChargeId: payments.efiChargeId,
      periodStart: payments.periodStart,
      interval: subscriptionPlans.interval,
    })
    .from(payments)
    .leftJoin(subscriptionPlans, eq(subscriptionPlans.id, payments.planId))
    .where(
      and(eq(payments.efiSubscriptionId, efiSubscriptionId), lt(payments.efiChargeId, efiChargeId)),
    )
    .orderBy(asc(payments.efiChargeId));
}

/** Whether a charge of the Efí subscription other than `exceptChargeId` is refused and unpaid. */
export async function hasOtherUnpaidCharge(
  db: Database,
  efiSubscriptionId: number,
  exceptChargeId: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        eq(payments.efiSubscriptionId, efiSubscriptionId),
        ne(payments.efiChargeId, exceptChargeId),
        eq(payments.status, 'unpaid'),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export interface RenewalBoletoDue {
  paymentId: string;
  subscriptionId: string;
  companyId: string;
  amountCents: number;
  boleto: BoletoDetails;
  planName: string | null;
}

/**
 * The open boletos of renewals due from `fromDay` to `untilDay` ('YYYY-MM-DD') of live
 * subscriptions that will go on (no cancellation scheduled), on their current Efí subscription;
 * with a trial, the first boleto too. An order waiting for its first boleto (`pending`) has its
 * own reminders (checkout.first-boleto.ts).
 */
export async function renewalBoletosDue(
  db: Database,
  fromDay: string,
  untilDay: string,
): Promise<RenewalBoletoDue[]> {
  const dueDate = sql<string>`(${payments.boleto} ->> 'dueDate')`;
  const rows = await db
    .select({
      paymentId: payments.id,
      subscriptionId: payments.subscriptionId,
      companyId: payments.companyId,
      amountCents: payments.amountCents,
      boleto: payments.boleto,
      planName: subscriptionPlans.name,
    })
    .from(payments)
    .innerJoin(subscriptions, eq(subscriptions.id, payments.subscriptionId))
    .leftJoin(subscriptionPlans, eq(subscriptionPlans.id, payments.planId))
    .where(
      and(
        eq(payments.method, 'boleto'),
        inArray(payments.status, ['new', 'waiting']),
        isNotNull(payments.boleto),
        eq(payments.efiSubscriptionId, subscriptions.efiSubscriptionId),
        inArray(subscriptions.status, ['trialing', 'active', 'past_due', 'suspended']),
        eq(subscriptions.cancelAtPeriodEnd, false),
        sql`${dueDate} between ${fromDay} and ${untilDay}`,
      ),
    )
    .orderBy(asc(payments.efiChargeId));
  return rows.flatMap((row) => (row.boleto ? [{ ...row, boleto: row.boleto }] : []));
}
