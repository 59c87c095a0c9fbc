import type { Database } from '../../db/database';
import { generateToken, hashToken } from '../../lib/random-token';
import type { OneTimeTokenPurpose } from './auth.table';
import { insertOneTimeToken } from './one-time-tokens.repository';

/**
 * Making the links e-mailed with a one-time token (billing makes the purchase activation link at
 * checkout or when a first boleto is paid).
 */

/** A buyer may open the purchase e-mail days later: the link lasts a week. */
export const PURCHASE_ACTIVATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** Stores a new one-time token (hashed) and returns the clear value for the e-mailed link. */
export async function createOneTimeToken(
  db: Database,
  secret: string,
  userId: string,
  purpose: OneTimeTokenPurpose,
  ttlMs: number,
  at: Date,
): Promise<string> {
  const token = generateToken(secret);
  await insertOneTimeToken(db, {
    userId,
    purpose,
    tokenHash: hashToken(token),
    expiresAt: new Date(at.getTime() + ttlMs),
  });
  return token;
}

/** The link of the purchase e-mail: the buyer's admin account waits for a password. */
export function createPurchaseActivationToken(
  db: Database,
  secret: string,
  userId: string,
  at: Date,
): Promise<string> {
  return createOneTimeToken(
    db,
    secret,
    userId,
    'purchase_activation',
    PURCHASE_ACTIVATION_TTL_MS,
    at,
  );
}
