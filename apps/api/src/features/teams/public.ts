/**
 * What other features may use of `teams`: its membership rule, the tables the OKR features join
 * on, and the questions teams ask the objectives above them.
 */
export { addTeamMembers } from './team-members.repository';
export type { TeamObjectives } from './teams.service';
export { teamMembers, teams } from './teams.table';
