import type { BillingInterval, PublicPlan } from '@rumo/shared/billing/plans';
import { paths } from '../../lib/paths';

/** The plans sold at one interval, in the API's display order. */
export function plansAt(plans: readonly PublicPlan[], interval: BillingInterval): PublicPlan[] {
  return plans.filter((plan) => plan.interval === interval);
}

/** The intervals some plan is sold at (the switch hides when only one exists). */
export function intervalsOf(plans: readonly PublicPlan[]): BillingInterval[] {
  const found = new Set(plans.map((plan) => plan.interval));
  return (['monthly', 'yearly'] as const).filter((interval) => found.has(interval));
}

/** True when the plan cannot hold the company's active users. */
export function tooSmallFor(plan: Pick<PublicPlan, 'userLimit'>, activeUsers: number): boolean {
  return activeUsers > plan.userLimit;
}

/** /checkout with the plan chosen (`?plano=<id>`, as /planos links to it). */
export function checkoutUrl(planId: string): string {
  return `${paths.checkout}?plano=${encodeURIComponent(planId)}`;
}
