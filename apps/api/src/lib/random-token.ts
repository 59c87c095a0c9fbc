import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

const SIGNATURE_BYTES = 16;

const signatureOf = (value: string, secret: string) =>
  createHmac('sha256', secret).update(`rumo:link:${value}`).digest().subarray(0, SIGNATURE_BYTES);

/**
 * A URL-safe token for e-mailed links: 256 random bits and their HMAC under the server's secret,
 * so that a made-up token is refused by `isSignedToken` before any database work.
 */
export function generateToken(secret: string): string {
  const value = randomBytes(32).toString('base64url');
  return `${value}.${signatureOf(value, secret).toString('base64url')}`;
}

/** Whether this server signed the token (it may still be unknown, used or expired). */
export function isSignedToken(token: string, secret: string): boolean {
  const [value, signature, ...rest] = token.split('.');
  if (!value || !signature || rest.length > 0) return false;
  const given = Buffer.from(signature, 'base64url');
  return given.length === SIGNATURE_BYTES && timingSafeEqual(given, signatureOf(value, secret));
}

/** Tokens are stored only as their SHA-256, so a database leak does not leak usable links. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
