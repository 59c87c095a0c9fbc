import { jwtVerify, SignJWT } from 'jose';

const ISSUER = 'rumo';
const AUDIENCE = 'rumo-app';

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
): Promise<string> {
  return new SignJWT({})
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.userId)
    .setJti(claims.sessionId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(expiresAt)
    .sign(keyFor(secret));
}

/** The claims of a valid token, or null for anything forged, expired or malformed. */
export async function verifySessionToken(
  token: string,
  secret: string,
): Promise<SessionTokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, keyFor(secret), {
      algorithms: ['HS256'],
      issuer: ISSUER,
      audience: AUDIENCE,
    });
    if (!payload.sub || !payload.jti) return null;
    return { userId: payload.sub, sessionId: payload.jti };
  } catch {
    return null;
  }
}
