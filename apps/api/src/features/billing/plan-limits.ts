import { billingErrorCodes, billingMessages } from '@rumo/shared/billing/contracts';
import type { Database } from '../../db/database';
import { AppError } from '../../lib/errors';
import { countSeatUsers, findPlanLimit } from './subscriptions.repository';

/**
 * Inviting or reactivating one more person must fit the plan's user limit (everyone not
 * disabled counts, pending invitations included). Trials and companies from before billing
 * have no plan and no limit. Call inside the transaction that adds the person.
 */
export async function assertSeatAvailable(db: Database, companyId: string): Promise<void> {
  const limit = await findPlanLimit(db, companyId);
  if (!limit) return;
  if ((await countSeatUsers(db, companyId)) >= limit.userLimit) {
    throw new AppError(
      402,
      billingErrorCodes.planUserLimit,
      billingMessages.planUserLimit(limit.userLimit),
    );
  }
}
