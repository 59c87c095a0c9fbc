import type { StaffPlan } from '@rumo/shared/backoffice/billing/plans';
import { asc, eq, or, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import {
  checkoutSessions,
  type NewSubscriptionPlanRow,
  payments,
  type SubscriptionPlanRow,
  subscriptionPlans,
  subscriptions,
} from '../../billing/public';

// Spelled out in full: Drizzle leaves columns unqualified in a select from one table, and an
// unqualified `id` would be the subquery's own.
const liveSubscriptions = sql<number>`(select count(*)::int from ${subscriptions} s
  where (s.plan_id = "subscription_plans"."id" or s.next_plan_id = "subscription_plans"."id")
    and s.status not in ('canceled', 'expired'))`;

export function toStaffPlan(row: SubscriptionPlanRow, subscriptionCount: number): StaffPlan {
  return {
    id: row.id,
    tier: row.tier,
    name: row.name,
    description: row.description,
    features: row.features,
    priceCents: row.priceCents,
    interval: row.interval,
    userLimit: row.userLimit,
    trialDays: row.trialDays,
    active: row.active,
    highlighted: row.highlighted,
    displayOrder: row.displayOrder,
    efiPlanId: row.efiPlanId,
    efiSyncState: row.efiSyncState,
    efiSyncError: row.efiSyncError,
    subscriptions: subscriptionCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Every plan (or the active or inactive ones) in display order, with its live subscriptions. */
export async function listStaffPlans(db: Database, active: boolean | null): Promise<StaffPlan[]> {
  const rows = await db
    .select({ plan: subscriptionPlans, subscriptions: liveSubscriptions })
    .from(subscriptionPlans)
    .where(active === null ? undefined : eq(subscriptionPlans.active, active))
    .orderBy(
      asc(subscriptionPlans.displayOrder),
      asc(subscriptionPlans.priceCents),
      asc(subscriptionPlans.id),
    );
  return rows.map((row) => toStaffPlan(row.plan, row.subscriptions));
}

export async function findStaffPlan(db: Database, id: string): Promise<StaffPlan | undefined> {
  const [row] = await db
    .select({ plan: subscriptionPlans, subscriptions: liveSubscriptions })
    .from(subscriptionPlans)
    .where(eq(subscriptionPlans.id, id));
  return row ? toStaffPlan(row.plan, row.subscriptions) : undefined;
}

export async function findPlanRow(db: Database, id: string) {
  const [row] = await db.select().from(subscriptionPlans).where(eq(subscriptionPlans.id, id));
  return row;
}

/** Locks the plan row for the rest of the transaction. */
export async function lockPlanRow(db: Database, id: string) {
  const [row] = await db
    .select()
    .from(subscriptionPlans)
    .where(eq(subscriptionPlans.id, id))
    .for('update');
  return row;
}

export async function insertPlan(db: Database, values: NewSubscriptionPlanRow) {
  const [row] = await db.insert(subscriptionPlans).values(values).returning();
  if (!row) throw new Error('plan insert returned no row');
  return row;
}

export async function updatePlanRow(
  db: Database,
  id: string,
  changes: Partial<NewSubscriptionPlanRow>,
) {
  const [row] = await db
    .update(subscriptionPlans)
    .set(changes)
    .where(eq(subscriptionPlans.id, id))
    .returning();
  return row;
}

export async function deletePlanRow(db: Database, id: string): Promise<void> {
  await db.delete(subscriptionPlans).where(eq(subscriptionPlans.id, id));
}

/**
 * Whether anything points at the plan: a subscription (of any status, now or next), a payment,
 * or a checkout attempt (its result page names the plan). One statement.
 */
export async function planInUse(db: Database, id: string): Promise<boolean> {
  const [row] = await db
    .select({
      used: sql<boolean>`exists (select 1 from ${subscriptions} where ${or(eq(subscriptions.planId, id), eq(subscriptions.nextPlanId, id))})
        or exists (select 1 from ${payments} where ${eq(payments.planId, id)})
        or exists (select 1 from ${checkoutSessions} where ${eq(checkoutSessions.planId, id)})`,
    })
    .from(sql`(select 1) as one`);
  return Boolean(row?.used);
}

/** Plans that Efí should hold a twin of: every plan already there, and the active ones. */
export async function plansForEfiSync(db: Database) {
  return db
    .select()
    .from(subscriptionPlans)
    .where(or(eq(subscriptionPlans.active, true), sql`${subscriptionPlans.efiPlanId} is not null`))
    .orderBy(asc(subscriptionPlans.displayOrder), asc(subscriptionPlans.id));
}
