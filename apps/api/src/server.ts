import { join } from 'node:path';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/database';
import { formatStaffDemoLogins, seedStaffDemo } from './features/backoffice/backoffice.seed';
import { seedDefaultPlansForSale } from './features/billing/plans.seed';
import { formatDemoLogins, seedDemo, shouldSeedDemo } from './features/demo/demo.seed';

/** How long SIGTERM waits for in-flight requests; orchestrators usually allow 30 s. */
const SHUTDOWN_TIMEOUT_MS = 10_000;

async function main() {
  let config: Awaited<ReturnType<typeof loadConfig>>;
  try {
    config = await loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  let reportConnectionError = (error: Error) => console.error(error);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: join(config.dataDir, 'db'),
    onConnectionError: (error) => reportConnectionError(error),
  });
  await database.migrate();

  // A server always runs its background jobs (NODE_ENV=test only makes in-process test apps manual).
  const app = await buildApp({ config, db: database.db, jobsMode: 'run' });
  app.log.info({ driver: database.driver }, 'database ready');
  reportConnectionError = (error) => app.log.warn({ err: error }, 'database connection lost');

  if (shouldSeedDemo(config)) {
    // Awaited: /planos lists the plans from the first request on.
    const plans = await seedDefaultPlansForSale(app);
    if (plans.seeded > 0) app.log.info(plans, 'default plans created and put on sale at Efí');
    if (plans.failed > 0) {
      app.log.warn(plans, 'default plans not created at Efí: create them in the backoffice');
    }
    const seed = await seedDemo(database.db, {
      now: app.now(),
      trialDays: config.billing.trialDays,
      webhookSecretKey: config.jwtSecret,
    });
    const staff = await seedStaffDemo(database.db);
    const logins = [
      seed ? formatDemoLogins(seed) : undefined,
      staff ? formatStaffDemoLogins(staff, config.publicUrl) : undefined,
    ].filter((text) => text !== undefined);
    if (logins.length > 0) app.log.info(`\n${logins.join('\n\n')}`);
  }

  let closing = false;
  // Stop accepting, let in-flight requests finish (up to the bound), close the database, exit 0.
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const forced = setTimeout(() => {
      app.log.error({ afterMs: SHUTDOWN_TIMEOUT_MS }, 'in-flight requests did not finish; exiting');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS);
    forced.unref();
    // A keep-alive connection whose last request ends during the close would stay open until
    // its idle timeout and hold the close up: close each one as soon as it goes idle.
    const closeIdle = setInterval(() => app.server.closeIdleConnections(), 100);
    closeIdle.unref();
    try {
      await app.close();
      clearInterval(closeIdle);
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
}

main().catch((error: unknown) => {
  console.error('Falha ao iniciar o Rumo:', error);
  process.exit(1);
});
