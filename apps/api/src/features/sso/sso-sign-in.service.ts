import type { SessionUser } from '@rumo/shared/auth/contracts';
import type { SignInOutcome } from '@rumo/shared/auth/sign-ins';
import { ssoErrorCodes, ssoMessages } from '@rumo/shared/sso/contracts';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { forbidden } from '../../lib/errors';
import { type ClientInfo, insertSignInEvent, signInUser } from '../auth/public';
import { findUserByEmail, type UserRow } from '../users/public';
import { findIdentityProvider } from './sso.repository';

const HOUR_MS = 60 * 60 * 1000;

export interface SsoIdentity {
  companyId: string;
  providerId: string;
  method: 'oidc' | 'saml';
  /** As the provider asserted it; compared lower-cased. */
  email: string;
  emailVerified: boolean;
  /** The provider's stable id of the person (`sub`, SAML NameID). */
  subject: string;
  /** The provider's session id (OIDC `sid`, SAML SessionIndex), for its logout. */
  sessionId?: string | undefined;
  name?: string | undefined;
  ip?: string | undefined;
  userAgent?: string | undefined;
}

/**
 * Just-in-time creation of a user on their first SSO sign-in (h/i25-domains implements it and
 * app.ts passes it in): answers the new user's id, or null when the company does not create
 * users this way (the sign-in is then refused as an unknown user).
 */
export type ProvisionOnFirstSignIn = (
  db: Database,
  identity: SsoIdentity & { at: Date },
) => Promise<string | null>;

export interface SsoSignInContext {
  db: Database;
  config: Pick<AppConfig, 'jwtSecret'>;
  now: Clock;
  provisionOnFirstSignIn?: ProvisionOnFirstSignIn | undefined;
}

/** The user of that company with that e-mail; another company's user counts as unknown. */
async function companyUser(db: Database, companyId: string, email: string) {
  const user = await findUserByEmail(db, email.toLowerCase());
  return user?.companyId === companyId ? user : undefined;
}

/**
 * Ends every SSO sign-in (OIDC and SAML alike) once the protocol has vouched for the identity:
 * finds the company's active user by e-mail (or creates one through the JIT hook), opens a
 * session lasting the provider's session hours, records the attempt in the sign-in audit and
 * answers what the password sign-in answers. Refusals are recorded too, and thrown in pt-BR.
 */
export async function completeSsoSignIn(
  ctx: SsoSignInContext,
  identity: SsoIdentity,
): Promise<SessionUser> {
  const { db, now } = ctx;
  const client: ClientInfo = { ip: identity.ip, userAgent: identity.userAgent };
  const provider = await findIdentityProvider(db, identity.companyId, identity.providerId);
  if (!provider?.enabled || provider.kind !== identity.method) {
    throw forbidden(ssoMessages.providerUnavailable, ssoErrorCodes.providerUnavailable);
  }
  const user: UserRow | undefined = await companyUser(db, identity.companyId, identity.email);
  const audit = (outcome: SignInOutcome) =>
    insertSignInEvent(db, {
      companyId: identity.companyId,
      userId: user?.id ?? null,
      email: user?.email ?? identity.email.toLowerCase(),
      method: identity.method,
      outcome,
      ...client,
      at: now(),
    });
  if (!identity.emailVerified) {
    await audit('email_not_verified');
    throw forbidden(ssoMessages.emailNotVerified, ssoErrorCodes.emailNotVerified);
  }
  let userId = user?.id;
  if (!user && ctx.provisionOnFirstSignIn) {
    userId = (await ctx.provisionOnFirstSignIn(db, { ...identity, at: now() })) ?? undefined;
  }
  if (!userId) {
    await audit('unknown_user');
    throw forbidden(ssoMessages.userUnknown, ssoErrorCodes.userUnknown);
  }
  if (user?.status === 'disabled') {
    await audit('account_disabled');
    throw forbidden(ssoMessages.userDisabled, ssoErrorCodes.userDisabled);
  }
  if (user?.status === 'pending') {
    await audit('account_pending');
    throw forbidden(ssoMessages.userPending, ssoErrorCodes.userPending);
  }
  const signedInId = userId;
  return signInUser(
    { db, config: ctx.config, now },
    signedInId,
    client,
    {
      method: identity.method,
      ttlMs: provider.sessionHours * HOUR_MS,
      sso: { providerId: provider.id, subject: identity.subject, sessionId: identity.sessionId },
    },
    (outcome) =>
      insertSignInEvent(db, {
        companyId: identity.companyId,
        userId: signedInId,
        email: user?.email ?? identity.email.toLowerCase(),
        method: identity.method,
        outcome,
        ...client,
        at: now(),
      }),
  );
}
