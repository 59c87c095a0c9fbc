import type { FeatureJobs } from '../../jobs/feature-jobs';
import { runEscalations } from './escalations.service';
import { runReminders } from './reminders.service';

export const REMINDERS_JOB = 'reminders-hourly';
/** Every hour at :05 (UTC): each company is due at REMINDER_HOUR of its own check-in day. */
export const REMINDERS_CRON = '5 * * * *';
export const ESCALATIONS_JOB = 'check-in-escalations-daily';
/** Every day at 12:15 UTC (09:15 in Brasília): the check-ins late past each company's days. */
export const ESCALATIONS_CRON = '15 12 * * *';

/** The reminders feature's workers, hourly reminders and daily escalations, registered by app.ts. */
export const reminderJobs: FeatureJobs = async (app) => {
  await app.jobs.work(REMINDERS_JOB, async () => {
    await runReminders(
      { db: app.db, mailer: app.mailer, config: app.config, log: app.log, events: app.events },
      app.now(),
    );
  });
  await app.jobs.schedule(REMINDERS_JOB, REMINDERS_CRON);
  await app.jobs.work(ESCALATIONS_JOB, async () => {
    await runEscalations(
      { db: app.db, mailer: app.mailer, config: app.config, log: app.log },
      app.now(),
    );
  });
  await app.jobs.schedule(ESCALATIONS_JOB, ESCALATIONS_CRON);
};
