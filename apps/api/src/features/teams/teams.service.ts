import type { UserRole } from '@rumo/shared/auth/contracts';
import type { Paginated } from '@rumo/shared/common/pagination';
import { roundProgress } from '@rumo/shared/okr/progress';
import {
  type Team,
  type TeamDetail,
  type teamBodySchema,
  teamMessages,
} from '@rumo/shared/teams/contracts';
import type { z } from 'zod';
import type { Database } from '../../db/database';
import { type DomainContext, inTransaction } from '../../events/domain-events';
import { isUniqueViolation } from '../../lib/db-errors';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors';
import type { AuthUser } from '../../plugins/auth';
import type { TeamFacts } from './public';
import {
  addTeamMembers,
  assignPrimaryTeamWhereMissing,
  clearPrimaryTeam,
  companyUserIds,
  removeTeamMembers,
  teamMemberIds,
} from './team-members.repository';
import {
  deleteTeam as deleteTeamRow,
  findTeam,
  findTeamByName,
  findTeamSummary,
  insertTeam,
  listTeamMembers,
  listTeams,
  type TeamSummaryRow,
  updateTeam as updateTeamRow,
} from './teams.repository';
import type { TeamRow } from './teams.table';

export const teamErrorCodes = {
  nameTaken: 'TEAM_NAME_TAKEN',
  unknownUser: 'UNKNOWN_USER',
} as const;

type TeamInput = z.output<typeof teamBodySchema>;

/**
 * What teams ask the objectives above them: each team's current-cycle progress (mean of its
 * objectives') and its current-cycle objectives. app.ts hands objectives' answers to the routes.
 */
export interface TeamObjectives {
  /** Only what the reader may see counts (objectives' visibility rule). */
  progressByTeam(db: Database, reader: TeamReader, teamIds: string[]): Promise<Map<string, number>>;
  currentObjectives(
    db: Database,
    reader: TeamReader,
    teamId: string,
  ): Promise<TeamDetail['objectives']>;
}

/** Who reads a team page: their company, and who they are for the objectives they may see. */
export type TeamReader = { companyId: string; id: string; role: UserRole };

function toTeam(row: TeamSummaryRow, progress: number): Team {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    leader:
      row.leaderId && row.leaderName !== null
        ? { id: row.leaderId, name: row.leaderName, avatar: row.leaderAvatar }
        : null,
    memberCount: row.memberCount,
    progress: roundProgress(progress),
  };
}

export async function getTeams(
  db: Database,
  objectives: TeamObjectives,
  reader: TeamReader,
  query: { page: number; limit: number; search?: string | undefined },
): Promise<Paginated<Team>> {
  const { data, total } = await listTeams(db, reader.companyId, query);
  const progress = await objectives.progressByTeam(
    db,
    reader,
    data.map((row) => row.id),
  );
  const teams = data.map((row) => toTeam(row, progress.get(row.id) ?? 0));
  return { data: teams, page: query.page, limit: query.limit, total };
}

async function summary(
  db: Database,
  objectives: TeamObjectives,
  reader: TeamReader,
  id: string,
): Promise<Team> {
  const row = await findTeamSummary(db, reader.companyId, id);
  if (!row) throw notFound(teamMessages.notFound);
  const progress = await objectives.progressByTeam(db, reader, [id]);
  return toTeam(row, progress.get(id) ?? 0);
}

export async function getTeamDetail(
  db: Database,
  objectives: TeamObjectives,
  reader: TeamReader,
  id: string,
): Promise<TeamDetail> {
  const team = await summary(db, objectives, reader, id);
  const members = await listTeamMembers(db, id);
  const current = await objectives.currentObjectives(db, reader, id);
  return { ...team, members, objectives: current };
}

async function assertCompanyUsers(db: Database, companyId: string, userIds: string[]) {
  const found = await companyUserIds(db, companyId, userIds);
  if (found.length !== new Set(userIds).size) {
    throw badRequest(teamErrorCodes.unknownUser, teamMessages.unknownUser);
  }
}

async function assertNameFree(db: Database, companyId: string, name: string, ownId?: string) {
  const existing = await findTeamByName(db, companyId, name);
  if (existing && existing.id !== ownId) {
    throw conflict(teamErrorCodes.nameTaken, teamMessages.nameTaken);
  }
}

/** Two requests racing past the name check: the unique index decides. */
async function withNameGuard<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof AppError) && isUniqueViolation(error)) {
      throw conflict(teamErrorCodes.nameTaken, teamMessages.nameTaken);
    }
    throw error;
  }
}

function facts(team: Pick<TeamRow, 'name' | 'description' | 'leaderId'>): TeamFacts {
  return { name: team.name, description: team.description, leaderId: team.leaderId };
}

/** The leader joins the team, so a new team is never led by an outsider. */
async function addLeaderAsMember(
  db: Database,
  companyId: string,
  teamId: string,
  leaderId: string,
) {
  await addTeamMembers(db, companyId, teamId, [leaderId]);
  await assignPrimaryTeamWhereMissing(db, companyId, teamId, [leaderId]);
}

/** Who changes a team: their company, and who they are for the team's history. */
export type TeamActor = Pick<AuthUser, 'id' | 'companyId'>;

/** Creates the team (its leader joins it) and returns its id. */
export async function createTeamRecord(
  ctx: DomainContext,
  actor: TeamActor,
  input: TeamInput,
): Promise<string> {
  const { db } = ctx;
  const { companyId } = actor;
  if (input.leaderId) await assertCompanyUsers(db, companyId, [input.leaderId]);
  await assertNameFree(db, companyId, input.name);
  return withNameGuard(() =>
    inTransaction(ctx, async (tx, publish) => {
      const team = await insertTeam(tx, { companyId, ...input });
      if (team.leaderId) await addLeaderAsMember(tx, companyId, team.id, team.leaderId);
      publish('team.created', { companyId, actorId: actor.id, teamId: team.id, team: facts(team) });
      return team.id;
    }),
  );
}

export async function createTeam(
  ctx: DomainContext,
  objectives: TeamObjectives,
  actor: AuthUser,
  input: TeamInput,
): Promise<Team> {
  const id = await createTeamRecord(ctx, actor, input);
  return summary(ctx.db, objectives, actor, id);
}

/** Renames the team or changes its description or leader (who joins it). */
export async function updateTeamRecord(
  ctx: DomainContext,
  actor: TeamActor,
  id: string,
  input: TeamInput,
): Promise<void> {
  const { db } = ctx;
  const { companyId } = actor;
  const current = await findTeam(db, companyId, id);
  if (!current) throw notFound(teamMessages.notFound);
  if (input.leaderId) await assertCompanyUsers(db, companyId, [input.leaderId]);
  await assertNameFree(db, companyId, input.name, id);
  await withNameGuard(() =>
    inTransaction(ctx, async (tx, publish) => {
      await updateTeamRow(tx, companyId, id, input);
      if (input.leaderId && input.leaderId !== current.leaderId) {
        await addLeaderAsMember(tx, companyId, id, input.leaderId);
      }
      publish('team.updated', {
        companyId,
        actorId: actor.id,
        teamId: id,
        before: facts(current),
        after: facts(input),
      });
    }),
  );
}

export async function updateTeam(
  ctx: DomainContext,
  objectives: TeamObjectives,
  actor: AuthUser,
  id: string,
  input: TeamInput,
): Promise<Team> {
  await updateTeamRecord(ctx, actor, id, input);
  return summary(ctx.db, objectives, actor, id);
}

export async function deleteTeam(ctx: DomainContext, actor: TeamActor, id: string): Promise<void> {
  const { companyId } = actor;
  const current = await findTeam(ctx.db, companyId, id);
  if (!current) throw notFound(teamMessages.notFound);
  await inTransaction(ctx, async (tx, publish) => {
    await clearPrimaryTeam(tx, companyId, id);
    await deleteTeamRow(tx, companyId, id);
    publish('team.deleted', { companyId, actorId: actor.id, teamId: id, before: facts(current) });
  });
}

/**
 * Replaces the member list. Added members without a primary team get this one; removed members
 * whose primary team was this one are left without a primary team.
 */
export async function replaceTeamMembers(
  ctx: DomainContext,
  actor: TeamActor,
  id: string,
  userIds: string[],
): Promise<void> {
  const { db } = ctx;
  const { companyId } = actor;
  const current = await findTeam(db, companyId, id);
  if (!current) throw notFound(teamMessages.notFound);
  const wanted = [...new Set(userIds)];
  await assertCompanyUsers(db, companyId, wanted);
  await inTransaction(ctx, async (tx, publish) => {
    const before = await teamMemberIds(tx, id);
    const wantedSet = new Set(wanted);
    const beforeSet = new Set(before);
    const removed = before.filter((userId) => !wantedSet.has(userId));
    const added = wanted.filter((userId) => !beforeSet.has(userId));
    await removeTeamMembers(tx, id, removed);
    await clearPrimaryTeam(tx, companyId, id, removed);
    await addTeamMembers(tx, companyId, id, added);
    await assignPrimaryTeamWhereMissing(tx, companyId, id, wanted);
    publish('team.members-changed', {
      companyId,
      actorId: actor.id,
      teamId: id,
      name: current.name,
      before,
      after: wanted,
    });
  });
}

export async function setTeamMembers(
  ctx: DomainContext,
  objectives: TeamObjectives,
  actor: AuthUser,
  id: string,
  userIds: string[],
): Promise<TeamDetail> {
  await replaceTeamMembers(ctx, actor, id, userIds);
  return getTeamDetail(ctx.db, objectives, actor, id);
}
