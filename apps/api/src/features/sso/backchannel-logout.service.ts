import { createRemoteJWKSet, customFetch, jwtVerify } from 'jose';
import { revokeSsoSessions } from '../auth/public';
import { discoverOidc, insecureAllowed, providerFetch } from './oidc-client';
import type { OidcContext } from './oidc-sign-in.service';
import { oidcLogoutTokenIds, recordOneTimeId } from './one-time-ids.repository';
import { findIdentityProviderById } from './sso.repository';

const LOGOUT_EVENT = 'http://schemas.openid.net/event/backchannel-logout';
const MAX_TOKEN_AGE_SECONDS = 120;

export class LogoutTokenError extends Error {}

/**
 * OpenID Connect Back-Channel Logout 1.0 (§2.6): the logout token is a JWT signed with a key of
 * the provider's JWKS, from its issuer, for our client id, recent (`iat`, two minutes' leeway
 * on the app's clock), with `jti`, `exp` and the logout event, `sub` or `sid`, and no `nonce`;
 * a `jti` already used with that provider is a replay and refused. Ends the SSO sessions it
 * names; answers their ids (the session cache drops them).
 */
export async function backchannelLogout(
  ctx: OidcContext,
  providerId: string,
  logoutToken: string,
): Promise<string[]> {
  const provider = await findIdentityProviderById(ctx.db, providerId);
  if (provider?.kind !== 'oidc') throw new LogoutTokenError('unknown provider');
  const configuration = await discoverOidc(ctx, {
    issuer: provider.issuer,
    clientId: provider.clientId,
  });
  const jwksUri = configuration.serverMetadata().jwks_uri;
  if (!jwksUri) throw new LogoutTokenError('provider publishes no JWKS');
  const jwksUrl = new URL(jwksUri);
  if (jwksUrl.protocol !== 'https:' && !insecureAllowed(jwksUrl, ctx.config.nodeEnv)) {
    throw new LogoutTokenError('JWKS over plain HTTP');
  }
  const jwks = createRemoteJWKSet(jwksUrl, {
    [customFetch]: providerFetch(ctx.config.nodeEnv),
  });
  const { payload } = await jwtVerify(logoutToken, jwks, {
    issuer: configuration.serverMetadata().issuer,
    audience: provider.clientId,
    currentDate: ctx.now(),
    maxTokenAge: MAX_TOKEN_AGE_SECONDS,
    requiredClaims: ['iat', 'exp', 'jti', 'events'],
  }).catch((error: unknown) => {
    throw new LogoutTokenError(error instanceof Error ? error.message : 'invalid logout token');
  });
  const events = payload.events as Record<string, unknown> | undefined;
  if (typeof events?.[LOGOUT_EVENT] !== 'object') throw new LogoutTokenError('no logout event');
  if ('nonce' in payload) throw new LogoutTokenError('a logout token carries no nonce');
  const subject = typeof payload.sub === 'string' ? payload.sub : undefined;
  const sessionId = typeof payload.sid === 'string' ? payload.sid : undefined;
  if (!subject && !sessionId) throw new LogoutTokenError('neither sub nor sid');
  if (typeof payload.jti !== 'string' || !payload.jti) throw new LogoutTokenError('no jti');
  // Kept while the token could pass the checks above: until `exp` or the end of its maximum age.
  const acceptedUntil = Math.min(payload.exp ?? 0, (payload.iat ?? 0) + MAX_TOKEN_AGE_SECONDS);
  const jti = payload.jti;
  return ctx.db.transaction(async (tx) => {
    const now = ctx.now();
    const expiresAt = new Date(acceptedUntil * 1000);
    if (
      !(await recordOneTimeId(tx, oidcLogoutTokenIds, {
        scopeId: provider.id,
        id: jti,
        expiresAt,
        now,
      }))
    ) {
      throw new LogoutTokenError('logout token replayed');
    }
    return revokeSsoSessions(tx, {
      providerId: provider.id,
      ...(subject ? { subject } : {}),
      ...(sessionId ? { sessionId } : {}),
    });
  });
}
