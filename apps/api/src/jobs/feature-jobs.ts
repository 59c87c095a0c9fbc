import type { FastifyInstance } from 'fastify';

/**
 * A feature's background work: its workers (`app.jobs.work`) and cron schedules
 * (`app.jobs.schedule`), declared in the feature (`<feature>.jobs.ts`) and registered by app.ts
 * after the routes, so handlers reach the app's context (db, mailer, efi, now, config).
 *
 *   export const billingJobs: FeatureJobs = async (app) => {
 *     await app.jobs.work<{ token: string }>('efi-notification', async (job) => { ... });
 *     await app.jobs.schedule('billing-dunning', '0 12 * * *');
 *   };
 */
export type FeatureJobs = (app: FastifyInstance) => Promise<void>;

export async function registerFeatureJobs(
  app: FastifyInstance,
  features: readonly FeatureJobs[],
): Promise<void> {
  for (const register of features) await register(app);
}
