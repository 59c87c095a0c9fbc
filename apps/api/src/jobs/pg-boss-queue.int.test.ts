import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Database, DatabaseHandle } from '../db/database';
import * as schema from '../db/schema';
import { openTestDatabase } from '../test/test-database';
import type { Job, JobQueue } from './job-queue';
import { createJobQueue, type JobQueueLogger } from './pg-boss-queue';

interface JobRow {
  state: string;
  retry_count: number;
  retry_limit: number;
  retry_delay: number;
  retry_backoff: boolean;
  delay_seconds: number;
  singleton_key: string | null;
}

const silent: JobQueueLogger = { info() {}, warn() {}, error() {} };

describe('job queue (pg-boss)', () => {
  let database: DatabaseHandle;
  const opened: JobQueue[] = [];
  let queueCount = 0;

  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((queue) => queue.stop()));
  });
  afterAll(() => database.close());

  async function open(mode: 'run' | 'manual' = 'manual', db: Database = database.db) {
    const queue = createJobQueue(db, { mode, logger: silent, pollingIntervalSeconds: 0.5 });
    opened.push(queue);
    return queue;
  }
  /** Each test uses its own queue names on the one database of this file. */
  const uniqueName = (base: string) => `${base}-${++queueCount}`;

  async function jobRow(id: string): Promise<JobRow> {
    const result = await database.db.execute(sql`
      select state::text as state, retry_count, retry_limit, retry_delay, retry_backoff,
        singleton_key, extract(epoch from start_after - now())::float8 as delay_seconds
      from pgboss.job where id = ${id}`);
    const row = (result as unknown as { rows: JobRow[] }).rows[0];
    if (!row) throw new Error(`job ${id} not found`);
    return row;
  }
  /** What a waiting retry needs to be due now: its back-off elapsed. */
  const makeDue = (id: string) =>
    database.db.execute(
      sql`update pgboss.job set start_after = now() - interval '1 second' where id = ${id}`,
    );

  it('runs sent jobs through drain, jobs queued by handlers included, and completes them', async () => {
    const queue = await open();
    const first = uniqueName('first');
    const second = uniqueName('second');
    const seen: string[] = [];
    await queue.work<{ n: number }>(first, async (job) => {
      seen.push(`${job.name}:${job.data.n}:${job.retryCount}`);
      await queue.send(second, { n: job.data.n * 10 });
    });
    await queue.work<{ n: number }>(second, async (job) => {
      seen.push(`${job.name}:${job.data.n}`);
    });

    const a = await queue.send(first, { n: 1 });
    const b = await queue.send(first, { n: 2 });
    expect(a).toEqual(expect.any(String));
    expect(await queue.drain()).toBe(4);
    expect(seen.sort()).toEqual(
      [`${first}:1:0`, `${first}:2:0`, `${second}:10`, `${second}:20`].sort(),
    );
    expect((await jobRow(a as string)).state).toBe('completed');
    expect((await jobRow(b as string)).state).toBe('completed');
    expect(await queue.drain()).toBe(0);
  });

  it('drains one queue only when named, and refuses a queue without a worker', async () => {
    const queue = await open();
    const one = uniqueName('one');
    const other = uniqueName('other');
    let ran = 0;
    await queue.work(one, async () => {
      ran += 1;
    });
    await queue.work(other, async () => {
      ran += 100;
    });
    await queue.send(one, {});
    await queue.send(other, {});
    expect(await queue.drain(one)).toBe(1);
    expect(ran).toBe(1);
    expect(await queue.drain()).toBe(1);
    expect(ran).toBe(101);
    await expect(queue.drain(uniqueName('nobody'))).rejects.toThrow('nenhum worker');
  });

  it('keeps one unfinished job per singleton key; a finished one frees the key', async () => {
    const queue = await open();
    const name = uniqueName('singleton');
    await queue.work(name, async () => {});
    const first = await queue.send(name, { token: 'a' }, { singletonKey: 'a' });
    expect(first).toEqual(expect.any(String));
    expect(await queue.send(name, { token: 'a' }, { singletonKey: 'a' })).toBeNull();
    // Other keys, and jobs without a key, are not held back.
    expect(await queue.send(name, { token: 'b' }, { singletonKey: 'b' })).toEqual(
      expect.any(String),
    );
    expect(await queue.send(name, {})).toEqual(expect.any(String));
    expect(await queue.send(name, {})).toEqual(expect.any(String));
    // The same key on another queue is another job.
    const elsewhere = uniqueName('singleton-elsewhere');
    expect(await queue.send(elsewhere, {}, { singletonKey: 'a' })).toEqual(expect.any(String));

    expect(await queue.drain(name)).toBe(4);
    expect((await jobRow(first as string)).singleton_key).toBe('a');
    expect(await queue.send(name, { token: 'a' }, { singletonKey: 'a' })).toEqual(
      expect.any(String),
    );
  });

  it('retries a failing job with exponential back-off (5 retries from 5 s by default)', async () => {
    const queue = await open();
    const name = uniqueName('flaky');
    const attempts: number[] = [];
    await queue.work(name, async (job: Job<object>) => {
      attempts.push(job.retryCount);
      if (attempts.length <= 2) throw new Error(`falha ${attempts.length}`);
    });
    const id = (await queue.send(name, {}, { singletonKey: 'flaky' })) as string;
    expect(await jobRow(id)).toMatchObject({
      retry_limit: 5,
      retry_delay: 5,
      retry_backoff: true,
    });

    expect(await queue.drain()).toBe(1);
    let row = await jobRow(id);
    expect(row.state).toBe('retry');
    // First retry after 5 s doubled once (pg-boss adds jitter: between 5 and 10 s).
    expect(row.delay_seconds).toBeGreaterThan(4);
    expect(row.delay_seconds).toBeLessThanOrEqual(10);
    // Not due yet: drain leaves it; and it still holds its singleton key.
    expect(await queue.drain()).toBe(0);
    expect(await queue.send(name, {}, { singletonKey: 'flaky' })).toBeNull();

    await makeDue(id);
    expect(await queue.drain()).toBe(1);
    row = await jobRow(id);
    expect(row).toMatchObject({ state: 'retry', retry_count: 1 });
    expect(row.delay_seconds).toBeGreaterThan(9);
    expect(row.delay_seconds).toBeLessThanOrEqual(20);

    await makeDue(id);
    expect(await queue.drain()).toBe(1);
    expect(await jobRow(id)).toMatchObject({ state: 'completed', retry_count: 2 });
    expect(attempts).toEqual([0, 1, 2]);
  });

  it('fails a job for good once its retries are spent, which frees its singleton key', async () => {
    const queue = await open();
    const name = uniqueName('broken');
    await queue.work(name, async () => {
      throw new Error('sempre falha');
    });
    const id = (await queue.send(name, {}, { singletonKey: 'k', retryLimit: 1 })) as string;
    expect(await queue.drain()).toBe(1);
    await makeDue(id);
    expect(await queue.drain()).toBe(1);
    expect(await jobRow(id)).toMatchObject({ state: 'failed', retry_count: 1 });
    expect(await queue.send(name, {}, { singletonKey: 'k' })).toEqual(expect.any(String));
  });

  it('does not run a job before its startAfter', async () => {
    const queue = await open();
    const name = uniqueName('later');
    let ran = 0;
    await queue.work(name, async () => {
      ran += 1;
    });
    const id = (await queue.send(
      name,
      {},
      { startAfter: new Date(Date.now() + 60 * 60 * 1000) },
    )) as string;
    expect(await queue.drain()).toBe(0);
    expect(ran).toBe(0);
    const row = await jobRow(id);
    expect(row.state).toBe('created');
    expect(row.delay_seconds).toBeGreaterThan(3500);
  });

  it('runs a job sent without a start at once, even in the clock tick of its send', async () => {
    const queue = await open();
    const name = uniqueName('at-once');
    await queue.work(name, async () => {});
    const id = (await queue.send(name, {})) as string;
    // pg-boss fetches `start_after < now()`; created_on is the send's now(), so a drain in the
    // same tick (PGlite's clock counts whole milliseconds) needs the start strictly before it.
    const result = await database.db.execute(sql`
      select (start_after < created_on) as early,
        extract(epoch from created_on - start_after)::float8 as lead_seconds
      from pgboss.job where id = ${id}`);
    const [row] = (result as unknown as { rows: { early: boolean; lead_seconds: number }[] }).rows;
    expect(row).toEqual({ early: true, lead_seconds: 0.001 });
    expect(await queue.drain(name)).toBe(1);
    for (let round = 0; round < 20; round += 1) {
      await queue.send(name, { round });
      expect(await queue.drain(name), `round ${round}`).toBe(1);
    }
  });

  it('keeps queued jobs across a restart of the queue', async () => {
    const name = uniqueName('durable');
    const before = await open();
    const id = await before.send(name, { keep: true });
    await before.stop();

    const after = await open();
    const seen: Job<{ keep: boolean }>[] = [];
    await after.work<{ keep: boolean }>(name, async (job) => {
      seen.push(job);
    });
    expect(await after.drain()).toBe(1);
    expect(seen).toEqual([{ id, name, data: { keep: true }, retryCount: 0 }]);
  });

  it('in run mode, a worker takes sent jobs by itself', async () => {
    const queue = await open('run');
    const name = uniqueName('live');
    const done = new Promise<object>((resolve) => {
      void queue.work(name, async (job) => resolve(job.data));
    });
    await queue.send(name, { hello: 'mundo' });
    await expect(done).resolves.toEqual({ hello: 'mundo' });
  });

  it('records a cron schedule once per queue (UTC)', async () => {
    const queue = await open();
    const name = uniqueName('hourly');
    const rows = async () =>
      (
        (await database.db.execute(
          sql`select cron, timezone, data from pgboss.schedule where name = ${name}`,
        )) as unknown as { rows: object[] }
      ).rows;
    // Declared before the start: written by it.
    await queue.schedule(name, '0 * * * *');
    await queue.start();
    expect(await rows()).toEqual([{ cron: '0 * * * *', timezone: 'UTC', data: {} }]);
    // Declared again after: the one row is updated.
    await queue.schedule(name, '30 * * * *', { source: 'cron' });
    expect(await rows()).toEqual([
      { cron: '30 * * * *', timezone: 'UTC', data: { source: 'cron' } },
    ]);
    await expect(queue.schedule(name, 'not a cron')).rejects.toThrow();
  });

  it('touches no database before it is used, and keeps trying to start in run mode', async () => {
    // Nothing listens on port 9 (discard): every connection is refused at once.
    const pool = new pg.Pool({ connectionString: 'postgres://rumo@127.0.0.1:9/rumo' });
    const warnings: object[] = [];
    try {
      const unreachable = drizzle({ client: pool, schema }) as unknown as Database;
      const queue = createJobQueue(unreachable, {
        mode: 'run',
        logger: { ...silent, warn: (obj) => warnings.push(obj) },
      });
      opened.push(queue);
      await queue.work('offline', async () => {});
      await queue.schedule('offline', '0 * * * *');
      await expect(queue.send('offline', {})).rejects.toThrow(/ECONNREFUSED/);
      await expect(queue.drain()).rejects.toThrow(/ECONNREFUSED/);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(warnings).toContainEqual(expect.objectContaining({ attempt: 1 }));
      await queue.stop();
    } finally {
      await pool.end();
    }
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'runs each job exactly once with two queues (replicas) on one PostgreSQL',
    async () => {
      const pool = (database.db as unknown as { $client: pg.Pool }).$client;
      const otherPool = new pg.Pool({ connectionString: pool.options.connectionString, max: 5 });
      try {
        const other = drizzle({ client: otherPool, schema }) as unknown as Database;
        const replicas = [await open('run'), await open('run', other)];
        const name = uniqueName('contended');
        const total = 30;
        const runs = new Map<number, number>();
        let finish: () => void = () => {};
        const allDone = new Promise<void>((resolve) => {
          finish = resolve;
        });
        let completed = 0;
        for (const [replica, queue] of replicas.entries()) {
          await queue.work<{ n: number }>(name, async (job) => {
            runs.set(job.data.n, (runs.get(job.data.n) ?? 0) + 1);
            await new Promise((resolve) => setTimeout(resolve, 5 + replica));
            completed += 1;
            if (completed >= total) finish();
          });
        }
        for (let n = 0; n < total; n += 1) {
          await replicas[n % 2]?.send(name, { n });
        }
        await allDone;
        // Both replicas drain too: nothing is left to run twice.
        expect(await replicas[0]?.drain(name)).toBe(0);
        expect(await replicas[1]?.drain(name)).toBe(0);
        expect(runs.size).toBe(total);
        expect([...runs.values()].every((count) => count === 1)).toBe(true);
      } finally {
        await Promise.all(opened.splice(0).map((queue) => queue.stop()));
        await otherPool.end();
      }
    },
  );
});
