import type { FeatureJobs } from '../../jobs/feature-jobs';
import { ensureMonthPartitions } from './partitions.repository';

export const PARTITIONS_JOB = 'month-partitions-daily';
/** Every day at 03:40 UTC. */
export const PARTITIONS_CRON = '40 3 * * *';
/** The current month and the next 3 always have their partitions. */
export const PARTITION_MONTHS_AHEAD = 4;

/** Keeps the month partitions ahead: once at boot, then daily. */
export const partitionJobs: FeatureJobs = async (app) => {
  const ensure = () => ensureMonthPartitions(app.db, app.now(), PARTITION_MONTHS_AHEAD);
  // A database down at boot must not keep the API from starting (it answers 503 meanwhile): the
  // DEFAULT partition takes the rows and the daily run creates the months.
  await ensure().catch((error: unknown) =>
    app.log.warn({ err: error }, 'month partitions not ensured at boot'),
  );
  await app.jobs.work(PARTITIONS_JOB, async () => {
    await ensure();
  });
  await app.jobs.schedule(PARTITIONS_JOB, PARTITIONS_CRON);
};
