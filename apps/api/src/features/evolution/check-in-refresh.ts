import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database';
import type { DomainEventBus } from '../../events/domain-events';
import type { CheckInEventBase } from '../check-ins/public';
import { requestEvolutionRefresh } from './evolution-refresh';
import { markForRefresh } from './evolution-refresh.repository';

/**
 * A check-in recorded, changed or removed: one rule for the three, its objective is marked and
 * the company cycle's `evolution-refresh` job asked for (evolution-refresh.ts), which recomputes
 * the objective's figures and the day's snapshot once for a burst. The POST is the app's hot
 * write and a batch of it marks all its objectives in one statement; the job's 1–3 s lag is the
 * price (docs/decisions/evolution-refresh-job.md).
 */
export function checkInRefreshes(
  bus: DomainEventBus,
  app: Pick<FastifyInstance, 'jobs' | 'config' | 'log'>,
): void {
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
      changes.map(({ companyId, cycleId }) => [`${companyId}:${cycleId}`, { companyId, cycleId }]),
    );
    for (const key of keys.values()) await requestEvolutionRefresh(app, key);
  };
  bus.subscribe('check-in.recorded', ({ checkIns }, { db }) => refresh(db, checkIns));
  bus.subscribe('check-in.changed', (event, { db }) => refresh(db, [event]));
  bus.subscribe('check-in.removed', (event, { db }) => refresh(db, [event]));
}
