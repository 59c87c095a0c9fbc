import type { WebhookEventType } from '@rumo/shared/integrations/webhooks';
import type { KeyResult, ObjectiveDetail } from '@rumo/shared/objectives/contracts';
import type { CheckInsRecorded } from '../check-ins/public';
import type { CommentAdded } from '../comments/public';
import type { CycleChanged } from '../cycles/public';
import type { KeyResultUpdated, ObjectiveChanged, ObjectiveCreated } from '../objectives/public';

/** One event to send: its type, the company it belongs to and its `data` (ids and changes). */
export interface OutboundEvent {
  companyId: string;
  type: WebhookEventType;
  data: Record<string, unknown>;
}

type Changes = Record<string, { before: unknown; after: unknown }>;

/** The fields of `after` that differ from `before` (compared as JSON), as `{ before, after }`. */
function changesOf<T extends object>(before: T, after: T, fields: readonly (keyof T)[]): Changes {
  const changes: Changes = {};
  for (const field of fields) {
    if (JSON.stringify(before[field]) !== JSON.stringify(after[field])) {
      changes[String(field)] = { before: before[field], after: after[field] };
    }
  }
  return changes;
}

/** What a receiver learns of an objective: ids and plain values, no people's e-mails. */
function objectiveFacts(objective: ObjectiveDetail) {
  return {
    id: objective.id,
    cycleId: objective.cycleId,
    title: objective.title,
    level: objective.level,
    teamId: objective.team?.id ?? null,
    ownerId: objective.owner.id,
    parentObjectiveId: objective.parentObjective?.id ?? null,
    status: objective.status,
    progress: objective.progress,
    private: objective.private,
    keyResultIds: objective.keyResults.map((keyResult) => keyResult.id),
  };
}

/** Compared between an objective's two versions (`objective.updated`). */
const OBJECTIVE_FIELDS = [
  'title',
  'description',
  'level',
  'cycleId',
  'status',
  'private',
  'progress',
] as const satisfies readonly (keyof ObjectiveDetail)[];

const KEY_RESULT_FIELDS = [
  'title',
  'type',
  'start',
  'target',
  'current',
  'unit',
  'weight',
  'dueDate',
  'confidence',
  'progress',
] as const satisfies readonly (keyof KeyResult)[];

export function checkInsCreated({ checkIns }: CheckInsRecorded): OutboundEvent[] {
  return checkIns.map((checkIn) => ({
    companyId: checkIn.companyId,
    type: 'checkin.created',
    data: {
      id: checkIn.checkInId,
      keyResultId: checkIn.keyResultId,
      objectiveId: checkIn.objectiveId,
      cycleId: checkIn.cycleId,
      authorId: checkIn.actorId,
      value: checkIn.after.value,
      confidence: checkIn.after.confidence,
      comment: checkIn.after.comment,
      date: checkIn.after.date,
    },
  }));
}

export function objectiveCreated({ companyId, actorId, objective }: ObjectiveCreated) {
  return [
    {
      companyId,
      type: 'objective.created',
      data: { ...objectiveFacts(objective), actorId },
    },
  ] satisfies OutboundEvent[];
}

/** An edit: `objective.updated` with what changed, and `objective.status_changed` if it did. */
export function objectiveUpdated(event: ObjectiveChanged): OutboundEvent[] {
  const changes = changesOf(event.before, event.after, OBJECTIVE_FIELDS);
  const updated: OutboundEvent = {
    companyId: event.companyId,
    type: 'objective.updated',
    data: { id: event.after.id, actorId: event.actorId, changes },
  };
  return [updated, ...objectiveStatusChanged(event)];
}

/** Closed, reopened, submitted, approved, returned or edited into another status. */
export function objectiveStatusChanged({
  companyId,
  actorId,
  before,
  after,
}: ObjectiveChanged): OutboundEvent[] {
  const approvalBefore = before.approval ?? null;
  const approvalAfter = after.approval ?? null;
  if (before.status === after.status && approvalBefore === approvalAfter) return [];
  return [
    {
      companyId,
      type: 'objective.status_changed',
      data: {
        id: after.id,
        actorId,
        status: { before: before.status, after: after.status },
        approval: { before: approvalBefore, after: approvalAfter },
        result: after.result,
      },
    },
  ];
}

export function keyResultUpdated({ companyId, actorId, before, after }: KeyResultUpdated) {
  return [
    {
      companyId,
      type: 'key_result.updated',
      data: {
        id: after.id,
        objectiveId: after.objectiveId,
        actorId,
        changes: changesOf(before, after, KEY_RESULT_FIELDS),
      },
    },
  ] satisfies OutboundEvent[];
}

export function cycleClosed({ companyId, actorId, cycleId, after }: CycleChanged) {
  return [
    {
      companyId,
      type: 'cycle.closed',
      data: {
        id: cycleId,
        actorId,
        name: after.name,
        startDate: after.startDate,
        endDate: after.endDate,
      },
    },
  ] satisfies OutboundEvent[];
}

export function commentCreated({ companyId, actorId, commentId, objectiveId }: CommentAdded) {
  return [
    {
      companyId,
      type: 'comment.created',
      data: { id: commentId, objectiveId, authorId: actorId },
    },
  ] satisfies OutboundEvent[];
}
