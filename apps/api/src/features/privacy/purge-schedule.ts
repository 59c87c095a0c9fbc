import type { FeatureJobs } from '../../jobs/feature-jobs';
import { purgeDueCompanies } from './company-deletion.service';

/** The LGPD purge's queue, queued every hour (UTC) by the job queue's cron. */
export const PURGE_JOB = 'privacy-purge';
export const PURGE_CRON = '0 * * * *';

/**
 * Purges the companies whose grace period ended, hourly, once across replicas (the queue's cron
 * queues one job per run; the purge also locks each request, so a company is removed once even if
 * two runs overlap). A failed run is retried with back-off, and the next hour's run retries anyway.
 */
export const privacyJobs: FeatureJobs = async (app) => {
  await app.jobs.work(PURGE_JOB, async () => {
    const purged = await purgeDueCompanies(app.db, {
      now: app.now(),
      uploadsDir: app.config.uploadsDir,
    });
    for (const companyId of purged) app.sessionCache.evictCompany(companyId);
    if (purged.length > 0) app.log.info({ companies: purged }, 'companies purged (LGPD)');
  });
  await app.jobs.schedule(PURGE_JOB, PURGE_CRON);
};
