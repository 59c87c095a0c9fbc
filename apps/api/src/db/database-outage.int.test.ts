import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { errorMessages } from '@rumo/shared/common/errors';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { parseEnv } from '../config';
import { freePort } from '../test/server-process';
import { createTestApp } from '../test/test-app';
import { openDatabase } from './database';

describe('database unreachable', () => {
  it('answers 503 with the pt-BR body, and health reports the database down', async () => {
    const port = await freePort();
    const database = await openDatabase({
      databaseUrl: `postgres://postgres@127.0.0.1:${port}/rumo`,
    });
    const dataDir = await mkdtemp(join(tmpdir(), 'rumo-outage-'));
    const app = await buildApp({
      config: {
        ...parseEnv({ DATA_DIR: dataDir, NODE_ENV: 'test' }),
        jwtSecret: randomBytes(32).toString('hex'),
      },
      db: database.db,
    });
    try {
      const health = await app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(503);
      expect(health.json()).toEqual({
        statusCode: 503,
        code: 'DATABASE_DOWN',
        message: errorMessages.databaseDown,
      });

      const login = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'ana@rumo.test', password: 'senha-forte-1' },
      });
      expect(login.statusCode).toBe(503);
      expect(login.headers['retry-after']).toBe('5');
      expect(login.json()).toEqual({
        statusCode: 503,
        code: 'SERVICE_UNAVAILABLE',
        message: errorMessages.serviceUnavailable,
      });
    } finally {
      await app.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('PostgreSQL connections killed', () => {
  it('survives pg_terminate_backend on its idle connections and serves again', async () => {
    const t = await createTestApp();
    try {
      // Several idle pooled connections.
      await Promise.all(
        Array.from({ length: 5 }, () => t.app.inject({ method: 'GET', url: '/api/health' })),
      );
      const { rows } = (await t.db.execute(sql`select current_database() as name`)) as unknown as {
        rows: { name: string }[];
      };
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      // Waits (up to a minute) until each backend has really exited.
      const { rowCount } = await admin.query(
        'select pg_terminate_backend(pid, 60000) from pg_stat_activity where datname = $1',
        [rows[0]?.name],
      );
      await admin.end();
      expect(rowCount).toBeGreaterThan(0);

      // A request on a killed pooled connection may answer 503 and drops that connection; the
      // pool holds at most 10, so by the 11th request a fresh one serves.
      const statuses: number[] = [];
      while (statuses.length < 11 && statuses.at(-1) !== 200) {
        statuses.push((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode);
      }
      expect(statuses.every((status) => status === 200 || status === 503)).toBe(true);
      expect(statuses.at(-1)).toBe(200);
    } finally {
      await t.close();
    }
  });

  it('survives a connection killed in the middle of a transaction', async () => {
    const t = await createTestApp();
    // Another test file's transaction, idle between two statements on the same server.
    const bystander = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await bystander.connect();
    await bystander.query('begin');
    try {
      // Only this transaction's backend: the server is shared with the other test files, and
      // killing every 'idle in transaction' one failed their requests with a 503. The call
      // waits (up to a minute) until the backend has exited, so the next statement meets it dead.
      const terminate = async (pid: number) => {
        const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
        await admin.connect();
        const { rows } = await admin.query('select pg_terminate_backend($1, 60000) as done', [pid]);
        await admin.end();
        expect(rows[0]?.done).toBe(true);
      };
      // The connection is checked out and idle between two statements when it is killed.
      const transaction = t.db.transaction(async (tx) => {
        const { rows } = (await tx.execute(sql`select pg_backend_pid() as pid`)) as unknown as {
          rows: { pid: number }[];
        };
        await terminate(Number(rows[0]?.pid));
        await tx.execute(sql`select 1`);
      });
      await expect(transaction).rejects.toThrow();
      const health = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(200);
      await expect(bystander.query('commit')).resolves.toBeTruthy();
    } finally {
      await bystander.end().catch(() => {});
      await t.close();
    }
  });
});
