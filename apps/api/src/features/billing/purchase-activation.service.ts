import type { SessionUser } from '@rumo/shared/auth/contracts';
import type {
  ActivatePurchaseBody,
  PurchaseActivationPreview,
} from '@rumo/shared/billing/contracts';
import { hashPassword } from '../../lib/password';
import { hashToken } from '../../lib/random-token';
import {
  type AuthDeps,
  assertTokenUsable,
  type ClientInfo,
  consumeToken,
  findOneTimeToken,
  invalidTokenError,
  issueSession,
} from '../auth/public';
import { activatePendingUser, findUserById, findUserView, updateUser } from '../users/public';
import { findCompanyPlanName } from './subscriptions.repository';

/** Who the link is for, so the page can greet the buyer before they choose a password. */
export async function previewPurchaseActivation(
  { db, now }: Pick<AuthDeps, 'db' | 'now'>,
  token: string,
): Promise<PurchaseActivationPreview> {
  await assertTokenUsable(db, ['purchase_activation'], token, now());
  const row = await findOneTimeToken(db, 'purchase_activation', hashToken(token));
  const user = row ? await findUserView(db, row.userId) : undefined;
  if (!row || !user) throw invalidTokenError();
  const companyId = (await findUserById(db, row.userId))?.companyId ?? '';
  return {
    name: user.name,
    email: user.email,
    company: user.company,
    planName: await findCompanyPlanName(db, companyId),
  };
}

/** Sets the buyer's password, activates the account and signs them in (login's answer). */
export async function activatePurchase(
  { db, config, now }: Pick<AuthDeps, 'db' | 'config' | 'now'>,
  body: ActivatePurchaseBody,
  client: ClientInfo,
): Promise<SessionUser> {
  await assertTokenUsable(db, ['purchase_activation'], body.token, now());
  const passwordHash = await hashPassword(body.password);
  const session = await db.transaction(async (tx) => {
    const at = now();
    const userId = await consumeToken(tx, 'purchase_activation', body.token, at);
    await updateUser(tx, userId, { passwordHash, lastLoginAt: at });
    await activatePendingUser(tx, userId);
    return { userId, ...(await issueSession(tx, { config, now }, userId, client)) };
  });
  const view = await findUserView(db, session.userId);
  if (!view) throw new Error('activated user vanished');
  return { ...view, token: session.token };
}
