import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config';
import type { Database } from '../db/database';
import type { Mailer } from '../features/mail/mailer';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    /** The database (no global singleton): routes pass it, or a transaction, to services. */
    db: Database;
    mailer: Mailer;
  }
}

export interface AppContext {
  config: AppConfig;
  db: Database;
  mailer: Mailer;
}

export const contextPlugin = fp<AppContext>(
  async (app: FastifyInstance, { config, db, mailer }) => {
    app.decorate('config', config);
    app.decorate('db', db);
    app.decorate('mailer', mailer);
  },
  { name: 'rumo-context' },
);
