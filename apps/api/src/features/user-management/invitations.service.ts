import { authMessages } from '@rumo/shared/auth/messages';
import { errorCodes } from '@rumo/shared/common/errors';
import {
  type inviteUserBodySchema,
  type ManagedUser,
  userErrorCodes,
  userMessages,
} from '@rumo/shared/users/contracts';
import type { z } from 'zod';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/database';
import { type DomainContext, inTransaction } from '../../events/domain-events';
import { isUniqueViolation } from '../../lib/db-errors';
import { conflict, notFound } from '../../lib/errors';
import { unusablePasswordHash } from '../../lib/password';
import { generateToken, hashToken } from '../../lib/random-token';
import type { AuthUser } from '../../plugins/auth';
import { insertOneTimeToken, invalidateUserTokens } from '../auth/public';
import { assertSeatAvailable } from '../billing/public';
import type { Mailer } from '../mail/mailer';
import { findCompanySettings } from '../settings/public';
import { addTeamMembers } from '../teams/public';
import { findUserByEmail, findUserById, insertUser } from '../users/public';
import { INVITATION_TTL_DAYS, invitationEmail } from './invitation-email';
import { findCompanyUser, findManagedUser } from './user-management.repository';
import { assertTeamInCompany } from './user-management.service';

export interface InvitationDeps extends DomainContext {
  config: Pick<AppConfig, 'publicUrl' | 'jwtSecret'>;
  mailer: Mailer;
}

type InviteInput = z.output<typeof inviteUserBodySchema>;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Burns the person's earlier links and stores a new invitation token; returns its clear value. */
async function issueInvitationToken(db: Database, secret: string, userId: string): Promise<string> {
  await invalidateUserTokens(db, userId, 'invitation');
  await invalidateUserTokens(db, userId, 'activation');
  const token = generateToken(secret);
  await insertOneTimeToken(db, {
    userId,
    purpose: 'invitation',
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + INVITATION_TTL_DAYS * DAY_MS),
  });
  return token;
}

/** Sent after the transaction commits, like every account e-mail (the outbox keeps it). */
async function sendInvitation(
  { db, config, mailer }: InvitationDeps,
  actor: AuthUser,
  invitee: { email: string; name: string },
  token: string,
): Promise<void> {
  const company = await findCompanySettings(db, actor.companyId);
  const inviter = await findUserById(db, actor.id);
  const link = `${config.publicUrl}/activate-account?token=${encodeURIComponent(token)}&convite=1`;
  await mailer.send(
    db,
    invitationEmail({
      to: invitee.email,
      name: invitee.name,
      companyName: company?.companyName ?? 'sua empresa',
      inviterName: inviter?.name ?? 'O administrador',
      link,
    }),
  );
}

/** Creates a pending person with no usable password and e-mails the link to choose one. */
export async function inviteUser(
  deps: InvitationDeps,
  actor: AuthUser,
  input: InviteInput,
): Promise<ManagedUser> {
  const { db } = deps;
  const { companyId } = actor;
  const emailTaken = () => conflict(errorCodes.emailTaken, authMessages.emailTaken);
  const passwordHash = await unusablePasswordHash();
  let invited: { id: string; token: string };
  try {
    invited = await inTransaction(deps, async (tx, publish) => {
      if (input.teamId) await assertTeamInCompany(tx, companyId, input.teamId);
      if (await findUserByEmail(tx, input.email)) throw emailTaken();
      await assertSeatAvailable(tx, companyId);
      const user = await insertUser(tx, {
        companyId,
        name: input.name,
        email: input.email,
        passwordHash,
        role: input.role,
        status: 'pending',
        idTeam: input.teamId,
      });
      if (input.teamId) await addTeamMembers(tx, companyId, input.teamId, [user.id]);
      const token = await issueInvitationToken(tx, deps.config.jwtSecret, user.id);
      publish('user.invited', {
        companyId,
        actorId: actor.id,
        userId: user.id,
        name: user.name,
        email: user.email,
        role: user.role,
        status: user.status,
        teamId: user.idTeam,
      });
      return { id: user.id, token };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
  await sendInvitation(deps, actor, { email: input.email, name: input.name }, invited.token);
  const user = await findManagedUser(db, companyId, invited.id);
  if (!user) throw new Error('invited user vanished');
  return user;
}

/** A new link for someone who has not accepted yet; the earlier links stop working. */
export async function resendInvitation(
  deps: InvitationDeps,
  actor: AuthUser,
  userId: string,
): Promise<void> {
  const { db } = deps;
  const user = await findCompanyUser(db, actor.companyId, userId);
  if (!user) throw notFound(userMessages.notFound);
  if (user.status !== 'pending') throw conflict(userErrorCodes.notPending, userMessages.notPending);
  const token = await db.transaction((tx) =>
    issueInvitationToken(tx, deps.config.jwtSecret, user.id),
  );
  await sendInvitation(deps, actor, user, token);
}
