import { errorCodes } from '@rumo/shared/common/errors';
import {
  type ScimPatchOperation,
  type ScimUserBody,
  scimMessages,
} from '@rumo/shared/scim/resources';
import { userErrorCodes } from '@rumo/shared/users/contracts';
import { type DomainContext, inTransaction } from '../../events/domain-events';
import { isUniqueViolation } from '../../lib/db-errors';
import { AppError } from '../../lib/errors';
import { unusablePasswordHash } from '../../lib/password';
import { assertSeatAvailable } from '../billing/public';
import { deactivateUser } from '../user-management/public';
import { findUserByEmail, insertUser, updateUser } from '../users/public';
import { ScimError, scimNotFound } from './scim-errors';
import type { ScimFilter } from './scim-filter';
import type { ScimCaller } from './scim-tokens.service';
import { type UserChange, userChangeFromPatch, userFromBody } from './scim-user-changes';
import {
  findScimUser,
  findUserNameOwner,
  listScimUsers,
  type ScimUserRow,
  setScimLink,
} from './scim-users.repository';

const emailTaken = () => new ScimError(409, scimMessages.emailTaken, 'uniqueness');
const userNameTaken = () => new ScimError(409, scimMessages.userNameTaken, 'uniqueness');

/** The plan's user limit (402 in the app) answers 403 here: IdPs log it and do not retry. */
function fromAppError(error: unknown): unknown {
  if (!(error instanceof AppError)) return isUniqueViolation(error) ? emailTaken() : error;
  if (error.statusCode === 402) return new ScimError(403, error.message);
  if (error.code === errorCodes.emailTaken) return emailTaken();
  if (error.code === userErrorCodes.lastAdmin || error.code === userErrorCodes.selfDeactivate) {
    return new ScimError(409, error.message, 'mutability');
  }
  return error;
}

async function translated<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw fromAppError(error);
  }
}

export async function getScimUser(ctx: DomainContext, caller: ScimCaller, id: string) {
  const user = await findScimUser(ctx.db, caller.companyId, id);
  if (!user) throw scimNotFound(scimMessages.userNotFound);
  return user;
}

export function listUsers(
  ctx: DomainContext,
  caller: ScimCaller,
  query: { filter: ScimFilter | undefined; offset: number; limit: number },
) {
  return listScimUsers(ctx.db, caller.companyId, query);
}

/** POST /Users: an active person (role user) who signs in by SSO or chooses a password later. */
export async function createScimUser(ctx: DomainContext, caller: ScimCaller, body: ScimUserBody) {
  const input = userFromBody(body);
  const { companyId } = caller;
  const passwordHash = await unusablePasswordHash();
  const id = await translated(() =>
    inTransaction(ctx, async (tx, publish) => {
      if (await findUserByEmail(tx, input.email)) throw emailTaken();
      if (input.userName && (await findUserNameOwner(tx, companyId, input.userName))) {
        throw userNameTaken();
      }
      if (input.active) await assertSeatAvailable(tx, companyId);
      const user = await insertUser(tx, {
        companyId,
        name: input.name,
        email: input.email,
        passwordHash,
        role: 'user',
        status: input.active ? 'active' : 'disabled',
        position: input.position,
      });
      await setScimLink(
        tx,
        { companyId, resourceType: 'User', resourceId: user.id },
        {
          ...(input.externalId ? { externalId: input.externalId } : {}),
          ...(input.userName ? { userName: input.userName } : {}),
        },
      );
      publish('user.invited', {
        companyId,
        actorId: caller.actorId,
        userId: user.id,
        name: user.name,
        email: user.email,
        role: user.role,
        status: user.status,
        teamId: null,
      });
      return user.id;
    }),
  );
  return getScimUser(ctx, caller, id);
}

/** Writes the change; deactivation goes through user-management (it ends the sessions). */
async function applyUserChange(
  ctx: DomainContext,
  caller: ScimCaller,
  current: ScimUserRow,
  change: UserChange,
): Promise<ScimUserRow> {
  const { companyId } = caller;
  await translated(async () => {
    await inTransaction(ctx, async (tx, publish) => {
      if (change.email && change.email !== current.email) {
        const owner = await findUserByEmail(tx, change.email);
        if (owner && owner.id !== current.id) throw emailTaken();
      }
      if (change.userName) {
        const owner = await findUserNameOwner(tx, companyId, change.userName);
        if (owner && owner !== current.id) throw userNameTaken();
      }
      const reactivate = change.active === true && current.status === 'disabled';
      if (reactivate) await assertSeatAvailable(tx, companyId);
      const fields = {
        ...(change.name !== undefined ? { name: change.name } : {}),
        ...(change.email !== undefined ? { email: change.email } : {}),
        ...(change.position !== undefined ? { position: change.position } : {}),
        ...(reactivate ? { status: 'active' as const } : {}),
      };
      if (Object.keys(fields).length > 0) await updateUser(tx, current.id, fields);
      await setScimLink(
        tx,
        { companyId, resourceType: 'User', resourceId: current.id },
        {
          ...(change.externalId !== undefined ? { externalId: change.externalId } : {}),
          ...(change.userName !== undefined ? { userName: change.userName } : {}),
        },
      );
      if (reactivate) {
        publish('user.updated', {
          companyId,
          actorId: caller.actorId,
          userId: current.id,
          name: current.name,
          before: { status: 'disabled' },
          after: { status: 'active' },
        });
      }
    });
    if (change.active === false && current.status !== 'disabled') {
      const actor = {
        id: caller.actorId,
        companyId,
        role: 'admin' as const,
        sessionId: caller.tokenId,
      };
      await deactivateUser(ctx, actor, current.id);
    }
  });
  return getScimUser(ctx, caller, current.id);
}

/** PUT /Users/:id: the body replaces what Rumo keeps of the person. */
export async function replaceScimUser(
  ctx: DomainContext,
  caller: ScimCaller,
  id: string,
  body: ScimUserBody,
) {
  const current = await getScimUser(ctx, caller, id);
  return applyUserChange(ctx, caller, current, userFromBody(body));
}

export async function patchScimUser(
  ctx: DomainContext,
  caller: ScimCaller,
  id: string,
  operations: ScimPatchOperation[],
) {
  const current = await getScimUser(ctx, caller, id);
  return applyUserChange(ctx, caller, current, userChangeFromPatch(operations, current));
}

/** DELETE /Users/:id deactivates: the person's OKRs, check-ins and history stay. */
export async function deleteScimUser(ctx: DomainContext, caller: ScimCaller, id: string) {
  const current = await getScimUser(ctx, caller, id);
  await applyUserChange(ctx, caller, current, { active: false });
}
