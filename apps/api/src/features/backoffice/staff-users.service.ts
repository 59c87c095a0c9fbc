import { randomInt } from 'node:crypto';
import {
  type CreateStaffUserBody,
  DEFAULT_STAFF_PERMISSIONS,
  STAFF_PERMISSIONS,
  type StaffPermissions,
  type StaffRole,
  type StaffUser,
} from '@rumo/shared/backoffice/auth';
import {
  type StaffAccountRequest,
  type StaffActor,
  staffPowerMessages,
  staffPowerRefusal,
} from '@rumo/shared/backoffice/staff-powers';
import {
  type ResetStaffPasswordBody,
  type StaffUserListQuery,
  staffUserErrorCodes,
  staffUserMessages,
  type UpdateStaffUserBody,
} from '@rumo/shared/backoffice/staff-users';
import type { Paginated } from '@rumo/shared/common/pagination';
import type { Database } from '../../db/database';
import { isUniqueViolation } from '../../lib/db-errors';
import { conflict, forbidden, notFound } from '../../lib/errors';
import { hashPassword } from '../../lib/password';
import { recordStaffAudit } from './audit-log.repository';
import type { StaffUserRow } from './backoffice.table';
import { revokeStaffUserSessions } from './staff-sessions.repository';
import {
  findStaffUserByEmail,
  insertStaffUser,
  listStaffUsers,
  lockActiveAdmins,
  lockStaffUser,
  toStaffUser,
  updateStaffUser,
} from './staff-users.repository';

/** Who writes, from where, when: every write below is audited with it. */
export interface StaffWriteContext {
  db: Database;
  actor: { id: string; sessionId?: string };
  ip: string | undefined;
  now: Date;
}

/** A write on another staff account: the writer's role and flags decide (staff-powers.ts). */
export interface StaffManageContext extends StaffWriteContext {
  actor: StaffActor & { sessionId?: string };
}

/** 403 with the reason when the caller may not make this change (nobody raises their powers). */
function assertMay(ctx: StaffManageContext, request: StaffAccountRequest) {
  const refusal = staffPowerRefusal(ctx.actor, request);
  if (refusal) throw forbidden(staffPowerMessages[refusal]);
}

const TARGET = 'staff_user';

/** What the audit log keeps of a staff member (never the password hash). */
const snapshot = (
  row: Pick<StaffUserRow, 'name' | 'email' | 'role' | 'permissions' | 'status'>,
) => ({
  name: row.name,
  email: row.email,
  role: row.role,
  permissions: row.permissions,
  status: row.status,
});

const emailTaken = () => conflict(staffUserErrorCodes.emailTaken, staffUserMessages.emailTaken);
const lastAdmin = () => conflict(staffUserErrorCodes.lastAdmin, staffUserMessages.lastAdmin);

/** An active admin holding the `users` flag: someone able to manage the staff. */
const keepsTheKeys = (user: { role: StaffRole; status: string; permissions: StaffPermissions }) =>
  user.role === 'admin' && user.status === 'active' && user.permissions.users;

/**
 * Locks the active admins (always first, in id order, so concurrent changes queue instead of
 * deadlocking), then the target. Refuses a change that would leave no active admin holding the
 * `users` flag: the last one can be neither demoted, nor deactivated, nor lose that flag.
 */
async function lockForChange(tx: Database, id: string) {
  const admins = await lockActiveAdmins(tx);
  const row = await lockStaffUser(tx, id);
  if (!row) throw notFound(staffUserMessages.notFound);
  const assertAdminRemains = (next: Pick<StaffUserRow, 'role' | 'status' | 'permissions'>) => {
    if (!keepsTheKeys(row) || keepsTheKeys(next)) return;
    if (!admins.some((admin) => admin.id !== row.id && admin.permissions.users)) throw lastAdmin();
  };
  return { row, assertAdminRemains };
}

export async function getStaffUsers(
  db: Database,
  query: StaffUserListQuery,
): Promise<Paginated<StaffUser>> {
  const { data, total } = await listStaffUsers(db, query);
  return { data, page: query.page, limit: query.limit, total };
}

/**
 * A new active staff member with the role's default flags. Its password was chosen by the
 * creator, so the person must choose their own at first sign-in.
 */
export async function createStaffUser(
  ctx: StaffManageContext,
  body: CreateStaffUserBody,
): Promise<StaffUser> {
  assertMay(ctx, { kind: 'create', role: body.role });
  const passwordHash = await hashPassword(body.password);
  try {
    return await ctx.db.transaction(async (tx) => {
      if (await findStaffUserByEmail(tx, body.email)) throw emailTaken();
      const row = await insertStaffUser(tx, {
        name: body.name,
        email: body.email,
        passwordHash,
        mustChangePassword: true,
        role: body.role,
        permissions: { ...DEFAULT_STAFF_PERMISSIONS[body.role] },
        status: 'active',
        createdAt: ctx.now,
        updatedAt: ctx.now,
      });
      await recordStaffAudit(tx, {
        actorId: ctx.actor.id,
        action: 'staff_user.created',
        targetType: TARGET,
        targetId: row.id,
        after: snapshot(row),
        ip: ctx.ip,
        at: ctx.now,
      });
      return toStaffUser(row);
    });
  } catch (error) {
    // Two simultaneous creations with one e-mail: the unique index decides.
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}

/** Role and flags (reason required). A new role starts from its default flags. */
export async function updateStaffAccess(
  ctx: StaffManageContext,
  id: string,
  body: UpdateStaffUserBody,
): Promise<StaffUser> {
  return ctx.db.transaction(async (tx) => {
    const { row, assertAdminRemains } = await lockForChange(tx, id);
    const role = body.role ?? row.role;
    const permissions: StaffPermissions = {
      ...(role === row.role ? row.permissions : DEFAULT_STAFF_PERMISSIONS[role]),
    };
    for (const name of STAFF_PERMISSIONS) {
      const given = body.permissions?.[name];
      if (given !== undefined) permissions[name] = given;
    }
    assertMay(ctx, {
      kind: 'changeAccess',
      target: row,
      role,
      permissions,
      flagsGiven: body.permissions !== undefined,
    });
    assertAdminRemains({ role, status: row.status, permissions });
    const updated = (await updateStaffUser(tx, id, { role, permissions })) ?? row;
    await recordStaffAudit(tx, {
      actorId: ctx.actor.id,
      action: 'staff_user.updated',
      targetType: TARGET,
      targetId: id,
      before: { role: row.role, permissions: row.permissions },
      after: { role: updated.role, permissions: updated.permissions },
      reason: body.reason,
      ip: ctx.ip,
      at: ctx.now,
    });
    return toStaffUser(updated);
  });
}

/** Disables the account and ends its sessions at once (reason required). */
export async function deactivateStaffUser(
  ctx: StaffManageContext,
  id: string,
  reason: string,
): Promise<StaffUser> {
  if (id === ctx.actor.id) {
    throw conflict(staffUserErrorCodes.selfDeactivation, staffUserMessages.selfDeactivation);
  }
  return ctx.db.transaction(async (tx) => {
    const { row, assertAdminRemains } = await lockForChange(tx, id);
    assertMay(ctx, { kind: 'deactivate', target: row });
    if (row.status === 'disabled') return toStaffUser(row);
    assertAdminRemains({ role: row.role, status: 'disabled', permissions: row.permissions });
    const updated = (await updateStaffUser(tx, id, { status: 'disabled' })) ?? row;
    await revokeStaffUserSessions(tx, id, ctx.now);
    await recordStaffAudit(tx, {
      actorId: ctx.actor.id,
      action: 'staff_user.deactivated',
      targetType: TARGET,
      targetId: id,
      before: { status: row.status },
      after: { status: updated.status },
      reason,
      ip: ctx.ip,
      at: ctx.now,
    });
    return toStaffUser(updated);
  });
}

export async function reactivateStaffUser(
  ctx: StaffManageContext,
  id: string,
  reason: string | undefined,
): Promise<StaffUser> {
  return ctx.db.transaction(async (tx) => {
    const { row } = await lockForChange(tx, id);
    assertMay(ctx, { kind: 'reactivate', target: row });
    if (row.status === 'active') return toStaffUser(row);
    const updated = (await updateStaffUser(tx, id, { status: 'active' })) ?? row;
    await recordStaffAudit(tx, {
      actorId: ctx.actor.id,
      action: 'staff_user.reactivated',
      targetType: TARGET,
      targetId: id,
      before: { status: row.status },
      after: { status: updated.status },
      reason: reason ?? null,
      ip: ctx.ip,
      at: ctx.now,
    });
    return toStaffUser(updated);
  });
}

/** No look-alike characters (0/O, 1/l/I): it is read out or typed by a person. */
const TEMPORARY_ALPHABET = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export function temporaryPassword(length = 14): string {
  let password = '';
  for (let index = 0; index < length; index++) {
    password += TEMPORARY_ALPHABET[randomInt(TEMPORARY_ALPHABET.length)];
  }
  return password;
}

/**
 * Sets the given password, or draws a temporary one answered once (never stored in clear nor
 * logged). The person's sessions end everywhere, and they must choose their own password at
 * next sign-in. Nobody resets their own password here (POST /auth/password asks for it).
 */
export async function resetStaffPassword(
  ctx: StaffManageContext,
  id: string,
  body: ResetStaffPasswordBody,
): Promise<{ data: StaffUser; temporaryPassword: string | null }> {
  const drawn = body.password === undefined ? temporaryPassword() : null;
  const passwordHash = await hashPassword(body.password ?? drawn ?? '');
  const data = await ctx.db.transaction(async (tx) => {
    const { row } = await lockForChange(tx, id);
    assertMay(ctx, { kind: 'resetPassword', target: row });
    const updated =
      (await updateStaffUser(tx, id, { passwordHash, mustChangePassword: true })) ?? row;
    await revokeStaffUserSessions(tx, id, ctx.now);
    await recordStaffAudit(tx, {
      actorId: ctx.actor.id,
      action: 'staff_user.password_reset',
      targetType: TARGET,
      targetId: id,
      after: { temporaryPassword: drawn !== null },
      reason: body.reason ?? null,
      ip: ctx.ip,
      at: ctx.now,
    });
    return toStaffUser(updated);
  });
  return { data, temporaryPassword: drawn };
}
