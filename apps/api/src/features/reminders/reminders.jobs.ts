import type { FeatureJobs } from '../../jobs/feature-jobs';
import { runReminders } from './reminders.service';

export const REMINDERS_JOB = 'reminders-hourly';
/** Every hour at :05 (UTC): each company is due at REMINDER_HOUR of its own check-in day. */
export const REMINDERS_CRON = '5 * * * *';

/** The reminders feature's worker and its hourly schedule, registered by app.ts. */
export const reminderJobs: FeatureJobs = async (app) => {
  await app.jobs.work(REMINDERS_JOB, async () => {
    await runReminders(
      { db: app.db, mailer: app.mailer, config: app.config, log: app.log },
      app.now(),
    );
  });
  await app.jobs.schedule(REMINDERS_JOB, REMINDERS_CRON);
};
