/**
 * Background work that must run once across replicas and survive restarts (webhook
 * processing, dunning e-mails, trial and grace expiry, reconciliation with Efí, the LGPD purge).
 * Backed by a Postgres queue (see docs/decisions/0007-job-queue.md); features only see this.
 */
export interface JobSendOptions {
  /** At most one queued (not yet finished) job with this key per queue. */
  singletonKey?: string;
  /** Run no earlier than this instant. */
  startAfter?: Date;
  /** Attempts after the first failure (default 5), with exponential back-off. */
  retryLimit?: number;
  /** Seconds before the first retry (default 5), doubled each time. */
  retryDelaySeconds?: number;
}

export interface Job<T> {
  id: string;
  name: string;
  data: T;
  /** 0 on the first run. */
  retryCount: number;
}

export type JobHandler<T> = (job: Job<T>) => Promise<void>;

export interface JobQueue {
  /**
   * Queues a job; null when a job with the same singleton key is already queued. Call it after
   * the transaction that stored the job's data commits, never inside `db.transaction(...)`: the
   * queue has its own connection (on PGlite, the one connection the transaction holds: a hang).
   */
  send<T extends object>(name: string, data: T, options?: JobSendOptions): Promise<string | null>;
  /** Registers the handler of a queue; a thrown error fails the attempt (retried with back-off). */
  work<T extends object>(name: string, handler: JobHandler<T>): Promise<void>;
  /** Queues `name` on a cron schedule (UTC), once across replicas. */
  schedule(name: string, cron: string, data?: object): Promise<void>;
  /**
   * Runs, in this process and now, every queued job whose start time has come (of `name`, or
   * of every queue), including jobs queued by the handlers, until none is left; returns how many
   * ran. Tests use it instead of waiting for the pollers (the `manual` mode never polls).
   */
  drain(name?: string): Promise<number>;
  stop(): Promise<void>;
}
