import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A kind of bearer token handed to a program (API tokens, SCIM tokens). */
export interface SecretTokenFormat {
  /** Fixed start of every token of the kind (`rumo_`, `rumo_scim_`). */
  prefix: string;
  /** Random characters kept after the prefix to tell the tokens apart in a list. */
  shownRandomChars: number;
}

/** Longer than any token we issue: refused before hashing. */
const MAX_TOKEN_LENGTH = 200;

/** SHA-256 in hex: how every bearer secret (API, SCIM, OAuth) is stored and looked up. */
export const sha256Hex = (value: string) => createHash('sha256').update(value).digest('hex');

/** `<prefix><32 random bytes in base64url>`: the body of every secret we hand out. */
export const randomSecret = (prefix: string) => `${prefix}${randomBytes(32).toString('base64url')}`;

/**
 * A new token: `<prefix><32 random bytes in base64url>`, shown once (`secret`); only its
 * SHA-256 (`hash`) and its start (`shownPrefix`) are stored.
 */
export function newSecretToken(format: SecretTokenFormat) {
  const secret = randomSecret(format.prefix);
  return {
    secret,
    shownPrefix: secret.slice(0, format.prefix.length + format.shownRandomChars),
    hash: sha256Hex(secret),
  };
}

/** The hash to look a presented token up by, or null when it cannot be a token of the kind. */
export function secretTokenHash(format: SecretTokenFormat, presented: string): string | null {
  if (!presented.startsWith(format.prefix) || presented.length > MAX_TOKEN_LENGTH) return null;
  return sha256Hex(presented);
}

/** Compares a stored hash with a presented token's in constant time. */
export function sameTokenHash(storedHex: string, presentedHex: string): boolean {
  const stored = Buffer.from(storedHex, 'hex');
  const presented = Buffer.from(presentedHex, 'hex');
  return stored.length === presented.length && timingSafeEqual(stored, presented);
}
