import { emailDomainOf } from '@rumo/shared/sso-domains/contracts';
import type { Database } from '../../db/database';
import { AppError } from '../../lib/errors';
import { unusablePasswordHash } from '../../lib/password';
import { insertSignInEvent } from '../auth/public';
import { assertSeatAvailable } from '../billing/public';
import type { ProvisionOnFirstSignIn } from '../sso/public';
import { addTeamMembers } from '../teams/public';
import { findUserByEmail, insertUser, type UserRow } from '../users/public';
import {
  findCompanyDomainByName,
  findDefaultTeamId,
  hasEnabledIdentityProvider,
} from './sso-domains.repository';
import type { SsoAvailability } from './sso-domains.service';

/**
 * Whether this person must sign in with SSO (auth asks before a password sign-in or reset):
 * their e-mail's domain is verified by their company with "Exigir SSO" on, and the company still
 * has an enabled identity provider (turning the provider off gives passwords back, so nobody is
 * locked out). Company admins are never held: the password (and its 2FA, where one exists) is
 * their recovery path when the IdP fails (docs/decisions/0039-sso-domains-and-enforcement.md).
 * One statement for everyone; a second only for the people of an enforced domain.
 */
export function ssoRequiredFor(ssoAvailable: SsoAvailability = hasEnabledIdentityProvider) {
  return async (
    db: Database,
    user: Pick<UserRow, 'companyId' | 'email' | 'role'>,
  ): Promise<boolean> => {
    if (user.role === 'admin') return false;
    const domain = await findCompanyDomainByName(db, user.companyId, emailDomainOf(user.email));
    if (!domain?.verifiedAt || !domain.requireSso) return false;
    return ssoAvailable(db, user.companyId);
  };
}

export interface FirstSignIn {
  companyId: string;
  email: string;
  /** The name the IdP gave, if any (else the e-mail's local part). */
  name?: string | null | undefined;
}

/**
 * Just-in-time creation on a first SSO sign-in (the sso feature calls it, inside its transaction,
 * when the company has no account for the e-mail): only for an e-mail of a domain the company
 * verified and not taken by another company's account. The person is created active, role user,
 * in the default team if one is set, within the plan's user limit (over it, the plan's 402 error
 * with its pt-BR message). Undefined when the e-mail is not the company's to create.
 */
export async function createFirstSignInUser(
  tx: Database,
  { companyId, email, name }: FirstSignIn,
): Promise<UserRow | undefined> {
  const address = email.trim().toLowerCase();
  const domain = await findCompanyDomainByName(tx, companyId, emailDomainOf(address));
  if (!domain?.verifiedAt) return undefined;
  if (await findUserByEmail(tx, address)) return undefined;
  await assertSeatAvailable(tx, companyId);
  const teamId = await findDefaultTeamId(tx, companyId);
  const user = await insertUser(tx, {
    companyId,
    name: name?.trim() || address.slice(0, address.lastIndexOf('@')),
    email: address,
    passwordHash: await unusablePasswordHash(),
    role: 'user',
    status: 'active',
    idTeam: teamId,
  });
  if (teamId) await addTeamMembers(tx, companyId, teamId, [user.id]);
  return user;
}

/**
 * The sso feature's `provisionOnFirstSignIn` hook (app.ts passes it to `completeSsoSignIn`'s
 * callers): creates the person in one transaction (the seat count and the insert together) and
 * answers the new id, or null for an e-mail the company does not create. A refusal over the
 * plan's user limit is recorded in the sign-in audit before its 402 goes back.
 */
export const provisionOnFirstSignIn: ProvisionOnFirstSignIn = async (db, identity) => {
  try {
    const user = await db.transaction((tx) => createFirstSignInUser(tx, identity));
    return user?.id ?? null;
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 402) {
      await insertSignInEvent(db, {
        companyId: identity.companyId,
        userId: null,
        email: identity.email.trim().toLowerCase(),
        method: identity.method,
        outcome: 'plan_user_limit',
        ip: identity.ip,
        userAgent: identity.userAgent,
        at: identity.at,
      });
    }
    throw error;
  }
};
