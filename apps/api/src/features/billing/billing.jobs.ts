import { DUNNING_DAYS } from '@rumo/shared/billing/lifecycle';
import type { FeatureJobs } from '../../jobs/feature-jobs';
import type { JobQueue } from '../../jobs/job-queue';
import { effectiveGraceDays } from '../platform-settings/public';
import { runFirstBoletoDeadlines } from './checkout.first-boleto';
import {
  type ProcessResult,
  processNotification,
  purgeUnknownTokens,
} from './notifications.service';
import { runBillingDaily, runDunning } from './subscription-daily.service';
import type { BillingDeps } from './subscription-lifecycle.service';

/**
 * The billing queues, wired to the services (all the logic lives there):
 * - 'efi-notification' { token }: one per stored callback (singleton per token, plus one
 *   follow-up for a delivery made while it runs), retried with back-off while Efí or the
 *   database fail;
 * - 'billing-dunning' { subscriptionId }: the dunning e-mail due (day 3, 7) or the suspension
 *   (day GRACE_DAYS, from the configuration);
 * - 'billing-daily': trials, dunning, grace, scheduled cancellations, reconciliation, the
 *   renewal boletos e-mailed 10 days and 1 day before due, and the first boleto's reminders
 *   and expiry (checkout.first-boleto.ts);
 * - 'efi-notification-purge' (hourly): deletes the tokens Efí refused, once old.
 */
export const EFI_NOTIFICATION_JOB = 'efi-notification';
export const BILLING_DUNNING_JOB = 'billing-dunning';
export const BILLING_DAILY_JOB = 'billing-daily';
export const EFI_NOTIFICATION_PURGE_JOB = 'efi-notification-purge';
export const EFI_NOTIFICATION_PURGE_CRON = '40 * * * *';
/** 03:15 in Brasília (06:15 UTC): after midnight, before people start work. */
export const BILLING_DAILY_CRON = '15 6 * * *';

const DAY_MS = 86_400_000;

const NOTIFICATION_RETRIES = { retryLimit: 8, retryDelaySeconds: 30 };

/**
 * Queues the processing of a stored callback. The token's singleton key holds while its job is
 * queued *or running*, and a running job may have read Efí's history before this delivery's
 * change: so a delivery the key refuses queues one follow-up job (its own key, so at most two
 * unfinished jobs per token, whatever the number of deliveries), which reads the history again
 * after it. Null when both are already there (the follow-up, queued, will read it).
 */
export async function queueEfiNotification(jobs: JobQueue, token: string) {
  const queued = await jobs.send(
    EFI_NOTIFICATION_JOB,
    { token },
    { singletonKey: token, ...NOTIFICATION_RETRIES },
  );
  if (queued !== null) return queued;
  // '#' is outside a token's characters (efiWebhookBodySchema): no other token's key.
  return jobs.send(
    EFI_NOTIFICATION_JOB,
    { token },
    { singletonKey: `${token}#again`, ...NOTIFICATION_RETRIES },
  );
}

/**
 * Processes a token and queues the dunning that a refusal starts: what the queue's worker does,
 * and what the backoffice's replay does (so a replayed refusal is followed up the same way).
 */
export async function processNotificationAndDunning(
  jobs: JobQueue,
  deps: BillingDeps,
  token: string,
): Promise<ProcessResult> {
  const result = await processNotification(deps, token);
  for (const { subscriptionId, since } of result.dunningStarted) {
    // Day 0 was sent with the refusal; the later e-mails and the suspension come on their day.
    const graceDays = await effectiveGraceDays(deps.db, deps.config);
    for (const day of [...DUNNING_DAYS.filter((value) => value > 0), graceDays]) {
      await jobs.send(
        BILLING_DUNNING_JOB,
        { subscriptionId },
        {
          singletonKey: `${subscriptionId}:${since.toISOString()}:${day}`,
          startAfter: new Date(since.getTime() + day * DAY_MS),
        },
      );
    }
  }
  return result;
}

/** The billing feature's workers and its daily schedule, registered by app.ts. */
export const billingJobs: FeatureJobs = (app) => registerBillingJobs(app.jobs, app);

export async function registerBillingJobs(jobs: JobQueue, deps: BillingDeps): Promise<void> {
  await jobs.work<{ token: string }>(EFI_NOTIFICATION_JOB, async (job) => {
    await processNotificationAndDunning(jobs, deps, job.data.token);
  });
  await jobs.work<{ subscriptionId: string }>(BILLING_DUNNING_JOB, async (job) => {
    await runDunning(deps, job.data.subscriptionId);
    deps.sessionCache?.clear();
  });
  await jobs.work(BILLING_DAILY_JOB, async () => {
    await runBillingDaily(deps);
    await runFirstBoletoDeadlines(deps);
    deps.sessionCache?.clear();
  });
  await jobs.schedule(BILLING_DAILY_JOB, BILLING_DAILY_CRON);
  await jobs.work(EFI_NOTIFICATION_PURGE_JOB, async () => {
    await purgeUnknownTokens(deps);
  });
  await jobs.schedule(EFI_NOTIFICATION_PURGE_JOB, EFI_NOTIFICATION_PURGE_CRON);
}
