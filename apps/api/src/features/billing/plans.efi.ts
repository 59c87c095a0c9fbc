import type { EfiClient } from '@rumo/efi';
import { billingIntervalLabels } from '@rumo/shared/billing/plans';
import type { Database } from '../../db/database';
import { listPlansToSync, recordEfiPlan, recordEfiPlanFailure } from './plans.repository';
import type { SubscriptionPlanRow } from './plans.table';

/** Efí counts a plan's interval in months (efi-pay.md §4). */
export const EFI_INTERVAL_MONTHS = { monthly: 1, yearly: 12 } as const;

/** The name of a plan's twin at Efí (what Efí's panel and the payer's e-mails show). */
export const efiPlanName = (plan: Pick<SubscriptionPlanRow, 'name' | 'interval'>) =>
  `Rumo ${plan.name} (${billingIntervalLabels[plan.interval]})`;

/** Efí's plan for ours, created on first need: a plan's price lives on the subscription's item. */
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

/** Creates at Efí every active plan that has no twin yet; a failure is recorded, not thrown. */
export async function syncPlansWithEfi(deps: {
  db: Database;
  efi: EfiClient;
}): Promise<{ synced: number; failed: number }> {
  let synced = 0;
  let failed = 0;
  for (const plan of await listPlansToSync(deps.db)) {
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
