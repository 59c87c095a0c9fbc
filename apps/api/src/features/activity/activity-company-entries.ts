import type { CommentAdded } from '../comments/public';
import type { CycleChanged, CycleCreated, CycleDeleted, CycleFacts } from '../cycles/public';
import type {
  PillarCreated,
  PillarDeleted,
  PillarFacts,
  PillarUpdated,
  StrategicPlanUpdated,
} from '../planning/public';
import type {
  TeamCreated,
  TeamDeleted,
  TeamFacts,
  TeamMembersChanged,
  TeamUpdated,
} from '../teams/public';
import type { UserInvited, UserUpdated } from '../user-management/public';
import type { ActivityEntry } from './activity.service';

// The company log's entries of teams, cycles, the strategic plan, people and comments.

type Who = { companyId: string; actorId: string };

const by = ({ companyId, actorId }: Who) => ({ companyId, actorId });

const team = ({ name, description, leaderId }: TeamFacts) => ({ name, description, leaderId });

export const teamCreated = (event: TeamCreated): ActivityEntry => ({
  ...by(event),
  entityType: 'team',
  entityId: event.teamId,
  action: 'created',
  label: event.team.name,
  after: team(event.team),
});

export const teamUpdated = (event: TeamUpdated): ActivityEntry => ({
  ...by(event),
  entityType: 'team',
  entityId: event.teamId,
  action: 'updated',
  label: event.after.name,
  before: team(event.before),
  after: team(event.after),
});

export const teamDeleted = (event: TeamDeleted): ActivityEntry => ({
  ...by(event),
  entityType: 'team',
  entityId: event.teamId,
  action: 'deleted',
  label: event.before.name,
  before: team(event.before),
});

export const teamMembersChanged = (event: TeamMembersChanged): ActivityEntry => ({
  ...by(event),
  entityType: 'team',
  entityId: event.teamId,
  action: 'updated',
  label: event.name,
  before: { memberIds: event.before },
  after: { memberIds: event.after },
});

const cycle = ({ name, startDate, endDate, status }: CycleFacts) => ({
  name,
  startDate,
  endDate,
  status,
});

export const cycleCreated = (event: CycleCreated): ActivityEntry => ({
  ...by(event),
  entityType: 'cycle',
  entityId: event.cycleId,
  action: 'created',
  label: event.cycle.name,
  after: cycle(event.cycle),
});

const cycleChanged =
  (action: 'updated' | 'closed') =>
  (event: CycleChanged): ActivityEntry => ({
    ...by(event),
    entityType: 'cycle',
    entityId: event.cycleId,
    action,
    label: event.after.name,
    before: cycle(event.before),
    after: cycle(event.after),
  });

export const cycleUpdated = cycleChanged('updated');
export const cycleClosed = cycleChanged('closed');

export const cycleDeleted = (event: CycleDeleted): ActivityEntry => ({
  ...by(event),
  entityType: 'cycle',
  entityId: event.cycleId,
  action: 'deleted',
  label: event.before.name,
  before: cycle(event.before),
});

export const strategicPlanUpdated = (event: StrategicPlanUpdated): ActivityEntry => ({
  ...by(event),
  entityType: 'planning',
  // The plan has no id of its own: one per company.
  entityId: event.companyId,
  action: 'updated',
  label: 'Missão, visão e valores',
  before: { ...event.before },
  after: { ...event.after },
});

const pillar = ({ name, description, color }: PillarFacts) => ({ name, description, color });

export const pillarCreated = (event: PillarCreated): ActivityEntry => ({
  ...by(event),
  entityType: 'planning',
  entityId: event.pillarId,
  action: 'created',
  label: `Pilar ${event.pillar.name}`,
  after: pillar(event.pillar),
});

export const pillarUpdated = (event: PillarUpdated): ActivityEntry => ({
  ...by(event),
  entityType: 'planning',
  entityId: event.pillarId,
  action: 'updated',
  label: `Pilar ${event.after.name}`,
  before: pillar(event.before),
  after: pillar(event.after),
});

export const pillarDeleted = (event: PillarDeleted): ActivityEntry => ({
  ...by(event),
  entityType: 'planning',
  entityId: event.pillarId,
  action: 'deleted',
  label: `Pilar ${event.before.name}`,
  before: pillar(event.before),
});

export const userInvited = (event: UserInvited): ActivityEntry => ({
  ...by(event),
  entityType: 'user',
  entityId: event.userId,
  action: 'created',
  label: event.name,
  after: { email: event.email, role: event.role, status: event.status, teamId: event.teamId },
});

export const userUpdated = (event: UserUpdated): ActivityEntry => ({
  ...by(event),
  entityType: 'user',
  entityId: event.userId,
  action: 'updated',
  label: event.name,
  before: { ...event.before },
  after: { ...event.after },
});

/** A comment's entry shows the comment as it reads now (activity.repository joins it). */
export const commentAdded = (event: CommentAdded): ActivityEntry => ({
  ...by(event),
  entityType: 'comment',
  entityId: event.commentId,
  objectiveId: event.objectiveId,
  action: 'created',
  label: event.targetLabel,
});
