import type { EfiClient } from '@rumo/efi';
import { billingIntervalLabels } from '@rumo/shared/billing/plans';
import type { Database } from '../../db/database';
import { recordEfiPlan, recordEfiPlanFailure } from './plans.repository';
import type { SubscriptionPlanRow } from './plans.table';

/** Efí counts a plan's interval in months (efi-pay.md §4). */
export const EFI_INTERVAL_MONTHS = { monthly: 1, yearly: 12 } as const;

/** The name of a plan's twin at Efí (what Efí's panel and the payer's e-mails show). */
export const efiPlanName = (plan: Pick<SubscriptionPlanRow, 'name' | 'interval'>) =>
  `Rumo ${plan.name} (${billingIntervalLabels[plan.interval]})`;

/**
 * Creates Efí's twin of a plan (once: an existing twin is kept), which puts the plan on sale; a
 * plan's price lives on each subscription's item, not on Efí's plan.
 */
export async function ensureEfiPlan(
  deps: { db: Database; efi: EfiClient },
  plan: SubscriptionPlanRow,
): Promise<number> {
  if (plan.efiPlanId) return plan.efiPlanId;
  const created = await deps.efi.createPlan({
    name: efiPlanName(plan),
    interval: EFI_INTERVAL_MONTHS[plan.interval],
  });
  return recordEfiPlan(deps.db, plan.id, created.plan_id);
}

/** Creates `plans` at Efí; a failure is recorded on the plan (it stays a draft), not thrown. */
export async function createPlansAtEfi(
  deps: { db: Database; efi: EfiClient },
  plans: SubscriptionPlanRow[],
): Promise<{ synced: number; failed: number }> {
  let synced = 0;
  let failed = 0;
  for (const plan of plans) {
    try {
      await ensureEfiPlan(deps, plan);
      synced++;
    } catch (error) {
      failed++;
      await recordEfiPlanFailure(deps.db, plan.id, (error as Error).message);
    }
  }
  return { synced, failed };
}
