import type { PaymentMethod } from '@rumo/shared/billing/payment-method';
import { and, asc, eq, inArray, isNotNull, isNull, lte, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { users } from '../users/public';
import { type SubscriptionPlanRow, subscriptionPlans } from './plans.table';
import { payments, type SubscriptionRow, subscriptions } from './subscriptions.table';

/**
 * Reads and writes of the subscription state that payments and the clock drive (webhooks,
 * dunning, daily job). Checkout and the billing tab have their own repository.
 */

export async function lockSubscriptionByEfiId(
  db: Database,
  efiSubscriptionId: number,
): Promise<SubscriptionRow | undefined> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.efiSubscriptionId, efiSubscriptionId))
    .for('update');
  return row;
}

/**
 * The Rumo subscription an Efí subscription belongs to, locked: its current one, or one it
 * replaced (a switch of payment method creates a new Efí subscription; the old one's charges,
 * all recorded as payments when it was created, still belong to the company).
 */
export async function lockSubscriptionOfEfi(
  db: Database,
  efiSubscriptionId: number,
): Promise<{ subscription: SubscriptionRow; current: boolean } | undefined> {
  const current = await lockSubscriptionByEfiId(db, efiSubscriptionId);
  if (current) return { subscription: current, current: true };
  const id = await replacedOwner(db, efiSubscriptionId);
  const subscription = id ? await lockSubscription(db, id) : undefined;
  return subscription ? { subscription, current: false } : undefined;
}

async function replacedOwner(db: Database, efiSubscriptionId: number) {
  const [row] = await db
    .select({ id: payments.subscriptionId })
    .from(payments)
    .where(eq(payments.efiSubscriptionId, efiSubscriptionId))
    .limit(1);
  return row?.id ?? null;
}

export async function subscriptionExists(db: Database, efiSubscriptionId: number) {
  const rows = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(eq(subscriptions.efiSubscriptionId, efiSubscriptionId));
  return rows.length > 0 || (await replacedOwner(db, efiSubscriptionId)) !== null;
}

/**
 * The rail an Efí subscription charges on: the current one's (the switch's when one waits for its
 * first charge), a replaced one's from its payments; null when Rumo does not know it.
 */
export async function efiSubscriptionMethod(
  db: Database,
  efiSubscriptionId: number,
): Promise<PaymentMethod | null> {
  const [current] = await db
    .select({ method: subscriptions.paymentMethod, next: subscriptions.nextPaymentMethod })
    .from(subscriptions)
    .where(eq(subscriptions.efiSubscriptionId, efiSubscriptionId));
  if (current) return current.next ?? current.method;
  const [replaced] = await db
    .select({ method: payments.method })
    .from(payments)
    .where(eq(payments.efiSubscriptionId, efiSubscriptionId))
    .limit(1);
  return replaced?.method ?? null;
}

export async function lockSubscription(
  db: Database,
  id: string,
): Promise<SubscriptionRow | undefined> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.id, id)).for('update');
  return row;
}

export type SubscriptionStatePatch = Partial<
  Pick<
    SubscriptionRow,
    | 'status'
    | 'planId'
    | 'nextPlanId'
    | 'currentPeriodStart'
    | 'currentPeriodEnd'
    | 'nextChargeAt'
    | 'nextChargeCents'
    | 'cancelAtPeriodEnd'
    | 'cancelReason'
    | 'canceledAt'
    | 'efiCanceledAt'
    | 'endedAt'
    | 'pastDueSince'
    | 'efiCheckedAt'
    | 'efiNextExecution'
    | 'efiMismatchAt'
    | 'paymentMethod'
    | 'nextPaymentMethod'
    | 'cardBrand'
    | 'cardMask'
  >
>;

export async function updateSubscriptionState(
  db: Database,
  id: string,
  patch: SubscriptionStatePatch,
): Promise<void> {
  await db.update(subscriptions).set(patch).where(eq(subscriptions.id, id));
}

export async function findPlan(
  db: Database,
  id: string | null,
): Promise<SubscriptionPlanRow | undefined> {
  if (!id) return undefined;
  const [row] = await db.select().from(subscriptionPlans).where(eq(subscriptionPlans.id, id));
  return row;
}

/**
 * Who receives billing e-mails: the company's admins who are not disabled (a buyer who has not
 * yet opened the activation link still gets the receipt of what they paid).
 */
export async function companyAdmins(
  db: Database,
  companyId: string,
): Promise<{ name: string; email: string }[]> {
  return db
    .select({ name: users.name, email: users.email })
    .from(users)
    .where(
      and(eq(users.companyId, companyId), eq(users.role, 'admin'), ne(users.status, 'disabled')),
    )
    .orderBy(asc(users.createdAt));
}

const ids = (rows: { id: string }[]) => rows.map((row) => row.id);
const select = (db: Database) => db.select({ id: subscriptions.id }).from(subscriptions);

/** Trials over without a paid plan at Efí (none, or one that was canceled). */
export async function endedTrialIds(db: Database, now: Date): Promise<string[]> {
  return ids(
    await select(db).where(
      and(
        eq(subscriptions.status, 'trialing'),
        lte(subscriptions.trialEndsAt, now),
        sql`(${subscriptions.efiSubscriptionId} is null or ${subscriptions.efiCanceledAt} is not null)`,
      ),
    ),
  );
}

export async function pastDueIds(db: Database): Promise<string[]> {
  return ids(await select(db).where(eq(subscriptions.status, 'past_due')));
}

/** Subscriptions whose period has ended (or is about to) with a cancellation scheduled. */
export async function cancelingIds(db: Database, untilDay: string): Promise<string[]> {
  return ids(
    await select(db).where(
      and(
        eq(subscriptions.cancelAtPeriodEnd, true),
        inArray(subscriptions.status, ['trialing', 'active', 'past_due', 'suspended']),
        sql`(${subscriptions.currentPeriodEnd} is null or ${subscriptions.currentPeriodEnd} <= ${untilDay})`,
      ),
    ),
  );
}

/** Live Efí subscriptions, the least recently checked first. */
export async function reconciliationBatch(
  db: Database,
  limit: number,
): Promise<{ id: string; efiSubscriptionId: number }[]> {
  const rows = await db
    .select({ id: subscriptions.id, efiSubscriptionId: subscriptions.efiSubscriptionId })
    .from(subscriptions)
    .where(
      and(
        isNotNull(subscriptions.efiSubscriptionId),
        isNull(subscriptions.efiCanceledAt),
        inArray(subscriptions.status, ['trialing', 'active', 'past_due', 'suspended']),
      ),
    )
    .orderBy(sql`${subscriptions.efiCheckedAt} asc nulls first`, asc(subscriptions.createdAt))
    .limit(limit);
  return rows.flatMap((row) =>
    row.efiSubscriptionId === null
      ? []
      : [{ id: row.id, efiSubscriptionId: row.efiSubscriptionId }],
  );
}
