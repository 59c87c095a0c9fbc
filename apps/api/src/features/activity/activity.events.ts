import type {
  DomainEventBus,
  DomainEventMap,
  DomainEventName,
  FeatureEvents,
} from '../../events/domain-events';
import { type ActivityEntry, forgetActivity, recordActivities } from './activity.service';
import * as company from './activity-company-entries';
import * as initiative from './activity-initiative-entries';
import * as okr from './activity-okr-entries';

type Entries<N extends DomainEventName> = (
  payload: DomainEventMap[N],
) => ActivityEntry | ActivityEntry[];

/** Logs the entries an event makes, in one statement, once the change committed. */
function log<N extends DomainEventName>(bus: DomainEventBus, name: N, entries: Entries<N>) {
  bus.subscribe(name, (payload, { db }) => recordActivities(db, [entries(payload)].flat()));
}

/**
 * The activity log as a reader of the other features' domain events: each event becomes the
 * entries a person reads in the company log and the objective timeline. The writers do not know
 * this feature; its labels and snapshots are built here from their payloads.
 */
export const activityEvents: FeatureEvents = (bus) => {
  log(bus, 'objective.created', okr.objectiveCreated);
  log(bus, 'objective.updated', okr.objectiveUpdated);
  log(bus, 'objective.closed', okr.objectiveClosed);
  log(bus, 'objective.reopened', okr.objectiveReopened);
  log(bus, 'objective.deleted', okr.objectiveDeleted);
  log(bus, 'objective.duplicated', okr.objectiveDuplicated);
  log(bus, 'objective.submitted', okr.objectiveSubmitted);
  log(bus, 'objective.approved', okr.objectiveApproved);
  log(bus, 'objective.returned', okr.objectiveReturned);
  log(bus, 'key-result.created', okr.keyResultCreated);
  log(bus, 'key-result.updated', okr.keyResultUpdated);
  log(bus, 'key-result.deleted', okr.keyResultDeleted);
  log(bus, 'initiative.created', initiative.initiativeCreated);
  log(bus, 'initiative.updated', initiative.initiativeUpdated);
  log(bus, 'initiative.deleted', initiative.initiativeDeleted);
  log(bus, 'check-in.recorded', okr.checkInsRecorded);
  log(bus, 'check-in.changed', okr.checkInChanged);
  log(bus, 'check-in.removed', okr.checkInRemoved);
  log(bus, 'team.created', company.teamCreated);
  log(bus, 'team.updated', company.teamUpdated);
  log(bus, 'team.deleted', company.teamDeleted);
  log(bus, 'team.members-changed', company.teamMembersChanged);
  log(bus, 'cycle.created', company.cycleCreated);
  log(bus, 'cycle.updated', company.cycleUpdated);
  log(bus, 'cycle.closed', company.cycleClosed);
  log(bus, 'cycle.deleted', company.cycleDeleted);
  log(bus, 'strategic-plan.updated', company.strategicPlanUpdated);
  log(bus, 'pillar.created', company.pillarCreated);
  log(bus, 'pillar.updated', company.pillarUpdated);
  log(bus, 'pillar.deleted', company.pillarDeleted);
  log(bus, 'user.invited', company.userInvited);
  log(bus, 'user.updated', company.userUpdated);
  log(bus, 'comment.added', company.commentAdded);
  // A deleted comment leaves no trace.
  bus.subscribe('comment.removed', ({ companyId, commentId }, { db }) =>
    forgetActivity(db, companyId, 'comment', commentId),
  );
};
