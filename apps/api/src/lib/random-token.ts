import { createHash, randomBytes } from 'node:crypto';

/** A URL-safe random token for e-mailed links (256 bits). */
export function generateToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are stored only as their SHA-256, so a database leak does not leak usable links. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
