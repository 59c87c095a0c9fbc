import {
  type ScimGroupBody,
  type ScimPatchOperation,
  scimMessages,
} from '@rumo/shared/scim/resources';
import { teamBodySchema } from '@rumo/shared/teams/contracts';
import type { DomainContext } from '../../events/domain-events';
import { AppError } from '../../lib/errors';
import {
  createTeamRecord,
  deleteTeam,
  replaceTeamMembers,
  teamErrorCodes,
  updateTeamRecord,
} from '../teams/public';
import { invalidValue, ScimError, scimNotFound } from './scim-errors';
import type { ScimFilter } from './scim-filter';
import { type GroupChange, groupChangeFromPatch } from './scim-group-changes';
import {
  countCompanyUsers,
  deleteScimLink,
  findScimGroup,
  listScimGroups,
  membersOfTeams,
  type ScimGroupFullRow,
} from './scim-groups.repository';
import type { ScimCaller } from './scim-tokens.service';
import { isUuid, setScimLink } from './scim-users.repository';

const MAX_MEMBERS = 500;

function fromAppError(error: unknown): unknown {
  if (!(error instanceof AppError)) return error;
  if (error.code === teamErrorCodes.nameTaken) {
    return new ScimError(409, scimMessages.teamNameTaken, 'uniqueness');
  }
  if (error.code === teamErrorCodes.unknownUser) return invalidValue(scimMessages.unknownMember);
  return error;
}

async function translated<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw fromAppError(error);
  }
}

function teamName(value: string): string {
  const parsed = teamBodySchema.shape.name.safeParse(value);
  if (!parsed.success)
    throw invalidValue(parsed.error.issues[0]?.message ?? scimMessages.invalidBody);
  return parsed.data;
}

/** Member ids must be people of the company: checked before anything is written. */
async function assertMembers(ctx: DomainContext, caller: ScimCaller, ids: string[]) {
  const unique = [...new Set(ids)];
  if (unique.length > MAX_MEMBERS) throw new ScimError(400, scimMessages.invalidBody, 'tooMany');
  const known = unique.every(isUuid)
    ? await countCompanyUsers(ctx.db, caller.companyId, unique)
    : -1;
  if (known !== unique.length) throw invalidValue(scimMessages.unknownMember);
}

const actorOf = (caller: ScimCaller) => ({ id: caller.actorId, companyId: caller.companyId });

async function found(
  ctx: DomainContext,
  caller: ScimCaller,
  id: string,
): Promise<ScimGroupFullRow> {
  const group = await findScimGroup(ctx.db, caller.companyId, id);
  if (!group) throw scimNotFound(scimMessages.groupNotFound);
  return group;
}

/** The group and, unless asked not to, its members (two statements). */
export async function getScimGroup(
  ctx: DomainContext,
  caller: ScimCaller,
  id: string,
  withMembers = true,
) {
  const group = await found(ctx, caller, id);
  const members = withMembers
    ? (await membersOfTeams(ctx.db, caller.companyId, [id])).get(id)
    : undefined;
  return { group, members };
}

export async function listGroups(
  ctx: DomainContext,
  caller: ScimCaller,
  query: { filter: ScimFilter | undefined; offset: number; limit: number; withMembers: boolean },
) {
  const { rows, total } = await listScimGroups(ctx.db, caller.companyId, query);
  const members = query.withMembers
    ? await membersOfTeams(
        ctx.db,
        caller.companyId,
        rows.map((row) => row.id),
      )
    : undefined;
  return { rows, total, members };
}

async function applyGroupChange(
  ctx: DomainContext,
  caller: ScimCaller,
  group: ScimGroupFullRow,
  change: GroupChange,
) {
  if (change.members) await assertMembers(ctx, caller, change.members);
  await translated(async () => {
    if (change.name !== undefined && change.name !== group.name) {
      await updateTeamRecord(ctx, actorOf(caller), group.id, {
        name: teamName(change.name),
        description: group.description,
        leaderId: group.leaderId,
      });
    }
    if (change.members) await replaceTeamMembers(ctx, actorOf(caller), group.id, change.members);
    if (change.externalId !== undefined) {
      await setScimLink(
        ctx.db,
        { companyId: caller.companyId, resourceType: 'Group', resourceId: group.id },
        { externalId: change.externalId },
      );
    }
  });
  return getScimGroup(ctx, caller, group.id);
}

/** POST /Groups: a Rumo team named after the group, with its members. */
export async function createScimGroup(ctx: DomainContext, caller: ScimCaller, body: ScimGroupBody) {
  const name = teamName(body.displayName);
  const members = (body.members ?? []).map((member) => member.value);
  await assertMembers(ctx, caller, members);
  const id = await translated(() =>
    createTeamRecord(ctx, actorOf(caller), { name, description: null, leaderId: null }),
  );
  const group = await found(ctx, caller, id);
  return applyGroupChange(ctx, caller, group, {
    ...(members.length > 0 ? { members } : {}),
    ...(body.externalId ? { externalId: body.externalId } : {}),
  });
}

/** PUT /Groups/:id: name, externalId and the whole member list. */
export async function replaceScimGroup(
  ctx: DomainContext,
  caller: ScimCaller,
  id: string,
  body: ScimGroupBody,
) {
  const group = await found(ctx, caller, id);
  return applyGroupChange(ctx, caller, group, {
    name: body.displayName,
    externalId: body.externalId ?? null,
    members: (body.members ?? []).map((member) => member.value),
  });
}

export async function patchScimGroup(
  ctx: DomainContext,
  caller: ScimCaller,
  id: string,
  operations: ScimPatchOperation[],
) {
  const group = await found(ctx, caller, id);
  const current = (await membersOfTeams(ctx.db, caller.companyId, [id])).get(id) ?? [];
  const change = groupChangeFromPatch(operations, {
    id,
    members: current.map((member) => member.id),
  });
  return applyGroupChange(ctx, caller, group, change);
}

/**
 * DELETE /Groups/:id removes the team: Rumo allows it at any time, its objectives and
 * indicators stay (without a team) and its members keep their accounts.
 */
export async function deleteScimGroup(ctx: DomainContext, caller: ScimCaller, id: string) {
  await found(ctx, caller, id);
  await translated(() => deleteTeam(ctx, actorOf(caller), id));
  await deleteScimLink(ctx.db, id);
}
