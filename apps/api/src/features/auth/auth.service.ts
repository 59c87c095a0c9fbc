import type {
  ActivateBody,
  LoginBody,
  RegisterBody,
  ResetPasswordBody,
  SessionUser,
} from '@rumo/shared/auth/contracts';
import { authMessages } from '@rumo/shared/auth/messages';
import type { SignInOutcome } from '@rumo/shared/auth/sign-ins';
import { errorCodes } from '@rumo/shared/common/errors';
import { ssoDomainErrorCodes, ssoDomainMessages } from '@rumo/shared/sso-domains/contracts';
import { userErrorCodes, userMessages } from '@rumo/shared/users/contracts';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { isUniqueViolation } from '../../lib/db-errors';
import { badRequest, conflict, forbidden, unauthorized } from '../../lib/errors';
import { decoyPasswordHash, hashPassword, verifyPassword } from '../../lib/password';
import { hashToken } from '../../lib/random-token';
import { insertCompany } from '../companies/public';
import type { Mailer } from '../mail/public';
import { activationEmail, passwordResetEmail } from '../mail/public';
import {
  activatePendingUser,
  findUserByEmail,
  findUserById,
  findUserView,
  insertUser,
  type UserRow,
  updateUser,
} from '../users/public';
import type { OneTimeTokenPurpose, SignInMethod } from './auth.table';
import { createOneTimeToken } from './one-time-tokens';
import {
  consumeOneTimeToken,
  findOneTimeToken,
  invalidateUserTokens,
} from './one-time-tokens.repository';
import { signSessionToken } from './session-token';
import {
  insertSession,
  revokeSession,
  revokeUserSessions,
  type SsoSessionLink,
} from './sessions.repository';
import { insertSignInEvent } from './sign-ins.repository';

const HOUR_MS = 60 * 60 * 1000;
export const SESSION_TTL_MS = 7 * 24 * HOUR_MS;
export const ACTIVATION_TTL_MS = 48 * HOUR_MS;
export const PASSWORD_RESET_TTL_MS = HOUR_MS;

export interface AuthDeps {
  db: Database;
  config: AppConfig;
  mailer: Mailer;
  now: Clock;
}

/**
 * What a feature above auth adds to a sign-up, inside its transaction (billing starts the free
 * trial): app.ts hands it to `authRoutes`, so auth never imports billing.
 */
export type SignupStep = (tx: Database, signup: { companyId: string; at: Date }) => Promise<void>;

/**
 * Whether this person must sign in with SSO instead of a password (a feature above auth decides:
 * sso-domains' "Exigir SSO"); app.ts hands it to `authRoutes`.
 */
export type SsoRequiredCheck = (
  db: Database,
  user: Pick<UserRow, 'companyId' | 'email' | 'role'>,
) => Promise<boolean>;

export const noSsoRequired: SsoRequiredCheck = async () => false;

const ssoRequiredError = () =>
  forbidden(ssoDomainMessages.ssoRequired, ssoDomainErrorCodes.ssoRequired);

export interface ClientInfo {
  ip?: string | undefined;
  userAgent?: string | undefined;
}

export interface SessionOptions {
  method?: SignInMethod;
  /** Defaults to SESSION_TTL_MS; an SSO session lasts what the company set. */
  ttlMs?: number;
  sso?: SsoSessionLink;
}

/** Creates a session row and the bearer token naming it, both lasting `ttlMs` from now. */
export async function issueSession(
  db: Database,
  { config, now }: { config: Pick<AppConfig, 'jwtSecret'>; now: Clock },
  userId: string,
  client: ClientInfo = {},
  options: SessionOptions = {},
): Promise<{ token: string; sessionId: string }> {
  const issuedAt = now();
  const expiresAt = new Date(issuedAt.getTime() + (options.ttlMs ?? SESSION_TTL_MS));
  const session = await insertSession(db, {
    userId,
    expiresAt,
    ...client,
    method: options.method ?? 'password',
    sso: options.sso,
  });
  const token = await signSessionToken(
    { userId, sessionId: session.id },
    expiresAt,
    config.jwtSecret,
    'customer',
    issuedAt,
  );
  return { token, sessionId: session.id };
}

export const invalidTokenError = () =>
  badRequest(errorCodes.invalidToken, authMessages.invalidToken);

/**
 * Throws the answer a bad link gets (unknown, used or expired) with one cheap read, so that a
 * junk token is refused before any password is hashed for it.
 */
export async function assertTokenUsable(
  db: Database,
  purposes: OneTimeTokenPurpose[],
  token: string,
  at: Date,
): Promise<OneTimeTokenPurpose> {
  const tokenHash = hashToken(token);
  for (const purpose of purposes) {
    const row = await findOneTimeToken(db, purpose, tokenHash);
    if (!row) continue;
    if (row.usedAt) break;
    if (row.expiresAt <= at) {
      throw badRequest(errorCodes.expiredToken, authMessages.expiredToken);
    }
    return purpose;
  }
  throw invalidTokenError();
}

/** Checks and burns a one-time token inside the caller's transaction; returns its user id. */
export async function consumeToken(
  db: Database,
  purpose: OneTimeTokenPurpose,
  token: string,
  at: Date,
): Promise<string> {
  const row = await findOneTimeToken(db, purpose, hashToken(token));
  if (!row || row.usedAt) throw invalidTokenError();
  if (row.expiresAt <= at) {
    throw badRequest(errorCodes.expiredToken, authMessages.expiredToken);
  }
  if (!(await consumeOneTimeToken(db, row.id))) {
    throw invalidTokenError();
  }
  return row.userId;
}

export async function register(
  { db, config, mailer, now, signup }: AuthDeps & { signup: SignupStep },
  body: RegisterBody,
): Promise<void> {
  const passwordHash = await hashPassword(body.password);
  const emailTaken = () => conflict(errorCodes.emailTaken, authMessages.emailTaken);
  let created: { name: string; email: string; token: string };
  try {
    created = await db.transaction(async (tx) => {
      if (await findUserByEmail(tx, body.email)) throw emailTaken();
      const company = await insertCompany(tx, body.company);
      const at = now();
      await signup(tx, { companyId: company.id, at });
      const user = await insertUser(tx, {
        companyId: company.id,
        name: body.name,
        email: body.email,
        passwordHash,
        role: 'admin',
        status: 'pending',
      });
      const token = await createOneTimeToken(
        tx,
        config.jwtSecret,
        user.id,
        'activation',
        ACTIVATION_TTL_MS,
        at,
      );
      return { name: user.name, email: user.email, token };
    });
  } catch (error) {
    // Two simultaneous sign-ups with one e-mail: the unique index decides.
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
  const link = `${config.publicUrl}/activate-account?token=${encodeURIComponent(created.token)}`;
  await mailer.send(db, activationEmail({ to: created.email, name: created.name, link }));
}

/**
 * Activation and invitation links. An invitation (sent by an admin) requires the password the
 * person chose; throwing after the token is consumed rolls the transaction back, so a request
 * without it does not burn the link.
 */
export async function activate(
  { db, now }: Pick<AuthDeps, 'db' | 'now'>,
  body: ActivateBody,
): Promise<void> {
  const purpose = await assertTokenUsable(db, ['invitation', 'activation'], body.token, now());
  const passwordHash =
    purpose === 'invitation' && body.password ? await hashPassword(body.password) : undefined;
  await db.transaction(async (tx) => {
    if (purpose === 'invitation') {
      const userId = await consumeToken(tx, 'invitation', body.token, now());
      if (!passwordHash) {
        throw badRequest(
          userErrorCodes.invitationNeedsPassword,
          userMessages.invitationNeedsPassword,
        );
      }
      await updateUser(tx, userId, { passwordHash });
      await activatePendingUser(tx, userId);
      return;
    }
    const userId = await consumeToken(tx, 'activation', body.token, now());
    await activatePendingUser(tx, userId);
  });
}

export async function login(
  {
    db,
    config,
    now,
    ssoRequired = noSsoRequired,
  }: Pick<AuthDeps, 'db' | 'config' | 'now'> & { ssoRequired?: SsoRequiredCheck },
  body: LoginBody,
  client: ClientInfo,
): Promise<SessionUser> {
  const user = await findUserByEmail(db, body.email);
  // Unknown e-mails still pay for a hash check, so timing does not reveal who has an account.
  const valid = await verifyPassword(
    body.password,
    user?.passwordHash ?? (await decoyPasswordHash()),
  );
  if (!user) throw unauthorized(authMessages.invalidCredentials, errorCodes.invalidCredentials);
  const audit = (outcome: SignInOutcome) =>
    insertSignInEvent(db, {
      companyId: user.companyId,
      userId: user.id,
      email: user.email,
      method: 'password',
      outcome,
      ...client,
      at: now(),
    });
  if (!valid) {
    await audit('invalid_password');
    throw unauthorized(authMessages.invalidCredentials, errorCodes.invalidCredentials);
  }
  if (user.status === 'pending') {
    await audit('account_pending');
    throw forbidden(authMessages.accountPending, errorCodes.accountPending);
  }
  if (user.status === 'disabled') {
    await audit('account_disabled');
    throw forbidden(authMessages.accountDisabled, errorCodes.accountDisabled);
  }
  if (await ssoRequired(db, user)) {
    await audit('sso_required');
    throw ssoRequiredError();
  }
  return signInUser({ db, config, now }, user.id, client, { method: 'password' }, audit);
}

/**
 * Opens a session for a user already checked (password or SSO), records the success and
 * answers what the sign-in returns: the user with the bearer token.
 */
export async function signInUser(
  { db, config, now }: { db: Database; config: Pick<AppConfig, 'jwtSecret'>; now: Clock },
  userId: string,
  client: ClientInfo,
  options: SessionOptions,
  audit: (outcome: 'success') => Promise<void>,
): Promise<SessionUser> {
  const { token } = await issueSession(db, { config, now }, userId, client, options);
  await updateUser(db, userId, { lastLoginAt: now() });
  await audit('success');
  const view = await findUserView(db, userId);
  if (!view) throw new Error('signed-in user vanished');
  return { ...view, token };
}

export async function logout(db: Database, sessionId: string): Promise<void> {
  await revokeSession(db, sessionId);
}

/**
 * Sends a reset link when the account exists, is not disabled and may use a password; silent
 * otherwise (the answer never tells who has an account; the reset itself names SSO).
 */
export async function forgotPassword(
  {
    db,
    config,
    mailer,
    now,
    ssoRequired = noSsoRequired,
  }: AuthDeps & { ssoRequired?: SsoRequiredCheck },
  email: string,
): Promise<void> {
  const user = await findUserByEmail(db, email);
  if (!user || user.status === 'disabled') return;
  if (await ssoRequired(db, user)) return;
  const token = await db.transaction(async (tx) => {
    await invalidateUserTokens(tx, user.id, 'password_reset');
    return createOneTimeToken(
      tx,
      config.jwtSecret,
      user.id,
      'password_reset',
      PASSWORD_RESET_TTL_MS,
      now(),
    );
  });
  const link = `${config.publicUrl}/auth/reset-password?token=${encodeURIComponent(token)}`;
  await mailer.send(db, passwordResetEmail({ to: user.email, name: user.name, link }));
}

/**
 * Sets the new password and signs the user out everywhere. A pending account becomes active:
 * following the e-mailed link proves the address, as activation would, so its activation and
 * invitation links stop working (an invitation link would set the password again).
 */
export async function resetPassword(
  {
    db,
    now,
    ssoRequired = noSsoRequired,
  }: Pick<AuthDeps, 'db' | 'now'> & { ssoRequired?: SsoRequiredCheck },
  body: ResetPasswordBody,
): Promise<{ userId: string }> {
  await assertTokenUsable(db, ['password_reset'], body.token, now());
  const passwordHash = await hashPassword(body.password);
  return db.transaction(async (tx) => {
    const userId = await consumeToken(tx, 'password_reset', body.token, now());
    // A link sent before "Exigir SSO" was turned on: refused, and rolled back (still unused).
    const user = await findUserById(tx, userId);
    if (user && (await ssoRequired(tx, user))) throw ssoRequiredError();
    await updateUser(tx, userId, { passwordHash });
    await activatePendingUser(tx, userId);
    await invalidateUserTokens(tx, userId, 'activation');
    await invalidateUserTokens(tx, userId, 'invitation');
    await revokeUserSessions(tx, userId);
    return { userId };
  });
}
