import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NfseProvider } from '@rumo/nfse';
import { type App, buildApp } from '../app';
import { type AppConfig, parseEnv } from '../config';
import type { Database } from '../db/database';
import type { Mailer } from '../features/mail/mailer';
import type { TxtResolver } from '../features/sso-domains/public';
import type { JobQueue } from '../jobs/job-queue';
import { openTestDatabase } from './test-database';

export interface TestApp {
  app: App;
  db: Database;
  config: AppConfig;
  /** Closes the app, drops the database and deletes the temporary DATA_DIR. */
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Overrides of the test configuration (e.g. `{ nodeEnv: 'production' }`). */
  config?: Partial<AppConfig>;
  mailer?: Mailer;
  /** An NFS-e provider of the test's own; default: a client of the simulator the app mounts. */
  nfse?: NfseProvider;
  /** The app's clock (e.g. a `testClock()` the test moves); defaults to the system clock. */
  now?: () => Date;
  /** A queue of the test's own (not stopped by `close()`); default: a manual one on the database. */
  jobs?: JobQueue;
  /** The DNS TXT reader of domain verification (default: node:dns plus the dev overrides). */
  resolveTxt?: TxtResolver;
}

/**
 * The real app on a fresh real database and a temporary DATA_DIR. One per test file:
 *
 *   let t: TestApp;
 *   beforeAll(async () => { t = await createTestApp(); });
 *   afterAll(() => t.close());
 *   ... await t.app.inject({ method: 'GET', url: '/api/health' })
 *
 * Its job queue is in `manual` mode: nothing runs in the background; `await t.app.jobs.drain()`
 * runs every due job (and those its handlers queue) at that point of the test.
 */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = await mkdtemp(join(tmpdir(), 'rumo-test-'));
  const config: AppConfig = {
    ...parseEnv({ DATA_DIR: dataDir, NODE_ENV: 'test', PUBLIC_URL: 'http://rumo.test' }),
    jwtSecret: randomBytes(32).toString('hex'),
    // No SPA build in tests unless a test provides one.
    webDistDir: join(dataDir, 'web-dist'),
    ...options.config,
  };
  const database = await openTestDatabase();
  const app = await buildApp({
    config,
    db: database.db,
    mailer: options.mailer,
    ...(options.nfse ? { nfse: options.nfse } : {}),
    ...(options.now ? { now: options.now } : {}),
    jobs: options.jobs,
    ...(options.resolveTxt ? { resolveTxt: options.resolveTxt } : {}),
  });
  await app.ready();
  return {
    app,
    db: database.db,
    config,
    async close() {
      await app.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** A clock tests move: `clock.now` for `createTestApp({ now })`, `advance` by days or ms. */
export function testClock(start: Date = new Date()) {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    set(instant: Date) {
      current = instant.getTime();
    },
    advanceDays(days: number) {
      current += days * 86_400_000;
    },
    advanceMs(ms: number) {
      current += ms;
    },
  };
}
