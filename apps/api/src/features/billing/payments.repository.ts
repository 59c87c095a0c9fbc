import { and, desc, eq, isNotNull, ne } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { type NewPaymentRow, type PaymentRow, payments } from './subscriptions.table';

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

/** The end of the latest period a subscription's charges cover, other than `exceptPaymentId`'s. */
export async function latestPeriodEnd(
  db: Database,
  subscriptionId: string,
  exceptPaymentId: string,
): Promise<string | null> {
  const [row] = await db
    .select({ periodEnd: payments.periodEnd })
    .from(payments)
    .where(
      and(
        eq(payments.subscriptionId, subscriptionId),
        ne(payments.id, exceptPaymentId),
        isNotNull(payments.periodEnd),
      ),
    )
    .orderBy(desc(payments.periodEnd))
    .limit(1);
  return row?.periodEnd ?? null;
}
