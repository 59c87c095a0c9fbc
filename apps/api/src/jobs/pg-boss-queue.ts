import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import PgBoss from 'pg-boss';
import type { Database } from '../db/database';
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

/** The JobQueue on pg-boss (see docs/decisions/job-queue.md). Creates or migrates its schema. */
export async function createJobQueue(
  db: Database,
  {
    mode,
    logger,
    pollingIntervalSeconds = JOB_DEFAULTS.pollingIntervalSeconds,
  }: CreateJobQueueOptions,
): Promise<JobQueue> {
  const executor = executorOf(db);
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
  await executor.executeSql(SINGLETON_INDEX_SQL);

  const handlers = new Map<string, JobHandler<object>>();
  const workerIds = new Map<string, string>();
  const queues = new Map<string, Promise<void>>();
  const draining = new Set<Promise<number>>();
  let stopped = false;

  /** pg-boss 10 needs a queue created before jobs are sent to it or scheduled on it. */
  function ensureQueue(name: string): Promise<void> {
    let created = queues.get(name);
    if (!created) {
      created = boss.createQueue(name);
      created.catch(() => queues.delete(name));
      queues.set(name, created);
    }
    return created;
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

  return {
    async send(name, data, options: JobSendOptions = {}) {
      await ensureQueue(name);
      const id = await boss.send(name, data, {
        ...(options.singletonKey !== undefined ? { singletonKey: options.singletonKey } : {}),
        ...(options.startAfter !== undefined ? { startAfter: options.startAfter } : {}),
        ...(options.retryLimit !== undefined ? { retryLimit: options.retryLimit } : {}),
        ...(options.retryDelaySeconds !== undefined
          ? { retryDelay: options.retryDelaySeconds }
          : {}),
      });
      // A worker of this process waiting for its next poll takes the job at once.
      const workerId = workerIds.get(name);
      if (id && workerId && !options.startAfter) boss.notifyWorker(workerId);
      return id;
    },

    async work<T extends object>(name: string, handler: JobHandler<T>) {
      if (handlers.has(name)) throw new Error(`Fila de tarefas: "${name}" já tem um worker.`);
      await ensureQueue(name);
      handlers.set(name, handler as JobHandler<object>);
      if (mode !== 'run') return;
      let workerId: string | undefined;
      workerId = await boss.work<object>(
        name,
        { includeMetadata: true, batchSize: 1, pollingIntervalSeconds },
        async ([job]) => {
          try {
            if (job) await runHandler(handler as JobHandler<object>, job);
          } finally {
            // pg-boss's worker waits a polling interval after each job; a queue that had a job
            // may have more, so fetch again at once (it waits only when it finds none).
            if (workerId) boss.notifyWorker(workerId);
          }
        },
      );
      workerIds.set(name, workerId);
    },

    async schedule(name, cron, data = {}) {
      await ensureQueue(name);
      // One row per queue in pg-boss's schedule table: every replica writes the same one, and
      // pg-boss's timekeeper queues each due run once across replicas.
      await boss.schedule(name, cron, data, { tz: 'UTC' });
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
      // A running drain finishes its current job; pg-boss's workers get the same grace.
      await Promise.allSettled(draining);
      await boss.stop({ graceful: true, wait: true, timeout: JOB_DEFAULTS.stopTimeoutMs });
    },
  };
}
