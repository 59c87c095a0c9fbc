import type { AppConfig } from '../../config';
import type { Database } from '../../db/database';
import type { SignupStep } from '../auth/public';
import { effectiveBillingSettings } from '../platform-settings/public';
import { upsertSubscription } from './subscriptions.repository';

const DAY_MS = 24 * 60 * 60 * 1000;

/** /register starts a free trial of `days` days (TRIAL_DAYS); 0 starts none. */
export async function startTrial(
  db: Database,
  companyId: string,
  days: number,
  now: Date,
): Promise<void> {
  if (days <= 0) return;
  await upsertSubscription(db, {
    companyId,
    status: 'trialing',
    trialEndsAt: new Date(now.getTime() + days * DAY_MS),
  });
}

/**
 * Auth's sign-up step (app.ts gives it to `authRoutes`): the new company starts the trial staff
 * set in the backoffice, else TRIAL_DAYS, in the sign-up's transaction.
 */
export const signupTrial =
  (config: AppConfig): SignupStep =>
  async (tx, { companyId, at }) => {
    const { trialDays } = await effectiveBillingSettings(tx, config);
    await startTrial(tx, companyId, trialDays, at);
  };
