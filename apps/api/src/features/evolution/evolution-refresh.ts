import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database';
import type { FeatureJobs } from '../../jobs/feature-jobs';
import type { JobQueue } from '../../jobs/job-queue';
import { findCycle } from '../cycles/public';
import {
  deleteRefreshMarks,
  findMarkedCycles,
  findRefreshMarks,
} from './evolution-refresh.repository';
import { refreshObjectives, storeCycleSnapshot } from './evolution-snapshots';

// A check-in marks its objective in its own transaction (evolution_refresh_marks); this job
// recomputes the marked objectives' evolution figures and the cycle's snapshot of the day,
// once for a burst of check-ins. See docs/decisions/0018-evolution-refresh-job.md.

export const EVOLUTION_REFRESH_JOB = 'evolution-refresh';
export const EVOLUTION_SWEEP_JOB = 'evolution-refresh-sweep';
/** Every minute: marks whose job was never queued (a crash, a lost race) wait at most this. */
const SWEEP_CRON = '* * * * *';
/** Objectives refreshed per transaction (the backfill's batch). */
const BATCH = 500;
/** Batches per run: a company still checking in at that pace is left to the next run. */
const MAX_BATCHES = 20;

export type RefreshKey = { companyId: string; cycleId: string };

const keyOf = ({ companyId, cycleId }: RefreshKey) => `${companyId}:${cycleId}`;

/**
 * Recomputes the evolution figures of a cycle's marked objectives and stores the snapshot of
 * each day they were marked on, then drops the marks it used; takes another batch while the
 * last one was full. Returns how many marks it handled.
 */
export async function refreshMarkedEvolution(db: Database, key: RefreshKey): Promise<number> {
  let handled = 0;
  for (let batch = 0; batch < MAX_BATCHES; batch++) {
    const count = await db.transaction(async (tx) => {
      const marks = await findRefreshMarks(tx, key.companyId, key.cycleId, BATCH);
      if (marks.length === 0) return 0;
      const cycle = await findCycle(tx, key.companyId, key.cycleId);
      const current = marks.filter((mark) => mark.inCycle);
      if (cycle && current.length > 0) {
        await refreshObjectives(
          tx,
          key.companyId,
          cycle,
          current.map((mark) => mark.objectiveId),
        );
        for (const day of new Set(current.map((mark) => mark.day)))
          await storeCycleSnapshot(tx, key.companyId, cycle, day);
      }
      await deleteRefreshMarks(tx, marks);
      return marks.length;
    });
    handled += count;
    if (count < BATCH) break;
  }
  return handled;
}

/** Past this many keys, the expired ones are forgotten. */
const MAX_REMEMBERED = 1000;
/** In this process, until when a refresh of a key need not be asked for again. */
const queuedUntil = new WeakMap<JobQueue, Map<string, number>>();

/** How long a refresh waits for more check-ins; none in tests, which drain the queue at once. */
const DELAY_MS = 1000;

/**
 * Asks for a refresh of a company cycle after a commit that marked objectives of it. The job
 * starts a second later, so the marks of a burst of check-ins are computed once; while one
 * queued by this process has not started, asking again sends nothing. Other replicas' jobs share
 * the singleton key, so there is at most one queued or running job per key. Never fails the
 * caller, whose write is committed: a mark without a job waits for the minute sweep.
 */
export async function requestEvolutionRefresh(
  app: Pick<FastifyInstance, 'jobs' | 'config' | 'log' | 'now'>,
  key: RefreshKey,
) {
  try {
    await sendRefresh(app.jobs, key, app.config.nodeEnv === 'test' ? 0 : DELAY_MS, app.now());
  } catch (error) {
    app.log.warn({ err: error, ...key }, 'evolution refresh not queued; the sweep will run it');
  }
}

/**
 * requestEvolutionRefresh's send, with the delay given, at `at` by the app's clock (exported for
 * its unit test).
 */
export async function sendRefresh(
  jobs: JobQueue,
  key: RefreshKey,
  delayMs: number,
  at: Date,
): Promise<void> {
  let queued = queuedUntil.get(jobs);
  if (!queued) {
    queued = new Map();
    queuedUntil.set(jobs, queued);
  }
  const id = keyOf(key);
  const now = at.getTime();
  if (queued.size > MAX_REMEMBERED) {
    for (const [other, until] of queued) if (until <= now) queued.delete(other);
  }
  // A margin for the database clock and the worker's start: past it, send again.
  if ((queued.get(id) ?? 0) > now + 250) return;
  const startAfter = delayMs > 0 ? new Date(now + delayMs) : undefined;
  // Claimed before the send's round trip, so that the requests of that moment send nothing. A
  // refused send keeps the claim too: a job of this key is queued (it will see our mark) or
  // running (a mark it did not read waits for the next send or the sweep), and asking again at
  // once would be refused again.
  if (startAfter) queued.set(id, startAfter.getTime());
  try {
    await jobs.send(EVOLUTION_REFRESH_JOB, key, {
      singletonKey: id,
      ...(startAfter ? { startAfter } : {}),
    });
  } catch (error) {
    queued.delete(id);
    throw error;
  }
}

/** The refresh worker and the minute sweep that queues a refresh for marks left behind. */
export const evolutionJobs: FeatureJobs = async (app) => {
  await app.jobs.work<RefreshKey>(EVOLUTION_REFRESH_JOB, async (job) => {
    await refreshMarkedEvolution(app.db, job.data);
  });
  await app.jobs.work(EVOLUTION_SWEEP_JOB, async () => {
    for (const key of await findMarkedCycles(app.db))
      await app.jobs.send(EVOLUTION_REFRESH_JOB, key, { singletonKey: keyOf(key) });
  });
  await app.jobs.schedule(EVOLUTION_SWEEP_JOB, SWEEP_CRON);
};
