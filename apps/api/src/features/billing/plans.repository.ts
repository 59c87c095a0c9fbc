import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { type NewSubscriptionPlanRow, subscriptionPlans } from './plans.table';

/** The active plans in display order, cheapest first within a position. */
export async function listActivePlans(db: Database) {
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
    .where(eq(subscriptionPlans.active, true))
    .orderBy(
      asc(subscriptionPlans.displayOrder),
      asc(subscriptionPlans.priceCents),
      asc(subscriptionPlans.id),
    );
}

export async function countPlans(db: Database): Promise<number> {
  return db.$count(subscriptionPlans);
}

export async function insertPlans(db: Database, plans: NewSubscriptionPlanRow[]): Promise<void> {
  await db.insert(subscriptionPlans).values(plans);
}
