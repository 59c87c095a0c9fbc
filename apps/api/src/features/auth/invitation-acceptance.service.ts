import type {
  AcceptInvitationBody,
  InvitationPreview,
  SessionUser,
} from '@rumo/shared/auth/contracts';
import { hashPassword } from '../../lib/password';
import { hashToken } from '../../lib/random-token';
import { activatePendingUser, findUserView, updateUser } from '../users/public';
import {
  type AuthDeps,
  assertTokenUsable,
  type ClientInfo,
  consumeToken,
  invalidTokenError,
  issueSession,
} from './auth.service';
import { findInvitationPreview } from './invitation-acceptance.repository';
import { findOneTimeToken } from './one-time-tokens.repository';

/** Who the invitation is for, the company and who sent it, before a password is chosen. */
export async function previewInvitation(
  { db, now }: Pick<AuthDeps, 'db' | 'now'>,
  token: string,
): Promise<InvitationPreview> {
  await assertTokenUsable(db, ['invitation'], token, now());
  const row = await findOneTimeToken(db, 'invitation', hashToken(token));
  const preview = row ? await findInvitationPreview(db, row.userId) : undefined;
  if (!preview) throw invalidTokenError();
  return preview;
}

/**
 * Sets the invited person's password, activates the account and signs them in (login's answer),
 * so accepting ends inside the app rather than on an empty login form.
 */
export async function acceptInvitation(
  { db, config, now }: Pick<AuthDeps, 'db' | 'config' | 'now'>,
  body: AcceptInvitationBody,
  client: ClientInfo,
): Promise<SessionUser> {
  await assertTokenUsable(db, ['invitation'], body.token, now());
  const passwordHash = await hashPassword(body.password);
  const session = await db.transaction(async (tx) => {
    const at = now();
    const userId = await consumeToken(tx, 'invitation', body.token, at);
    await updateUser(tx, userId, { passwordHash, lastLoginAt: at });
    await activatePendingUser(tx, userId);
    return { userId, ...(await issueSession(tx, { config, now }, userId, client)) };
  });
  const view = await findUserView(db, session.userId);
  if (!view) throw new Error('invited user vanished');
  return { ...view, token: session.token };
}
