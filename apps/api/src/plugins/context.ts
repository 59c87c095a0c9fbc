import type { EfiClient } from '@rumo/efi';
import type { NfseProvider } from '@rumo/nfse';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config';
import type { Database } from '../db/database';
import { type DomainContext, DomainEventBus } from '../events/domain-events';
import type { Mailer } from '../features/mail/public';
import type { JobQueue } from '../jobs/job-queue';
import type { Clock } from '../lib/clock';

export type { Clock } from '../lib/clock';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    /** The database (no global singleton): routes pass it, or a transaction, to services. */
    db: Database;
    mailer: Mailer;
    /** Efí's API Cobranças (or the simulator): the one client the billing features use. */
    efi: EfiClient;
    /** The NFS-e provider (Focus NFe or its simulator): issues, reads and cancels notas. */
    nfse: NfseProvider;
    /** The app's clock: tests move it instead of waiting (trials, grace periods, dunning). */
    now: Clock;
    /** Domain events, delivered after commit to the features that subscribe (events/). */
    events: DomainEventBus;
    /** What domain services take first: `{ db, now, events }`. */
    domain: DomainContext;
    /** The Postgres-backed job queue: background work, once across replicas (jobs/job-queue.ts). */
    jobs: JobQueue;
  }
}

export interface AppContext {
  config: AppConfig;
  db: Database;
  mailer: Mailer;
  efi: EfiClient;
  nfse: NfseProvider;
  now: Clock;
  jobs: JobQueue;
}

export const contextPlugin = fp<AppContext>(
  async (app: FastifyInstance, { config, db, mailer, efi, nfse, now, jobs }) => {
    app.decorate('config', config);
    app.decorate('db', db);
    app.decorate('mailer', mailer);
    app.decorate('efi', efi);
    app.decorate('nfse', nfse);
    app.decorate('now', now);
    const events = new DomainEventBus({ db, now, log: app.log });
    app.decorate('events', events);
    app.decorate('domain', { db, now, events });
    app.decorate('jobs', jobs);
  },
  { name: 'rumo-context' },
);
