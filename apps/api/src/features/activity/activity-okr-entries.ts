import type { KeyResult, ObjectiveDetail } from '@rumo/shared/objectives/contracts';
import type {
  CheckInChanged,
  CheckInEventBase,
  CheckInRemoved,
  CheckInsRecorded,
} from '../check-ins/public';
import type {
  KeyResultCreated,
  KeyResultDeleted,
  KeyResultUpdated,
  ObjectiveChanged,
  ObjectiveCreated,
  ObjectiveDeleted,
  ObjectiveDuplicated,
  ObjectiveReturned,
} from '../objectives/public';
import type { ActivityEntry } from './activity.service';
import { changedFields, keyResultSnapshot, objectiveSnapshot } from './activity-snapshots';

// The timeline entries of the objectives' events: the label is the title, the snapshots the
// fields a person cares about (names, not ids), and an edit keeps only what changed.

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

const withKeyResultTitles = (objective: ObjectiveDetail) => ({
  ...objectiveSnapshot(objective),
  keyResults: objective.keyResults.map((keyResult) => keyResult.title),
});

const objectiveChanges = ({ before, after }: ObjectiveChanged) =>
  changedFields(objectiveSnapshot(before), objectiveSnapshot(after));

/** The objective and each key result sent with it. */
export const objectiveCreated = (event: ObjectiveCreated): ActivityEntry[] => [
  objectiveEntry(event, event.objective, {
    action: 'created',
    after: objectiveSnapshot(event.objective),
  }),
  ...event.objective.keyResults.map((keyResult) =>
    keyResultEntry(event, keyResult, { action: 'created', after: keyResultSnapshot(keyResult) }),
  ),
];

/** Nothing when the edit changed nothing a person reads. */
export const objectiveUpdated = (event: ObjectiveChanged): ActivityEntry[] => {
  const changes = objectiveChanges(event);
  return changes ? [objectiveEntry(event, event.after, { action: 'updated', ...changes })] : [];
};

/** A close or a reopen is logged even when no field changed (closing again, say). */
export const objectiveClosed = (event: ObjectiveChanged): ActivityEntry[] => [
  objectiveEntry(event, event.after, { action: 'closed', ...objectiveChanges(event) }),
];

export const objectiveReopened = (event: ObjectiveChanged): ActivityEntry[] => [
  objectiveEntry(event, event.after, { action: 'reopened', ...objectiveChanges(event) }),
];

/** The approval flow: sent, approved (now active), returned with the reviewer's comment. */
export const objectiveSubmitted = (event: ObjectiveChanged): ActivityEntry[] => [
  objectiveEntry(event, event.after, { action: 'submitted', ...objectiveChanges(event) }),
];

export const objectiveApproved = (event: ObjectiveChanged): ActivityEntry[] => [
  objectiveEntry(event, event.after, { action: 'approved', ...objectiveChanges(event) }),
];

export const objectiveReturned = (event: ObjectiveReturned): ActivityEntry[] => [
  objectiveEntry(event, event.after, {
    action: 'returned',
    before: null,
    after: { comment: event.comment },
  }),
];

export const objectiveDeleted = (event: ObjectiveDeleted): ActivityEntry[] => [
  objectiveEntry(event, event.before, {
    action: 'deleted',
    before: withKeyResultTitles(event.before),
  }),
];

export const objectiveDuplicated = (event: ObjectiveDuplicated): ActivityEntry[] => [
  objectiveEntry(event, event.objective, {
    action: 'duplicated',
    before: { sourceObjectiveId: event.source.id, sourceCycleId: event.source.cycleId },
    after: withKeyResultTitles(event.objective),
  }),
];

export const keyResultCreated = (event: KeyResultCreated): ActivityEntry[] => [
  keyResultEntry(event, event.keyResult, {
    action: 'created',
    after: keyResultSnapshot(event.keyResult),
  }),
];

export const keyResultUpdated = (event: KeyResultUpdated): ActivityEntry[] => {
  const changes = changedFields(keyResultSnapshot(event.before), keyResultSnapshot(event.after));
  return changes ? [keyResultEntry(event, event.after, { action: 'updated', ...changes })] : [];
};

export const keyResultDeleted = (event: KeyResultDeleted): ActivityEntry[] => [
  keyResultEntry(event, event.before, {
    action: 'deleted',
    before: keyResultSnapshot(event.before),
  }),
];

/** A check-in's entries: labelled with its key result, its facts before and after. */
const checkInEntry = (event: CheckInEventBase, change: Change): ActivityEntry => ({
  companyId: event.companyId,
  actorId: event.actorId,
  entityType: 'check_in',
  entityId: event.checkInId,
  objectiveId: event.objectiveId,
  label: event.keyResultTitle,
  ...change,
});

/** A batch of the POST's group commit: each entry at its check-in's own instant. */
export const checkInsRecorded = ({ checkIns }: CheckInsRecorded): ActivityEntry[] =>
  checkIns.map((checkIn) => ({
    ...checkInEntry(checkIn, { action: 'created', after: checkIn.after }),
    at: checkIn.recordedAt,
  }));

export const checkInChanged = (event: CheckInChanged): ActivityEntry =>
  checkInEntry(event, { action: 'updated', before: event.before, after: event.after });

export const checkInRemoved = (event: CheckInRemoved): ActivityEntry =>
  checkInEntry(event, { action: 'deleted', before: event.before });
