/**
 * What other features may use of `teams`: its rules and SQL stay behind this list, and biome
 * refuses imports of its repositories from elsewhere.
 */
export { addTeamMembers } from './team-members.repository';

/** What a team's history keeps of it. */
export interface TeamFacts {
  name: string;
  description: string | null;
  leaderId: string | null;
}

interface TeamChange {
  companyId: string;
  actorId: string;
  teamId: string;
}

export interface TeamCreated extends TeamChange {
  team: TeamFacts;
}

export interface TeamUpdated extends TeamChange {
  before: TeamFacts;
  after: TeamFacts;
}

export interface TeamDeleted extends TeamChange {
  before: TeamFacts;
}

/** The member list was replaced (ids before and after, in the order asked). */
export interface TeamMembersChanged extends TeamChange {
  name: string;
  before: string[];
  after: string[];
}

declare module '../../events/domain-events' {
  interface DomainEventMap {
    'team.created': TeamCreated;
    'team.updated': TeamUpdated;
    'team.deleted': TeamDeleted;
    'team.members-changed': TeamMembersChanged;
  }
}
