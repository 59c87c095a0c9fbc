import type { BoletoDetails } from '@rumo/shared/billing/payment-method';
import { and, asc, desc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { users } from '../users/public';
import { type CheckoutSessionRow, checkoutSessions } from './checkout.table';
import { payments, subscriptions } from './subscriptions.table';

/** Claims an idempotency key; undefined when another request holds it already. */
export async function claimCheckout(
  db: Database,
  row: { idempotencyKey: string; email: string; planId: string; companyId: string | null },
): Promise<CheckoutSessionRow | undefined> {
  const [claimed] = await db
    .insert(checkoutSessions)
    .values(row)
    .onConflictDoNothing({ target: checkoutSessions.idempotencyKey })
    .returning();
  return claimed;
}

export async function findCheckoutByKey(
  db: Database,
  idempotencyKey: string,
): Promise<CheckoutSessionRow | undefined> {
  const [row] = await db
    .select()
    .from(checkoutSessions)
    .where(eq(checkoutSessions.idempotencyKey, idempotencyKey));
  return row;
}

export async function findCheckout(db: Database, id: string) {
  const [row] = await db.select().from(checkoutSessions).where(eq(checkoutSessions.id, id));
  return row;
}

/** Takes back an attempt that failed before Efí was reached, so the same key may try again. */
export async function reclaimFailedCheckout(db: Database, id: string): Promise<boolean> {
  const rows = await db
    .update(checkoutSessions)
    .set({ state: 'processing', error: null })
    .where(and(eq(checkoutSessions.id, id), eq(checkoutSessions.state, 'failed')))
    .returning({ id: checkoutSessions.id });
  return rows.length > 0;
}

export async function finishCheckout(
  db: Database,
  id: string,
  changes: Partial<
    Pick<CheckoutSessionRow, 'state' | 'result' | 'refusalReason' | 'error' | 'companyId'>
  >,
): Promise<void> {
  await db.update(checkoutSessions).set(changes).where(eq(checkoutSessions.id, id));
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Of these Efí `custom_id`s, the checkout attempts that ended without a purchase (a refused card,
 * a failure Rumo undid): their Efí subscriptions were canceled and will never be Rumo's.
 */
export async function abandonedCheckoutIds(db: Database, ids: string[]): Promise<Set<string>> {
  const candidates = ids.filter((id) => UUID.test(id));
  if (candidates.length === 0) return new Set();
  const rows = await db
    .select({ id: checkoutSessions.id })
    .from(checkoutSessions)
    .where(
      and(
        inArray(checkoutSessions.id, candidates),
        inArray(checkoutSessions.state, ['refused', 'failed']),
      ),
    );
  return new Set(rows.map((row) => row.id));
}

/** The company's latest successful checkout (what it bought, as /obrigado showed it). */
export async function latestCheckoutOf(
  db: Database,
  companyId: string,
): Promise<CheckoutSessionRow | undefined> {
  const [row] = await db
    .select()
    .from(checkoutSessions)
    .where(and(eq(checkoutSessions.companyId, companyId), eq(checkoutSessions.state, 'succeeded')))
    .orderBy(desc(checkoutSessions.createdAt))
    .limit(1);
  return row;
}

/** The admin a checkout created, still waiting for the activation link (none for an existing company). */
export async function pendingAdminOf(
  db: Database,
  companyId: string,
): Promise<{ id: string; name: string; email: string } | undefined> {
  const [row] = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(
      and(eq(users.companyId, companyId), eq(users.role, 'admin'), eq(users.status, 'pending')),
    )
    .orderBy(asc(users.createdAt))
    .limit(1);
  return row;
}

export interface PendingFirstBoleto {
  subscriptionId: string;
  companyId: string;
  efiSubscriptionId: number | null;
  paymentId: string;
  amountCents: number;
  boleto: BoletoDetails;
}

/** Orders waiting for their first boleto: `pending` subscriptions and their unpaid boleto. */
export async function pendingFirstBoletos(db: Database): Promise<PendingFirstBoleto[]> {
  const rows = await db
    .select({
      subscriptionId: subscriptions.id,
      companyId: subscriptions.companyId,
      efiSubscriptionId: subscriptions.efiSubscriptionId,
      paymentId: payments.id,
      amountCents: payments.amountCents,
      boleto: payments.boleto,
    })
    .from(subscriptions)
    .innerJoin(payments, eq(payments.subscriptionId, subscriptions.id))
    .where(
      and(
        eq(subscriptions.status, 'pending'),
        eq(payments.efiSubscriptionId, subscriptions.efiSubscriptionId),
        isNotNull(payments.boleto),
        isNull(payments.paidAt),
      ),
    )
    .orderBy(asc(subscriptions.createdAt));
  return rows.flatMap((row) => (row.boleto ? [{ ...row, boleto: row.boleto }] : []));
}

/**
 * Whether the company is a boleto order that ended unpaid: its first boleto expired (the daily
 * job's first-boleto expiry turned it `expired`) and no charge of the company was ever paid. An
 * order still `pending` is not one: its boleto may be paid yet, so nobody may replace it (or its
 * payer) without signing in.
 */
export async function isExpiredBoletoOrder(db: Database, companyId: string): Promise<boolean> {
  const [order] = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.companyId, companyId),
        eq(subscriptions.paymentMethod, 'boleto'),
        eq(subscriptions.status, 'expired'),
      ),
    );
  if (!order) return false;
  const paid = await db.$count(
    payments,
    and(eq(payments.companyId, companyId), isNotNull(payments.paidAt)),
  );
  return paid === 0;
}
