import type { PGlite } from '@electric-sql/pglite';
import cronParser from 'cron-parser';
import pg from 'pg';
import PgBoss from 'pg-boss';
import type { Database } from '../db/database';
import { isDeadlock } from '../lib/db-errors';
import type { Job, JobHandler, JobQueue, JobSendOptions } from './job-queue';

/** pg-boss's tables live in their own schema, outside the Drizzle schema and its migrations. */
export const JOB_QUEUE_SCHEMA = 'pgboss';

export const JOB_DEFAULTS = {
  retryLimit: 5,
  retryDelaySeconds: 5,
  /** Seconds between two polls of a queue by a worker in `run` mode. */
  pollingIntervalSeconds: 2,
  /** How long `stop()` lets running handlers finish before failing them (they are retried). */
  stopTimeoutMs: 8000,
} as const;

export interface JobQueueLogger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface CreateJobQueueOptions {
  /**
   * `run`: workers poll their queues and the cron schedules fire (servers).
   * `manual`: nothing polls and no schedule fires; jobs run only through `drain()` (tests).
   */
  mode: 'run' | 'manual';
  logger: JobQueueLogger;
  /** Polling interval of the workers in `run` mode (at least 0.5 s). */
  pollingIntervalSeconds?: number;
}

/** What pg-boss needs of a database: one call that runs SQL (`PgBoss.Db`). */
interface SqlExecutor {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

/**
 * Runs pg-boss's SQL on the client under the Drizzle database, so the queue lives in the same
 * database as everything else (and, for PGlite, on its one connection).
 */
function executorOf(db: Database): SqlExecutor {
  const client = (db as { $client?: unknown }).$client;
  if (client instanceof pg.Pool) {
    return {
      // pg-boss passes multi-statement scripts without parameters (schema creation, migrations,
      // maintenance): node-postgres sends those with the simple protocol, as pg-boss's own pool does.
      executeSql: (text, values) => client.query(text, values),
    };
  }
  if (isPglite(client)) {
    return {
      async executeSql(text, values) {
        if (values && values.length > 0) {
          // Extended protocol: one statement with parameters. PGlite may not map `undefined`.
          return client.query(
            text,
            values.map((value) => (value === undefined ? null : value)),
          );
        }
        // No parameters: maybe several statements (`BEGIN; ...; COMMIT;`), which only `exec`
        // (simple protocol) accepts; the last statement's result is the answer.
        const results = await client.exec(text);
        return results.at(-1) ?? { rows: [] };
      },
    };
  }
  throw new Error('Fila de tarefas: driver de banco de dados não suportado.');
}

function isPglite(client: unknown): client is PGlite {
  return (
    typeof client === 'object' &&
    client !== null &&
    typeof (client as PGlite).exec === 'function' &&
    typeof (client as PGlite).query === 'function'
  );
}

/**
 * "At most one unfinished job per singleton key and queue". pg-boss 10 only enforces singleton
 * keys through queue policies that also restrict jobs without a key, so this partial unique index
 * does it for every queue (created on the partitioned `job` table, so every queue's partition,
 * present or future, gets it). A job waiting for a retry still holds its key; a finished, failed
 * or cancelled one frees it. pg-boss inserts with `ON CONFLICT DO NOTHING`, so a duplicate
 * `send` answers null. Idempotent, and serialized across replicas by an advisory lock held until
 * the end of the (implicit) transaction of this one script.
 */
const SINGLETON_INDEX_SQL = `
  SELECT pg_advisory_xact_lock(hashtext('rumo.${JOB_QUEUE_SCHEMA}.singleton-index'));
  CREATE UNIQUE INDEX IF NOT EXISTS rumo_job_singleton
    ON ${JOB_QUEUE_SCHEMA}.job (name, singleton_key)
    WHERE singleton_key IS NOT NULL AND state < 'completed'
`;

export interface PgBossJobQueue extends JobQueue {
  /**
   * Creates or migrates pg-boss's schema, then registers the workers and schedules declared so far
   * (later ones register at once). Nothing touches the database before: `send` and `drain` start
   * the queue themselves, and `run` mode starts it in the background, retrying every few seconds
   * while the database is unreachable. A failed start is retried by the next call.
   */
  start(): Promise<void>;
}

interface Session {
  boss: PgBoss;
  queues: Map<string, Promise<void>>;
  workers: Map<string, Promise<void>>;
  /** pg-boss's id of this process's worker of each queue (`run` mode). */
  workerIds: Map<string, string>;
  schedules: Map<string, Promise<void>>;
}

const START_RETRY_MS = 5000;
/** Tries of a queue's creation that PostgreSQL aborted as a deadlock's victim. */
const QUEUE_CREATE_ATTEMPTS = 3;

/**
 * The start of a job sent without one: a millisecond before its transaction's now(). pg-boss
 * fetches only jobs with `start_after < now()`, and its default start is that now(): PGlite's
 * clock ticks in whole milliseconds, so a drain (or poll) in the same tick as the send skipped
 * the job it had just been given.
 */
const DUE_AT_ONCE = '-0.001';

/** The JobQueue on pg-boss (see docs/decisions/0007-job-queue.md). */
export function createJobQueue(
  db: Database,
  {
    mode,
    logger,
    pollingIntervalSeconds = JOB_DEFAULTS.pollingIntervalSeconds,
  }: CreateJobQueueOptions,
): PgBossJobQueue {
  const executor = executorOf(db);
  const handlers = new Map<string, JobHandler<object>>();
  const schedules = new Map<string, { cron: string; data: object }>();
  const draining = new Set<Promise<number>>();
  /** The started pg-boss, once every declared worker and schedule is registered on it. */
  let current: Session | undefined;
  let starting: Promise<Session> | undefined;
  let stopped = false;

  function start(): Promise<Session> {
    if (stopped) return Promise.reject(new Error('Fila de tarefas parada.'));
    if (!starting) {
      const attempt = startSession();
      // A failed start (database unreachable) is forgotten, so that the next call tries again.
      attempt.catch(() => {
        if (starting === attempt) starting = undefined;
      });
      starting = attempt;
    }
    return starting;
  }

  async function startSession(): Promise<Session> {
    // A new instance per attempt: pg-boss does not start again after a failed start().
    const boss = new PgBoss({
      db: executor as PgBoss.Db,
      schema: JOB_QUEUE_SCHEMA,
      // Defaults of every job, including those the cron schedules queue.
      retryLimit: JOB_DEFAULTS.retryLimit,
      retryDelay: JOB_DEFAULTS.retryDelaySeconds,
      retryBackoff: true,
      // Manual mode: no maintenance timers and no cron timekeeper; nothing runs by itself.
      supervise: mode === 'run',
      schedule: mode === 'run',
    });
    boss.on('error', (error) => logger.error({ err: error }, 'job queue error'));
    await boss.start();
    const session: Session = {
      boss,
      queues: new Map(),
      workers: new Map(),
      workerIds: new Map(),
      schedules: new Map(),
    };
    try {
      await executor.executeSql(SINGLETON_INDEX_SQL);
      await register(session);
    } catch (error) {
      await boss.stop({ graceful: false }).catch(() => {});
      throw error;
    }
    return session;
  }

  /**
   * Registers on the session every worker and schedule not registered yet, until none is left;
   * the session becomes `current` in the same tick as it is found complete, so a `work` or
   * `schedule` call either sees no current session (and is picked up here) or registers itself.
   */
  async function register(session: Session): Promise<void> {
    for (;;) {
      const workers = [...handlers.keys()].filter((name) => !session.workers.has(name));
      const due = [...schedules].filter(
        ([name, schedule]) => !session.schedules.has(scheduleKey(name, schedule)),
      );
      if (workers.length === 0 && due.length === 0) {
        if (!stopped) current = session;
        return;
      }
      for (const name of workers) await startWorker(session, name);
      for (const [name, schedule] of due) await writeSchedule(session, name, schedule);
    }
  }

  const scheduleKey = (name: string, { cron, data }: { cron: string; data: object }) =>
    JSON.stringify([name, cron, data]);

  /**
   * pg-boss 10 needs a queue created before jobs are sent to it or scheduled on it. Its
   * create_queue adds a partition with its keys (DDL), which can deadlock with another replica's
   * job traffic; PostgreSQL then aborts it, and it is run again.
   */
  function ensureQueue(session: Session, name: string): Promise<void> {
    return once(session.queues, name, async () => {
      for (let attempt = 1; ; attempt++) {
        try {
          return await session.boss.createQueue(name);
        } catch (error) {
          if (attempt >= QUEUE_CREATE_ATTEMPTS || !isDeadlock(error)) throw error;
        }
      }
    });
  }

  function startWorker(session: Session, name: string): Promise<void> {
    return once(session.workers, name, async () => {
      await ensureQueue(session, name);
      if (mode !== 'run') return;
      const handler = handlers.get(name);
      if (!handler) return;
      let workerId: string | undefined;
      workerId = await session.boss.work<object>(
        name,
        { includeMetadata: true, batchSize: 1, pollingIntervalSeconds },
        async ([job]) => {
          try {
            if (job) await runHandler(handler, job);
          } finally {
            // pg-boss's worker waits a polling interval after each job; a queue that had a job
            // may have more, so fetch again at once (it waits only when it finds none).
            if (workerId) session.boss.notifyWorker(workerId);
          }
        },
      );
      session.workerIds.set(name, workerId);
    });
  }

  function writeSchedule(
    session: Session,
    name: string,
    schedule: { cron: string; data: object },
  ): Promise<void> {
    return once(session.schedules, scheduleKey(name, schedule), async () => {
      await ensureQueue(session, name);
      // One row per queue in pg-boss's schedule table: every replica writes the same one, and
      // pg-boss's timekeeper queues each due run once across replicas.
      await session.boss.schedule(name, schedule.cron, schedule.data, { tz: 'UTC' });
    });
  }

  /** Runs one fetched job; a thrown error is logged and rethrown (the caller fails the job). */
  async function runHandler(handler: JobHandler<object>, job: PgBoss.JobWithMetadata<object>) {
    const view: Job<object> = {
      id: job.id,
      name: job.name,
      data: job.data,
      retryCount: job.retryCount,
    };
    try {
      await handler(view);
    } catch (error) {
      logger.error(
        { err: error, job: { id: job.id, name: job.name, retryCount: job.retryCount } },
        'job failed',
      );
      throw error;
    }
  }

  async function drainQueues(name: string | undefined): Promise<number> {
    if (name !== undefined && !handlers.has(name)) {
      throw new Error(`Fila de tarefas: nenhum worker registrado para "${name}".`);
    }
    const { boss } = await start();
    let ran = 0;
    for (;;) {
      let progressed = false;
      for (const [queue, handler] of handlers) {
        if (stopped) return ran;
        if (name !== undefined && queue !== name) continue;
        const [job] = await boss.fetch<object>(queue, { includeMetadata: true, batchSize: 1 });
        if (!job) continue;
        progressed = true;
        ran += 1;
        // Same outcome as pg-boss's own workers: complete, or fail (retried with back-off).
        try {
          await runHandler(handler, job);
        } catch (error) {
          await boss.fail(queue, job.id, error as object);
          continue;
        }
        await boss.complete(queue, job.id);
      }
      if (!progressed) return ran;
    }
  }

  /** `run` mode: start in the background, and keep trying while the database is unreachable. */
  async function keepStarting(): Promise<void> {
    for (let attempt = 1; !stopped; attempt += 1) {
      try {
        await start();
        return;
      } catch (error) {
        if (stopped) return;
        logger.warn({ err: error, attempt }, 'job queue could not start; retrying');
        await new Promise((resolve) => setTimeout(resolve, START_RETRY_MS).unref());
      }
    }
  }
  if (mode === 'run') void keepStarting();

  return {
    async start() {
      await start();
    },

    async send(name, data, options: JobSendOptions = {}) {
      const session = await start();
      await ensureQueue(session, name);
      const id = await session.boss.send(name, data, {
        ...(options.singletonKey !== undefined ? { singletonKey: options.singletonKey } : {}),
        startAfter: options.startAfter ?? DUE_AT_ONCE,
        ...(options.retryLimit !== undefined ? { retryLimit: options.retryLimit } : {}),
        ...(options.retryDelaySeconds !== undefined
          ? { retryDelay: options.retryDelaySeconds }
          : {}),
      });
      // A worker of this process waiting for its next poll takes the job at once.
      const workerId = session.workerIds.get(name);
      if (id && workerId && !options.startAfter) session.boss.notifyWorker(workerId);
      return id;
    },

    async work<T extends object>(name: string, handler: JobHandler<T>) {
      if (handlers.has(name)) throw new Error(`Fila de tarefas: "${name}" já tem um worker.`);
      handlers.set(name, handler as JobHandler<object>);
      if (current) await register(current);
    },

    async schedule(name, cron, data = {}) {
      // Checked now, so that a bad expression fails where it is declared, not at start.
      cronParser.parseExpression(cron, { tz: 'UTC' });
      schedules.set(name, { cron, data });
      if (current) await register(current);
    },

    async drain(name) {
      const run = drainQueues(name);
      draining.add(run);
      try {
        return await run;
      } finally {
        draining.delete(run);
      }
    },

    async stop() {
      if (stopped) return;
      stopped = true;
      current = undefined;
      // A running drain finishes its current job; pg-boss's workers get the same grace.
      await Promise.allSettled(draining);
      const session = await starting?.catch(() => undefined);
      await session?.boss.stop({
        graceful: true,
        wait: true,
        timeout: JOB_DEFAULTS.stopTimeoutMs,
      });
    },
  };
}

/** The memoized promise of `key` (a failed one is forgotten, so that it is tried again). */
function once(memo: Map<string, Promise<void>>, key: string, run: () => Promise<void>) {
  let promise = memo.get(key);
  if (!promise) {
    const created = run();
    created.catch(() => {
      if (memo.get(key) === created) memo.delete(key);
    });
    memo.set(key, created);
    promise = created;
  }
  return promise;
}
