import type { EfiClient } from '@rumo/efi';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config';
import type { Database } from '../db/database';
import type { Mailer } from '../features/mail/mailer';

/** The app's clock: tests move it instead of waiting (trials, grace periods, dunning). */
export type Clock = () => Date;

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    /** The database (no global singleton): routes pass it, or a transaction, to services. */
    db: Database;
    mailer: Mailer;
    /** Efí's API Cobranças (or the simulator): the one client the billing features use. */
    efi: EfiClient;
    now: Clock;
  }
}

export interface AppContext {
  config: AppConfig;
  db: Database;
  mailer: Mailer;
  efi: EfiClient;
  now: Clock;
}

export const contextPlugin = fp<AppContext>(
  async (app: FastifyInstance, { config, db, mailer, efi, now }) => {
    app.decorate('config', config);
    app.decorate('db', db);
    app.decorate('mailer', mailer);
    app.decorate('efi', efi);
    app.decorate('now', now);
  },
  { name: 'rumo-context' },
);
