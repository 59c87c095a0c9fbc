import { randomUUID } from 'node:crypto';
import { authMessages } from '@rumo/shared/auth/messages';
import {
  type ChangeOwnStaffPasswordBody,
  type StaffLoginBody,
  type StaffLoginResponse,
  type StaffUser,
  staffAuthMessages,
} from '@rumo/shared/backoffice/auth';
import { errorCodes } from '@rumo/shared/common/errors';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/database';
import { badRequest, unauthorized } from '../../lib/errors';
import { decoyPasswordHash, hashPassword, verifyPassword } from '../../lib/password';
import { generateToken, hashToken, isSignedToken } from '../../lib/random-token';
import type { Clock } from '../../plugins/context';
import { signSessionToken } from '../auth/public';
import { recordStaffAudit } from './audit-log.repository';
import {
  findStaffSession,
  findStaffSessionByRefreshHash,
  insertStaffSession,
  markRefreshUsed,
  revokeStaffFamily,
  revokeStaffUserSessions,
} from './staff-sessions.repository';
import {
  findStaffUser,
  findStaffUserByEmail,
  lockStaffUser,
  toStaffUser,
  updateStaffUser,
} from './staff-users.repository';
import type { StaffWriteContext } from './staff-users.service';

/** Access tokens live 15 minutes; the refresh token of each rotation lives 7 days. */
export const STAFF_ACCESS_TTL_MS = 15 * 60 * 1000;
export const STAFF_REFRESH_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export interface StaffAuthDeps {
  db: Database;
  config: Pick<AppConfig, 'jwtSecret'>;
  now: Clock;
}

export interface StaffClientInfo {
  ip?: string | undefined;
  userAgent?: string | undefined;
}

const wrongCurrentPassword = () =>
  badRequest(errorCodes.wrongCurrentPassword, authMessages.wrongCurrentPassword, [
    { path: 'currentPassword', message: authMessages.wrongCurrentPassword },
  ]);

const invalidRefresh = () =>
  unauthorized(staffAuthMessages.invalidRefresh, errorCodes.sessionInvalid);

/**
 * A new session row of the family and its pair of tokens: the access token (JWT, `staff`
 * audience, `jti` = the row) and the refresh token (random, signed; only its hash is stored).
 */
export async function issueStaffTokens(
  { db, config, now }: StaffAuthDeps,
  staffUserId: string,
  familyId: string,
  client: StaffClientInfo = {},
): Promise<{ access_token: string; refresh_token: string; sessionId: string }> {
  const issuedAt = now();
  const refreshToken = generateToken(config.jwtSecret);
  const accessExpiresAt = new Date(issuedAt.getTime() + STAFF_ACCESS_TTL_MS);
  const session = await insertStaffSession(db, {
    staffUserId,
    familyId,
    refreshTokenHash: hashToken(refreshToken),
    accessExpiresAt,
    refreshExpiresAt: new Date(issuedAt.getTime() + STAFF_REFRESH_TTL_MS),
    ip: client.ip,
    userAgent: client.userAgent,
    createdAt: issuedAt,
  });
  const accessToken = await signSessionToken(
    { userId: staffUserId, sessionId: session.id },
    accessExpiresAt,
    config.jwtSecret,
    'staff',
    issuedAt,
  );
  return { access_token: accessToken, refresh_token: refreshToken, sessionId: session.id };
}

/** Spec §3 login. Wrong e-mail or password and disabled accounts answer 401. */
export async function staffLogin(
  deps: StaffAuthDeps,
  body: StaffLoginBody,
  client: StaffClientInfo,
): Promise<StaffLoginResponse> {
  const user = await findStaffUserByEmail(deps.db, body.email);
  // Unknown e-mails still pay for a hash check, so timing does not reveal who is staff.
  const valid = await verifyPassword(
    body.password,
    user?.passwordHash ?? (await decoyPasswordHash()),
  );
  if (!user || !valid) {
    throw unauthorized(staffAuthMessages.invalidCredentials, errorCodes.invalidCredentials);
  }
  // Said only to whoever knows the password.
  if (user.status !== 'active') {
    throw unauthorized(staffAuthMessages.disabled, errorCodes.accountDisabled);
  }
  const { access_token, refresh_token } = await issueStaffTokens(
    deps,
    user.id,
    randomUUID(),
    client,
  );
  const updated = (await updateStaffUser(deps.db, user.id, { lastLoginAt: deps.now() })) ?? user;
  return {
    success: true,
    message: staffAuthMessages.loggedIn,
    data: { access_token, refresh_token, user: toStaffUser(updated) },
  };
}

/**
 * Exchanges a refresh token for a new pair (rotation). A used or revoked refresh token means it
 * leaked (or was replayed): the whole family is revoked, so the newer tokens stop working too.
 * The previous access token stays valid until its 15 minutes end (requests already in flight
 * while the browser refreshes are not refused).
 */
export async function staffRefresh(
  deps: StaffAuthDeps,
  refreshToken: string,
  client: StaffClientInfo,
): Promise<StaffLoginResponse> {
  const { db, config, now } = deps;
  if (!isSignedToken(refreshToken, config.jwtSecret)) throw invalidRefresh();
  const row = await findStaffSessionByRefreshHash(db, hashToken(refreshToken));
  if (!row) throw invalidRefresh();
  if (row.usedAt || row.revokedAt) {
    await revokeStaffFamily(db, row.familyId, now());
    throw invalidRefresh();
  }
  if (row.refreshExpiresAt.getTime() <= now().getTime()) throw invalidRefresh();
  const user = await findStaffUser(db, row.staffUserId);
  if (user?.status !== 'active') {
    await revokeStaffFamily(db, row.familyId, now());
    throw invalidRefresh();
  }
  const tokens = await db.transaction(async (tx) => {
    // Two refreshes with one token: only one marks it; the other is a reuse.
    if (!(await markRefreshUsed(tx, row.id, now()))) return null;
    return issueStaffTokens({ ...deps, db: tx }, user.id, row.familyId, client);
  });
  if (!tokens) {
    await revokeStaffFamily(db, row.familyId, now());
    throw invalidRefresh();
  }
  return {
    success: true,
    message: staffAuthMessages.refreshed,
    data: {
      access_token: tokens.access_token,
      refresh_token: tokens.refresh_token,
      user: toStaffUser(user),
    },
  };
}

/** Ends the caller's sign-in: this access token and every token of its refresh family. */
export async function staffLogout(db: Database, sessionId: string, now: Date): Promise<void> {
  const row = await findStaffSession(db, sessionId);
  if (row) await revokeStaffFamily(db, row.familyId, now);
}

export async function staffMe(db: Database, staffUserId: string) {
  const user = await findStaffUser(db, staffUserId);
  if (!user) throw unauthorized(staffAuthMessages.unauthorized);
  return toStaffUser(user);
}

/**
 * The caller chooses their own password (the current one proves it is them): the mark set by an
 * admin's creation or reset goes away, and every other session of theirs ends.
 */
export async function changeOwnStaffPassword(
  ctx: StaffWriteContext,
  body: ChangeOwnStaffPasswordBody,
): Promise<StaffUser> {
  const current = await findStaffUser(ctx.db, ctx.actor.id);
  if (!current) throw unauthorized(staffAuthMessages.unauthorized);
  if (!(await verifyPassword(body.currentPassword, current.passwordHash))) {
    throw wrongCurrentPassword();
  }
  const passwordHash = await hashPassword(body.newPassword);
  return ctx.db.transaction(async (tx) => {
    const row = await lockStaffUser(tx, ctx.actor.id);
    // Changed meanwhile (another tab, an admin's reset): the proof no longer holds.
    if (!row || row.passwordHash !== current.passwordHash) throw wrongCurrentPassword();
    const updated =
      (await updateStaffUser(tx, row.id, { passwordHash, mustChangePassword: false })) ?? row;
    await revokeStaffUserSessions(tx, row.id, ctx.now, { exceptSessionId: ctx.actor.sessionId });
    await recordStaffAudit(tx, {
      actorId: row.id,
      action: 'staff_user.password_changed',
      targetType: 'staff_user',
      targetId: row.id,
      after: { mustChangePassword: false },
      ip: ctx.ip,
      at: ctx.now,
    });
    return toStaffUser(updated);
  });
}
