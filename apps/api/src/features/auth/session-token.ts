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

/** HS256 bearer token whose `jti` is a row of `sessions`, checked on every request. */
export function signSessionToken(
  claims: SessionTokenClaims,
  expiresAt: Date,
  secret: string,
  audience: SessionAudience,
): Promise<string> {
  return new SignJWT({})
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.userId)
    .setJti(claims.sessionId)
    .setIssuer(ISSUER)
    .setAudience(SESSION_AUDIENCES[audience])
    .setIssuedAt()
    .setExpirationTime(expiresAt)
    .sign(keyFor(secret));
}

/** The claims of a valid token, or null for anything forged, expired or malformed. */
export async function verifySessionToken(
  token: string,
  secret: string,
  audience: SessionAudience,
): Promise<SessionTokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, keyFor(secret), {
      algorithms: ['HS256'],
      issuer: ISSUER,
      audience: SESSION_AUDIENCES[audience],
    });
    if (!payload.sub || !payload.jti) return null;
    return { userId: payload.sub, sessionId: payload.jti };
  } catch {
    return null;
  }
}
