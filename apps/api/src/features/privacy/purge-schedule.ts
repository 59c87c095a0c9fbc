import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { purgeDueCompanies } from './company-deletion.service';

const FIRST_RUN_MS = 60 * 1000;
const EVERY_MS = 60 * 60 * 1000;

/**
 * Purges the companies whose grace period ended: a minute after start, then hourly. Replicas may
 * overlap; the purge locks each request, so a company is removed once.
 */
export const purgeSchedulePlugin = fp(
  async (app: FastifyInstance) => {
    const run = async () => {
      try {
        const purged = await purgeDueCompanies(app.db, {
          now: new Date(),
          uploadsDir: app.config.uploadsDir,
        });
        if (purged.length > 0) app.log.info({ companies: purged }, 'companies purged (LGPD)');
      } catch (error) {
        app.log.error({ err: error }, 'company purge failed; retried on the next run');
      }
    };
    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      timer = setTimeout(function tick() {
        void run().finally(() => {
          timer = setTimeout(tick, EVERY_MS).unref();
        });
      }, FIRST_RUN_MS).unref();
    });
    app.addHook('onClose', async () => clearTimeout(timer));
  },
  { name: 'purge-schedule' },
);
