import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { JobQueue } from '../../../jobs/job-queue';
import type { BillingDeps } from '../../billing/public';
import { staffOf } from '../public';

/** What the backoffice's billing services use: billing's own deps and the job queue. */
export type BackofficeBillingDeps = BillingDeps & { jobs: JobQueue };

/** Who writes (for the audit log): the signed-in staff member and their IP. */
export interface StaffActor {
  id: string;
  ip: string;
}

export const actorOf = (request: FastifyRequest): StaffActor => ({
  id: staffOf(request).id,
  ip: request.ip,
});

/** The deps of the backoffice billing services, from the app's context. */
export const depsOf = (app: FastifyInstance): BackofficeBillingDeps => ({
  db: app.db,
  efi: app.efi,
  mailer: app.mailer,
  now: app.now,
  config: app.config,
  jobs: app.jobs,
  log: app.log,
  sessionCache: app.sessionCache,
  events: app.events,
});

export const tags = ['backoffice'];
export const security = [{ bearerAuth: [] }];
