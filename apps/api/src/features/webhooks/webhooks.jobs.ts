import type { FeatureJobs } from '../../jobs/feature-jobs';
import { attemptDelivery, WEBHOOK_DELIVERY_QUEUE } from './webhook-delivery';

/**
 * The queue's attempts at webhook deliveries. Back-off is this feature's own (RETRY_DELAYS_MS,
 * each failure queues the next attempt with `startAfter`), so the queue never retries a job.
 */
export const webhookJobs: FeatureJobs = async (app) => {
  await app.jobs.work<{ deliveryId: string }>(WEBHOOK_DELIVERY_QUEUE, async (job) => {
    await attemptDelivery(
      { db: app.db, now: app.now, config: app.config, mailer: app.mailer, jobs: app.jobs },
      job.data.deliveryId,
      { retry: true },
    );
  });
};
