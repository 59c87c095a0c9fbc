import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database';
import type { FeatureEvents } from '../../events/domain-events';
import type { CheckInEventBase } from '../check-ins/public';
import { requestEvolutionRefresh } from './evolution-refresh';
import { markForRefresh } from './evolution-refresh.repository';
import { recordCycleSnapshots, recordObjectiveEvolution } from './evolution-snapshots';

/**
 * The company chart as a reader of the OKR core's domain events: after a write committed, it
 * refreshes what it keeps of the objective (forecasts, progress) and stores today's snapshot of
 * the cycles the change touched (today in the company's time zone, by the app's clock).
 */
export const evolutionEvents: FeatureEvents = (bus) => {
  // The objective's progress moved (or, new, starts): its figures and its cycle's day.
  bus.subscribe('objective.created', (event, { db, now }) =>
    recordObjectiveEvolution(db, event.companyId, event.objective.id, now()),
  );
  bus.subscribe('objective.duplicated', (event, { db, now }) =>
    recordObjectiveEvolution(db, event.companyId, event.objective.id, now()),
  );
  bus.subscribe('key-result.created', (event, { db, now }) =>
    recordObjectiveEvolution(db, event.companyId, event.keyResult.objectiveId, now()),
  );
  bus.subscribe('key-result.updated', (event, { db, now }) =>
    recordObjectiveEvolution(db, event.companyId, event.after.objectiveId, now()),
  );
  bus.subscribe('key-result.deleted', (event, { db, now }) =>
    recordObjectiveEvolution(db, event.companyId, event.before.objectiveId, now()),
  );
  // Its status may count it in or out, and a move takes it from one cycle's chart to another's.
  bus.subscribe('objective.updated', async ({ companyId, before, after }, { db, now }) => {
    await recordObjectiveEvolution(db, companyId, after.id, now());
    if (before.cycleId !== after.cycleId) {
      await recordCycleSnapshots(db, companyId, [before.cycleId], now());
    }
  });
  // Closing a draft counts it in the company chart, reopening may count it out; a deleted
  // objective leaves its cycle's chart.
  bus.subscribe('objective.closed', ({ companyId, after }, { db, now }) =>
    recordCycleSnapshots(db, companyId, [after.cycleId], now()),
  );
  bus.subscribe('objective.reopened', ({ companyId, after }, { db, now }) =>
    recordCycleSnapshots(db, companyId, [after.cycleId], now()),
  );
  bus.subscribe('objective.deleted', ({ companyId, before }, { db, now }) =>
    recordCycleSnapshots(db, companyId, [before.cycleId], now()),
  );
};

/**
 * A check-in recorded, changed or removed: one rule for the three, its objective is marked and
 * the company cycle's `evolution-refresh` job asked for (evolution-refresh.ts), which recomputes
 * the objective's figures and the day's snapshot once for a burst. The POST is the app's hot
 * write and a batch of it marks all its objectives in one statement; the job's 1–3 s lag is the
 * price (docs/decisions/0018-evolution-refresh-job.md).
 */
export const checkInEvolutionEvents =
  (app: Pick<FastifyInstance, 'jobs' | 'config' | 'log' | 'now'>): FeatureEvents =>
  (bus) => {
    const refresh = async (db: Database, changes: readonly CheckInEventBase[]) => {
      await markForRefresh(
        db,
        changes.map(({ objectiveId, companyId, cycleId, day }) => ({
          objectiveId,
          companyId,
          cycleId,
          day,
        })),
      );
      const keys = new Map(
        changes.map(({ companyId, cycleId }) => [
          `${companyId}:${cycleId}`,
          { companyId, cycleId },
        ]),
      );
      for (const key of keys.values()) await requestEvolutionRefresh(app, key);
    };
    bus.subscribe('check-in.recorded', ({ checkIns }, { db }) => refresh(db, checkIns));
    bus.subscribe('check-in.changed', (event, { db }) => refresh(db, [event]));
    bus.subscribe('check-in.removed', (event, { db }) => refresh(db, [event]));
  };
