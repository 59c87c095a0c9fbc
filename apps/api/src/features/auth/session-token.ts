import { webcrypto } from 'node:crypto';
import { decodeJwt, jwtVerify, SignJWT } from 'jose';
import type { Clock } from '../../lib/clock';

const ISSUER = 'rumo';

/** Who a token is for: a customer token never opens a staff route, and the reverse. */
export const SESSION_AUDIENCES = { customer: 'rumo-app', staff: 'rumo-backoffice' } as const;
export type SessionAudience = keyof typeof SESSION_AUDIENCES;

export interface SessionTokenClaims {
  userId: string;
  sessionId: string;
}

/**
 * The HMAC key of each secret, imported once: importing it through WebCrypto on every request
 * cost ~9 % of the CPU under load. Apps have one secret (tests build many apps, hence the bound).
 */
const MAX_KEYS = 16;
const keys = new Map<string, Promise<webcrypto.CryptoKey>>();

function keyFor(secret: string): Promise<webcrypto.CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = webcrypto.subtle.importKey(
      'raw',
      new TextEncoder().encode(secret),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign', 'verify'],
    );
    if (keys.size >= MAX_KEYS) keys.delete(keys.keys().next().value as string);
    keys.set(secret, key);
  }
  return key;
}

/**
 * HS256 bearer token whose `jti` is a row of `sessions` (customers) or `staff_sessions`
 * (staff), checked on every request. `issuedAt` comes from the app's clock.
 */
export async function signSessionToken(
  claims: SessionTokenClaims,
  expiresAt: Date,
  secret: string,
  audience: SessionAudience,
  issuedAt: Date,
): Promise<string> {
  return new SignJWT({})
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.userId)
    .setJti(claims.sessionId)
    .setIssuer(ISSUER)
    .setAudience(SESSION_AUDIENCES[audience])
    .setIssuedAt(issuedAt)
    .setExpirationTime(expiresAt)
    .sign(await keyFor(secret));
}

/**
 * The claims of a valid token, or null for anything forged, expired or malformed. `now` (the
 * app's clock) decides expiry.
 */
export async function verifySessionToken(
  token: string,
  secret: string,
  audience: SessionAudience,
  now: Date,
): Promise<SessionTokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, await keyFor(secret), {
      algorithms: ['HS256'],
      issuer: ISSUER,
      audience: SESSION_AUDIENCES[audience],
      currentDate: now,
    });
    if (!payload.sub || !payload.jti) return null;
    return { userId: payload.sub, sessionId: payload.jti };
  } catch {
    return null;
  }
}

/** Verified customer tokens kept at most per app; past it the oldest is dropped. */
const VERIFIED_TOKENS_MAX = 10_000;

/**
 * `verifySessionToken` with memory: a token's signature, issuer and audience never change, so a
 * token verified once is trusted again until its own `exp` (on the app's clock `now`, as jose
 * checks it) without redoing the HMAC (the largest share of the per-request CPU on cached
 * sessions). Only valid tokens are kept; whether the session is still live is the session
 * cache's question.
 */
export function createVerifiedTokenCache(secret: string, audience: SessionAudience, now: Clock) {
  const verified = new Map<string, { claims: SessionTokenClaims; expiresAt: number }>();
  return async (token: string): Promise<SessionTokenClaims | null> => {
    const at = now();
    const known = verified.get(token);
    if (known) {
      if (known.expiresAt > at.getTime()) return known.claims;
      verified.delete(token);
    }
    const claims = await verifySessionToken(token, secret, audience, at);
    const expiresAt = claims ? expiryOf(token) : undefined;
    if (claims && expiresAt !== undefined) {
      if (verified.size >= VERIFIED_TOKENS_MAX) {
        verified.delete(verified.keys().next().value as string);
      }
      verified.set(token, { claims, expiresAt });
    }
    return claims;
  };
}

/** The `exp` (ms) of a token already verified; undefined when it has none (then not cached). */
function expiryOf(token: string): number | undefined {
  const exp = decodeJwt(token).exp;
  return typeof exp === 'number' ? exp * 1000 : undefined;
}
