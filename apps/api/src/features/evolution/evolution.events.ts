import type { FeatureEvents } from '../../events/domain-events';
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
