import type { KeyResult, ObjectiveDetail } from '@rumo/shared/objectives/contracts';

/**
 * What other features may use of `objectives`, and the domain events it publishes after commit
 * (activity logs them, evolution refreshes the company chart from them).
 */

export {
  type KeyResultState,
  lockObjectiveOfKeyResult,
  syncKeyResult,
} from './key-result-sync';
export { keyResults, objectives } from './objectives.table';

/** Who made a change, in which company. */
export interface ObjectiveChangeActor {
  companyId: string;
  actorId: string;
}

/** An objective was created, with the key results sent with it (as they were stored). */
export interface ObjectiveCreated extends ObjectiveChangeActor {
  objective: ObjectiveDetail;
}

/** An objective was edited (possibly moved to another cycle), closed or reopened. */
export interface ObjectiveChanged extends ObjectiveChangeActor {
  before: ObjectiveDetail;
  after: ObjectiveDetail;
}

/** An objective was deleted with its key results and check-ins. */
export interface ObjectiveDeleted extends ObjectiveChangeActor {
  before: ObjectiveDetail;
}

/** An objective was copied into a cycle as a draft. */
export interface ObjectiveDuplicated extends ObjectiveChangeActor {
  source: { id: string; cycleId: string };
  objective: ObjectiveDetail;
}

export interface KeyResultCreated extends ObjectiveChangeActor {
  keyResult: KeyResult;
}

/** A key result was edited (its progress and its objective's were recomputed, even unchanged). */
export interface KeyResultUpdated extends ObjectiveChangeActor {
  before: KeyResult;
  after: KeyResult;
}

export interface KeyResultDeleted extends ObjectiveChangeActor {
  before: KeyResult;
}

declare module '../../events/domain-events' {
  interface DomainEventMap {
    'objective.created': ObjectiveCreated;
    'objective.updated': ObjectiveChanged;
    'objective.closed': ObjectiveChanged;
    'objective.reopened': ObjectiveChanged;
    'objective.deleted': ObjectiveDeleted;
    'objective.duplicated': ObjectiveDuplicated;
    'key-result.created': KeyResultCreated;
    'key-result.updated': KeyResultUpdated;
    'key-result.deleted': KeyResultDeleted;
  }
}
