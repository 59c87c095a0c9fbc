/**
 * What other features may use of `teams`: its membership rule, the tables the OKR features join
 * on, and the questions teams ask the objectives above them.
 */
export { addTeamMembers } from './team-members.repository';
export type { TeamObjectives, TeamReader } from './teams.service';
export {
  createTeamRecord,
  deleteTeam,
  replaceTeamMembers,
  type TeamActor,
  teamErrorCodes,
  updateTeamRecord,
} from './teams.service';
export { teamMembers, teams } from './teams.table';

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
