import type { KeyResult, ObjectiveDetail } from '@rumo/shared/objectives/contracts';
import type { Initiative } from '@rumo/shared/objectives/initiatives';

/**
 * What other features may use of `objectives`: the tables the features above join on, the key
 * result roll-up check-ins write through, the answers it gives the features below it (cycles'
 * objective counts, teams' progress and objectives; app.ts hands them over), the question it asks
 * check-ins (key results' trends), and the domain events it publishes after commit (activity logs
 * them, evolution refreshes the company chart from them).
 */

export { loadActor } from './actor';
export { countObjectivesByCycle } from './cycle-objectives.repository';
export { listMyOpenInitiatives } from './initiatives/initiatives.service';
export { initiatives } from './initiatives/initiatives.table';
export {
  type KeyResultState,
  lockObjectiveOfKeyResult,
  refreshMilestoneKeyResult,
  refreshObjectiveProgress,
  syncKeyResult,
} from './key-result-sync';
export { createKeyResult, editKeyResult, removeKeyResult } from './key-results.service';
export { keyResultsOfKpi } from './kpi-key-results.repository';
export {
  createObjective,
  createObjectiveIn,
  type ObjectiveCreateInput,
} from './objective-create.service';
export {
  closeObjective,
  duplicateObjectiveIn,
  reopenObjective,
} from './objective-lifecycle.service';
export { findObjectiveRow } from './objective-read.repository';
export {
  editObjective,
  getObjectiveDetail,
  type KeyResultTrends,
  listObjectives,
  type TrendPoint,
} from './objectives.service';
export { confidenceEnum, keyResults, objectives, objectiveViewers } from './objectives.table';
export { teamObjectives } from './team-objectives.repository';
export {
  type CompanyReader,
  keyResultVisibleTo,
  type ObjectiveViewer,
  objectiveOpenToAll,
  objectiveSeenBy,
  objectiveVisibleTo,
  usersWhoSeeObjective,
  visibleToViewerPlaceholder,
} from './visibility.repository';

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

/** A draft was returned to its owner with the reviewer's comment. */
export interface ObjectiveReturned extends ObjectiveChanged {
  comment: string;
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

export interface InitiativeCreated extends ObjectiveChangeActor {
  initiative: Initiative;
}

/** An initiative was edited or its status changed (a milestone key result was scored again). */
export interface InitiativeUpdated extends ObjectiveChangeActor {
  before: Initiative;
  after: Initiative;
}

export interface InitiativeDeleted extends ObjectiveChangeActor {
  before: Initiative;
}

declare module '../../events/domain-events' {
  interface DomainEventMap {
    'objective.created': ObjectiveCreated;
    'objective.updated': ObjectiveChanged;
    'objective.closed': ObjectiveChanged;
    'objective.reopened': ObjectiveChanged;
    'objective.deleted': ObjectiveDeleted;
    'objective.duplicated': ObjectiveDuplicated;
    'objective.submitted': ObjectiveChanged;
    'objective.approved': ObjectiveChanged;
    'objective.returned': ObjectiveReturned;
    'key-result.created': KeyResultCreated;
    'key-result.updated': KeyResultUpdated;
    'key-result.deleted': KeyResultDeleted;
    'initiative.created': InitiativeCreated;
    'initiative.updated': InitiativeUpdated;
    'initiative.deleted': InitiativeDeleted;
  }
}
