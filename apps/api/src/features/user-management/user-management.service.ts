import type { UserRole, UserStatus } from '@rumo/shared/auth/contracts';
import type { Paginated } from '@rumo/shared/common/pagination';
import { type ManagedUser, userErrorCodes, userMessages } from '@rumo/shared/users/contracts';
import type { Database } from '../../db/database';
import { type DomainContext, inTransaction } from '../../events/domain-events';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { isUnusablePasswordHash } from '../../lib/password';
import type { AuthUser } from '../../plugins/auth';
import { invalidateUserTokens, revokeUserSessions } from '../auth/public';
import { assertSeatAvailable } from '../billing/public';
import { addTeamMembers } from '../teams/public';
import type { UserRow } from '../users/public';
import { updateUser } from '../users/public';
import type { ManagedFields } from './public';
import {
  findCompanyUser,
  findManagedUser,
  listManagedUsers,
  lockActiveAdminIds,
  lockCompanyTeam,
  lookupUsers,
  type UserListFilter,
} from './user-management.repository';

export async function getUsers(
  db: Database,
  companyId: string,
  query: UserListFilter & { page: number; limit: number },
): Promise<Paginated<ManagedUser>> {
  const { data, total } = await listManagedUsers(db, companyId, query);
  return { data, page: query.page, limit: query.limit, total };
}

export async function lookup(
  db: Database,
  companyId: string,
  query: { search?: string | undefined; limit: number },
) {
  return { data: await lookupUsers(db, companyId, query) };
}

/** Call it inside the transaction that links the person to the team (it locks the team). */
export async function assertTeamInCompany(db: Database, companyId: string, teamId: string) {
  if (!(await lockCompanyTeam(db, companyId, teamId))) {
    throw badRequest(userErrorCodes.unknownTeam, userMessages.unknownTeam);
  }
}

async function managed(db: Database, companyId: string, id: string): Promise<ManagedUser> {
  const user = await findManagedUser(db, companyId, id);
  if (!user) throw notFound(userMessages.notFound);
  return user;
}

type Change = ManagedFields;

/**
 * Loads the person (404 outside the company), runs the rule checks and applies the change in one
 * transaction, publishing what changed.
 */
async function changeUser(
  ctx: DomainContext,
  actor: AuthUser,
  id: string,
  decide: (user: UserRow, tx: Database) => Promise<Change>,
  afterChange?: (user: UserRow, tx: Database) => Promise<void>,
): Promise<ManagedUser> {
  await inTransaction(ctx, async (tx, publish) => {
    const user = await findCompanyUser(tx, actor.companyId, id);
    if (!user) throw notFound(userMessages.notFound);
    const change = await decide(user, tx);
    const keys = Object.keys(change) as (keyof Change)[];
    if (keys.every((key) => user[key] === change[key])) return;
    await updateUser(tx, id, change);
    await afterChange?.(user, tx);
    publish('user.updated', {
      companyId: actor.companyId,
      actorId: actor.id,
      userId: id,
      name: user.name,
      before: Object.fromEntries(keys.map((key) => [key, user[key]])),
      after: change,
    });
  });
  return managed(ctx.db, actor.companyId, id);
}

/** The company keeps at least one active admin. */
async function assertNotLastAdmin(tx: Database, user: UserRow) {
  if (user.role !== 'admin' || user.status !== 'active') return;
  const admins = await lockActiveAdminIds(tx, user.companyId);
  if (admins.every((adminId) => adminId === user.id)) {
    throw conflict(userErrorCodes.lastAdmin, userMessages.lastAdmin);
  }
}

export async function changeRole(ctx: DomainContext, actor: AuthUser, id: string, role: UserRole) {
  return changeUser(ctx, actor, id, async (user, tx) => {
    if (role !== 'admin') await assertNotLastAdmin(tx, user);
    return { role };
  });
}

/** Disables the account and ends its sessions; pending invitation links stop working too. */
export async function deactivateUser(ctx: DomainContext, actor: AuthUser, id: string) {
  if (id === actor.id) throw conflict(userErrorCodes.selfDeactivate, userMessages.selfDeactivate);
  return changeUser(
    ctx,
    actor,
    id,
    async (user, tx) => {
      await assertNotLastAdmin(tx, user);
      return { status: 'disabled' };
    },
    async (user, tx) => {
      await revokeUserSessions(tx, user.id);
      await invalidateUserTokens(tx, user.id, 'invitation');
      await invalidateUserTokens(tx, user.id, 'activation');
      await invalidateUserTokens(tx, user.id, 'password_reset');
    },
  );
}

/** Someone who never chose a password goes back to pending (and can be invited again). */
export async function reactivateUser(ctx: DomainContext, actor: AuthUser, id: string) {
  return changeUser(ctx, actor, id, async (user, tx) => {
    if (user.status !== 'disabled') return {};
    await assertSeatAvailable(tx, actor.companyId);
    const status: UserStatus = isUnusablePasswordHash(user.passwordHash) ? 'pending' : 'active';
    return { status };
  });
}

/** Sets the primary team; the person also becomes a member of it. */
export async function setPrimaryTeam(
  ctx: DomainContext,
  actor: AuthUser,
  id: string,
  teamId: string | null,
) {
  return changeUser(
    ctx,
    actor,
    id,
    async (_user, tx) => {
      if (teamId) await assertTeamInCompany(tx, actor.companyId, teamId);
      return { idTeam: teamId };
    },
    async (user, tx) => {
      if (teamId) await addTeamMembers(tx, actor.companyId, teamId, [user.id]);
    },
  );
}
