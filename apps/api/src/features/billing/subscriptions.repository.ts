import { and, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { preparedOnce } from '../../db/prepared';
import { users } from '../users/public';
import { subscriptionPlans } from './plans.table';
import {
  accessColumns,
  type NewPaymentRow,
  type NewSubscriptionRow,
  payments,
  type SubscriptionRow,
  subscriptions,
} from './subscriptions.table';

export async function findSubscriptionByCompany(
  db: Database,
  companyId: string,
): Promise<SubscriptionRow | undefined> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.companyId, companyId));
  return row;
}

/** Locks the company's subscription row for the rest of the transaction. */
export async function lockSubscriptionByCompany(
  db: Database,
  companyId: string,
): Promise<SubscriptionRow | undefined> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.companyId, companyId))
    .for('update');
  return row;
}

/** Creates the company's subscription row, or replaces it (a trial company that buys). */
export async function upsertSubscription(
  db: Database,
  row: NewSubscriptionRow & { companyId: string },
): Promise<SubscriptionRow> {
  const { companyId, ...changes } = row;
  const [saved] = await db
    .insert(subscriptions)
    .values(row)
    .onConflictDoUpdate({ target: subscriptions.companyId, set: changes })
    .returning();
  if (!saved) throw new Error('subscription upsert returned no row');
  return saved;
}

export async function updateSubscription(
  db: Database,
  id: string,
  changes: Partial<NewSubscriptionRow>,
): Promise<SubscriptionRow> {
  const [saved] = await db
    .update(subscriptions)
    .set(changes)
    .where(eq(subscriptions.id, id))
    .returning();
  if (!saved) throw new Error('subscription update found no row');
  return saved;
}

export async function insertPayment(db: Database, row: NewPaymentRow): Promise<void> {
  await db.insert(payments).values(row).onConflictDoNothing({ target: payments.efiChargeId });
}

const nextPlan = sql`next_plan`;

/** What the subscription tab shows, prepared once per database: it is read on every visit. */
const overviewStatement = preparedOnce((db) =>
  db
    .select({
      subscription: {
        ...accessColumns,
        nextChargeAt: subscriptions.nextChargeAt,
        nextChargeCents: subscriptions.nextChargeCents,
        cardBrand: subscriptions.cardBrand,
        paymentMethod: subscriptions.paymentMethod,
        nextPaymentMethod: subscriptions.nextPaymentMethod,
        cardMask: subscriptions.cardMask,
        cancelReason: subscriptions.cancelReason,
        canceledAt: subscriptions.canceledAt,
        // A person (CPF) whose birth date Rumo lacks (bought by boleto): a card needs it.
        cardNeedsBirthDate: sql<boolean>`coalesce(length(${subscriptions.payer}->>'document') = 11 and coalesce(${subscriptions.payer}->>'birthDate', '') = '', false)`,
      },
      plan: {
        id: subscriptionPlans.id,
        name: subscriptionPlans.name,
        interval: subscriptionPlans.interval,
        priceCents: subscriptionPlans.priceCents,
        userLimit: subscriptionPlans.userLimit,
      },
      nextPlan: {
        id: sql<string | null>`${nextPlan}.id`,
        name: sql<string | null>`${nextPlan}.name`,
        interval: sql<'monthly' | 'yearly' | null>`${nextPlan}.interval`,
        priceCents: sql<number | null>`${nextPlan}.price_cents`,
        userLimit: sql<number | null>`${nextPlan}.user_limit`,
      },
      activeUsers: sql<number>`(select count(*)::int from ${users} where ${users.companyId} = ${subscriptions.companyId} and ${users.status} <> 'disabled')`,
      unpaidCents: sql<
        number | null
      >`(select ${payments.amountCents} from ${payments} where ${payments.subscriptionId} = ${subscriptions.id} and ${payments.status} = 'unpaid' order by ${payments.createdAt} desc limit 1)`,
    })
    .from(subscriptions)
    .leftJoin(subscriptionPlans, eq(subscriptionPlans.id, subscriptions.planId))
    .leftJoin(
      sql`${subscriptionPlans} as next_plan`,
      sql`${nextPlan}.id = ${subscriptions.nextPlanId}`,
    )
    .where(eq(subscriptions.companyId, sql.placeholder('companyId')))
    .prepare('billing_subscription_overview'),
);

/** The subscription with its plans and the company's active users, in one statement. */
export async function findSubscriptionOverview(db: Database, companyId: string) {
  const [row] = await overviewStatement(db).execute({ companyId });
  return row;
}

/** People who count against the plan's user limit: everyone not disabled (pending included). */
export async function countSeatUsers(db: Database, companyId: string): Promise<number> {
  return db.$count(users, and(eq(users.companyId, companyId), ne(users.status, 'disabled')));
}

export async function findPlanLimit(db: Database, companyId: string) {
  const [row] = await db
    .select({ status: subscriptions.status, userLimit: subscriptionPlans.userLimit })
    .from(subscriptions)
    .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, subscriptions.planId))
    .where(eq(subscriptions.companyId, companyId))
    // Two invitations at once must not both take the last seat.
    .for('update', { of: subscriptions });
  return row;
}

export async function findCompanyPlanName(db: Database, companyId: string): Promise<string | null> {
  const [row] = await db
    .select({ name: subscriptionPlans.name })
    .from(subscriptions)
    .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, subscriptions.planId))
    .where(eq(subscriptions.companyId, companyId));
  return row?.name ?? null;
}
