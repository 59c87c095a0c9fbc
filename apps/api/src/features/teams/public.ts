/**
 * What other features may use of `teams`: its rules and SQL stay behind this list, and biome
 * refuses imports of its repositories from elsewhere.
 */
export { addTeamMembers } from './team-members.repository';
export type { TeamObjectives } from './teams.service';
export { teams } from './teams.table';
