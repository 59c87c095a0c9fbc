import type { Database } from '../../db/database';
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
