import { billingErrorCodes, billingMessages } from '@rumo/shared/billing/contracts';
import type { Database } from '../../db/database';
import { conflict } from '../../lib/errors';
import { findPlan } from './plans.repository';
import type { SubscriptionPlanRow } from './plans.table';

export type PlanOnSale = SubscriptionPlanRow & { efiPlanId: number };

/**
 * The plan a customer may buy or move to: active and created at Efí. A plan Efí does not hold
 * yet is a draft (staff create it at Efí from the backoffice), so it is refused here, as
 * GET /api/plans leaves it out; 409 either way, with the reason in pt-BR.
 */
export async function findPlanOnSale(db: Database, id: string): Promise<PlanOnSale> {
  const plan = await findPlan(db, id);
  if (!plan?.active) {
    throw conflict(billingErrorCodes.planUnavailable, billingMessages.planUnavailable);
  }
  if (plan.efiPlanId === null) {
    throw conflict(billingErrorCodes.planUnavailable, billingMessages.planNotOnSale);
  }
  return { ...plan, efiPlanId: plan.efiPlanId };
}
