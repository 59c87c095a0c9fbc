import { billingErrorCodes, billingMessages } from '@rumo/shared/billing/contracts';
import { eq } from 'drizzle-orm';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/database';
import { AppError } from '../../lib/errors';
import { effectiveGraceDays } from '../platform-settings/public';
import { billingAccess } from './access';
import { accessColumns, subscriptions } from './subscriptions.table';

/**
 * The read-only rule of `readOnlyGuard` for callers outside the customer scope (API tokens at
 * /mcp): 402 with the reason when the company's trial, grace period or subscription ended.
 */
export async function assertCompanyWritable(
  db: Database,
  config: AppConfig,
  companyId: string,
  now: Date,
): Promise<void> {
  const [row] = await db
    .select(accessColumns)
    .from(subscriptions)
    .where(eq(subscriptions.companyId, companyId))
    .limit(1);
  const access = billingAccess(row, now, await effectiveGraceDays(db, config));
  if (access.readOnly && access.reason) {
    throw new AppError(402, billingErrorCodes.readOnly, billingMessages.readOnly[access.reason]);
  }
}
