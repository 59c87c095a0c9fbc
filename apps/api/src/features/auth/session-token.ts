import { jwtVerify, SignJWT } from 'jose';

const ISSUER = 'rumo';

/** Who a token is for: a customer token never opens a staff route, and the reverse. */
export const SESSION_AUDIENCES = { customer: 'rumo-app', staff: 'rumo-backoffice' } as const;
export type SessionAudience = keyof typeof SESSION_AUDIENCES;

export interface SessionTokenClaims {
  userId: string;
  sessionId: string;
}

const keyFor = (secret: string) => new TextEncoder().encode(secret);

/**
 * HS256 bearer token whose `jti` is a row of `sessions` (customers) or `staff_sessions`
 * (staff), checked on every request. `issuedAt` defaults to the system clock.
 */
export function signSessionToken(
  claims: SessionTokenClaims,
  expiresAt: Date,
  secret: string,
  audience: SessionAudience,
  issuedAt: Date = new Date(),
): Promise<string> {
  return new SignJWT({})
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.userId)
    .setJti(claims.sessionId)
    .setIssuer(ISSUER)
    .setAudience(SESSION_AUDIENCES[audience])
    .setIssuedAt(issuedAt)
    .setExpirationTime(expiresAt)
    .sign(keyFor(secret));
}

/**
 * The claims of a valid token, or null for anything forged, expired or malformed. `now` (the
 * app's clock) decides expiry; it defaults to the system clock.
 */
export async function verifySessionToken(
  token: string,
  secret: string,
  audience: SessionAudience,
  now?: Date,
): Promise<SessionTokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, keyFor(secret), {
      algorithms: ['HS256'],
      issuer: ISSUER,
      audience: SESSION_AUDIENCES[audience],
      ...(now ? { currentDate: now } : {}),
    });
    if (!payload.sub || !payload.jti) return null;
    return { userId: payload.sub, sessionId: payload.jti };
  } catch {
    return null;
  }
}
