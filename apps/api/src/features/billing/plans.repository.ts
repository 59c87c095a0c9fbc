import { and, asc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Database } from '../../db/database';
import {
  type NewSubscriptionPlanRow,
  type SubscriptionPlanRow,
  subscriptionPlans,
} from './plans.table';

/**
 * The plans on sale, in display order, cheapest first within a position: active and created at
 * Efí (a plan Efí does not hold yet is a draft, which nobody can buy).
 */
export async function listPlansOnSale(db: Database) {
  return db
    .select({
      id: subscriptionPlans.id,
      tier: subscriptionPlans.tier,
      name: subscriptionPlans.name,
      description: subscriptionPlans.description,
      features: subscriptionPlans.features,
      priceCents: subscriptionPlans.priceCents,
      interval: subscriptionPlans.interval,
      userLimit: subscriptionPlans.userLimit,
      trialDays: subscriptionPlans.trialDays,
      highlighted: subscriptionPlans.highlighted,
    })
    .from(subscriptionPlans)
    .where(and(eq(subscriptionPlans.active, true), isNotNull(subscriptionPlans.efiPlanId)))
    .orderBy(
      asc(subscriptionPlans.displayOrder),
      asc(subscriptionPlans.priceCents),
      asc(subscriptionPlans.id),
    );
}

export async function countPlans(db: Database): Promise<number> {
  return db.$count(subscriptionPlans);
}

export async function insertPlans(
  db: Database,
  plans: NewSubscriptionPlanRow[],
): Promise<SubscriptionPlanRow[]> {
  return db.insert(subscriptionPlans).values(plans).returning();
}

export async function findPlan(db: Database, id: string): Promise<SubscriptionPlanRow | undefined> {
  const [row] = await db.select().from(subscriptionPlans).where(eq(subscriptionPlans.id, id));
  return row;
}

/** Records Efí's twin of a plan unless another request recorded one first; returns the id kept. */
export async function recordEfiPlan(db: Database, id: string, efiPlanId: number): Promise<number> {
  const [updated] = await db
    .update(subscriptionPlans)
    .set({ efiPlanId, efiSyncState: 'synced', efiSyncError: null })
    .where(and(eq(subscriptionPlans.id, id), isNull(subscriptionPlans.efiPlanId)))
    .returning({ efiPlanId: subscriptionPlans.efiPlanId });
  if (updated?.efiPlanId) return updated.efiPlanId;
  const current = await findPlan(db, id);
  return current?.efiPlanId ?? efiPlanId;
}

export async function recordEfiPlanFailure(db: Database, id: string, error: string): Promise<void> {
  await db
    .update(subscriptionPlans)
    .set({ efiSyncState: 'failed', efiSyncError: error })
    .where(eq(subscriptionPlans.id, id));
}
