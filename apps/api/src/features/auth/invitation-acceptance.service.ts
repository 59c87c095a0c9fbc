import type {
  AcceptInvitationBody,
  InvitationPreview,
  SessionUser,
} from '@rumo/shared/auth/contracts';
import type { Database } from '../../db/database';
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
import { findInvitee } from './invitation-acceptance.repository';
import { findOneTimeToken } from './one-time-tokens.repository';

/**
 * Who invited a person (the author of their creation), or null. The activity log knows it, and
 * auth sits below it: app.ts passes the activity feature's answer in.
 */
export type InviterLookup = (
  db: Database,
  companyId: string,
  userId: string,
) => Promise<string | null>;

/** Who the invitation is for, the company and who sent it, before a password is chosen. */
export async function previewInvitation(
  { db, now }: Pick<AuthDeps, 'db' | 'now'>,
  token: string,
  inviterOf: InviterLookup,
): Promise<InvitationPreview> {
  await assertTokenUsable(db, ['invitation'], token, now());
  const row = await findOneTimeToken(db, 'invitation', hashToken(token));
  const invitee = row ? await findInvitee(db, row.userId) : undefined;
  if (!row || !invitee) throw invalidTokenError();
  const { companyId, ...preview } = invitee;
  return { ...preview, inviterName: await inviterOf(db, companyId, row.userId) };
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
