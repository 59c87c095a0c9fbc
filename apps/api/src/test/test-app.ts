import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type App, buildApp } from '../app';
import { type AppConfig, parseEnv } from '../config';
import type { Database } from '../db/database';
import type { Mailer } from '../features/mail/mailer';
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
  /** The app's clock (e.g. a `testClock()` the test moves); defaults to the system clock. */
  now?: () => Date;
}

/**
 * The real app on a fresh real database and a temporary DATA_DIR. One per test file:
 *
 *   let t: TestApp;
 *   beforeAll(async () => { t = await createTestApp(); });
 *   afterAll(() => t.close());
 *   ... await t.app.inject({ method: 'GET', url: '/api/health' })
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
    ...(options.now ? { now: options.now } : {}),
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
