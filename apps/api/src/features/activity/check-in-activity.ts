import type { DomainEventBus } from '../../events/domain-events';
import type { CheckInEventBase } from '../check-ins/public';
import { type ActivityEntry, recordActivities, recordActivity } from './activity.service';

const checkInEntry = (event: CheckInEventBase) => ({
  companyId: event.companyId,
  actorId: event.actorId,
  entityType: 'check_in' as const,
  entityId: event.checkInId,
  objectiveId: event.objectiveId,
  label: event.keyResultTitle,
});

/** A check-in's entries: labelled with its key result, its facts before and after. */
export function checkInEntries(bus: DomainEventBus): void {
  // A batch of the POST's group commit: one statement, each entry at its check-in's instant.
  bus.subscribe('check-in.recorded', ({ checkIns }, { db }) =>
    recordActivities(
      db,
      checkIns.map((checkIn): ActivityEntry & { at: string } => ({
        ...checkInEntry(checkIn),
        action: 'created',
        after: checkIn.after,
        at: checkIn.recordedAt,
      })),
    ),
  );
  bus.subscribe('check-in.changed', (event, { db }) =>
    recordActivity(db, {
      ...checkInEntry(event),
      action: 'updated',
      before: event.before,
      after: event.after,
    }),
  );
  bus.subscribe('check-in.removed', (event, { db }) =>
    recordActivity(db, { ...checkInEntry(event), action: 'deleted', before: event.before }),
  );
}
