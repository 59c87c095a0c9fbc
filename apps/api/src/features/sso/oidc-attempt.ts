import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

/** One sign-in attempt lasts ten minutes, in an httpOnly cookie only this API can read. */
export const OIDC_ATTEMPT_TTL_MS = 10 * 60 * 1000;
export const OIDC_ATTEMPT_COOKIE = 'rumo_oidc';

const attemptSchema = z.object({
  providerId: z.string(),
  state: z.string(),
  nonce: z.string(),
  codeVerifier: z.string(),
  expiresAt: z.number(),
});
export type OidcAttempt = z.infer<typeof attemptSchema>;

const mac = (secret: string, body: string) =>
  createHmac('sha256', secret).update(`oidc-attempt.${body}`).digest('base64url');

/** `<payload>.<HMAC>`: the attempt's state, nonce and PKCE verifier, signed, not readable by scripts. */
export function sealAttempt(secret: string, attempt: OidcAttempt): string {
  const body = Buffer.from(JSON.stringify(attempt)).toString('base64url');
  return `${body}.${mac(secret, body)}`;
}

/** The attempt when the cookie is ours and still fresh; undefined otherwise. */
export function openAttempt(
  secret: string,
  sealed: string | undefined,
  at: Date,
): OidcAttempt | undefined {
  if (!sealed) return undefined;
  const [body, signature] = sealed.split('.');
  if (!body || !signature) return undefined;
  const expected = Buffer.from(mac(secret, body));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
  try {
    const attempt = attemptSchema.parse(JSON.parse(Buffer.from(body, 'base64url').toString()));
    return attempt.expiresAt > at.getTime() ? attempt : undefined;
  } catch {
    return undefined;
  }
}

/** The cookie's value from a Cookie header. */
export function readCookie(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}
