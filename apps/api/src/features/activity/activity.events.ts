import type { KeyResult, ObjectiveDetail } from '@rumo/shared/objectives/contracts';
import type { DomainEventBus, FeatureEvents } from '../../events/domain-events';
import type { CheckInEventBase } from '../check-ins/public';
import type { ObjectiveChanged } from '../objectives/public';
import { type ActivityEntry, recordActivities, recordActivity } from './activity.service';
import { changedFields, keyResultSnapshot, objectiveSnapshot } from './activity-snapshots';

/**
 * The activity log as a reader of the OKR core's domain events: each event becomes the entries
 * a person reads in the timeline (labels, before/after), written after the change committed.
 */
export const activityEvents: FeatureEvents = (bus) => {
  objectiveEntries(bus);
  checkInEntries(bus);
};

type Who = { companyId: string; actorId: string };
type Change = Pick<ActivityEntry, 'action' | 'before' | 'after'>;

const objectiveEntry = (who: Who, objective: ObjectiveDetail, change: Change): ActivityEntry => ({
  companyId: who.companyId,
  actorId: who.actorId,
  entityType: 'objective',
  entityId: objective.id,
  objectiveId: objective.id,
  label: objective.title,
  ...change,
});

const keyResultEntry = (who: Who, keyResult: KeyResult, change: Change): ActivityEntry => ({
  companyId: who.companyId,
  actorId: who.actorId,
  entityType: 'key_result',
  entityId: keyResult.id,
  objectiveId: keyResult.objectiveId,
  label: keyResult.title,
  ...change,
});

/** Only the fields that changed; a close or a reopen is logged even when none did. */
const objectiveChange = ({ before, after }: ObjectiveChanged) =>
  changedFields(objectiveSnapshot(before), objectiveSnapshot(after));

function objectiveEntries(bus: DomainEventBus): void {
  bus.subscribe('objective.created', async (event, { db }) => {
    const { objective } = event;
    await recordActivity(
      db,
      objectiveEntry(event, objective, { action: 'created', after: objectiveSnapshot(objective) }),
    );
    for (const keyResult of objective.keyResults) {
      await recordActivity(
        db,
        keyResultEntry(event, keyResult, {
          action: 'created',
          after: keyResultSnapshot(keyResult),
        }),
      );
    }
  });
  bus.subscribe('objective.updated', async (event, { db }) => {
    const changes = objectiveChange(event);
    if (changes) {
      await recordActivity(
        db,
        objectiveEntry(event, event.after, { action: 'updated', ...changes }),
      );
    }
  });
  bus.subscribe('objective.closed', async (event, { db }) => {
    const changes = objectiveChange(event);
    await recordActivity(db, objectiveEntry(event, event.after, { action: 'closed', ...changes }));
  });
  bus.subscribe('objective.reopened', async (event, { db }) => {
    const changes = objectiveChange(event);
    await recordActivity(
      db,
      objectiveEntry(event, event.after, { action: 'reopened', ...changes }),
    );
  });
  bus.subscribe('objective.deleted', async (event, { db }) => {
    const { before } = event;
    await recordActivity(
      db,
      objectiveEntry(event, before, {
        action: 'deleted',
        before: {
          ...objectiveSnapshot(before),
          keyResults: before.keyResults.map((keyResult) => keyResult.title),
        },
      }),
    );
  });
  bus.subscribe('objective.duplicated', async (event, { db }) => {
    const { objective, source } = event;
    await recordActivity(
      db,
      objectiveEntry(event, objective, {
        action: 'duplicated',
        before: { sourceObjectiveId: source.id, sourceCycleId: source.cycleId },
        after: {
          ...objectiveSnapshot(objective),
          keyResults: objective.keyResults.map((keyResult) => keyResult.title),
        },
      }),
    );
  });
  bus.subscribe('key-result.created', async (event, { db }) => {
    const { keyResult } = event;
    await recordActivity(
      db,
      keyResultEntry(event, keyResult, { action: 'created', after: keyResultSnapshot(keyResult) }),
    );
  });
  bus.subscribe('key-result.updated', async (event, { db }) => {
    const changes = changedFields(keyResultSnapshot(event.before), keyResultSnapshot(event.after));
    if (changes) {
      await recordActivity(
        db,
        keyResultEntry(event, event.after, { action: 'updated', ...changes }),
      );
    }
  });
  bus.subscribe('key-result.deleted', async (event, { db }) => {
    const { before } = event;
    await recordActivity(
      db,
      keyResultEntry(event, before, { action: 'deleted', before: keyResultSnapshot(before) }),
    );
  });
}

const checkInEntry = (event: CheckInEventBase) => ({
  companyId: event.companyId,
  actorId: event.actorId,
  entityType: 'check_in' as const,
  entityId: event.checkInId,
  objectiveId: event.objectiveId,
  label: event.keyResultTitle,
});

/** A check-in's entries: labelled with its key result, its facts before and after. */
function checkInEntries(bus: DomainEventBus): void {
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
