import { createRemoteJWKSet, jwtVerify } from 'jose';
import { revokeSsoSessions } from '../auth/public';
import { discoverOidc, insecureAllowed } from './oidc-client';
import type { OidcContext } from './oidc-sign-in.service';
import { findIdentityProviderById } from './sso.repository';

const LOGOUT_EVENT = 'http://schemas.openid.net/event/backchannel-logout';

export class LogoutTokenError extends Error {}

/**
 * OpenID Connect Back-Channel Logout 1.0 (§2.6): the logout token is a JWT signed with a key of
 * the provider's JWKS, from its issuer, for our client id, recent (`iat`, two minutes' leeway
 * on the app's clock), with a `jti`, the logout event, `sub` or `sid`, and no `nonce`. Ends the
 * SSO sessions it names; answers their ids (the session cache drops them).
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
  const jwks = createRemoteJWKSet(jwksUrl);
  const { payload } = await jwtVerify(logoutToken, jwks, {
    issuer: configuration.serverMetadata().issuer,
    audience: provider.clientId,
    currentDate: ctx.now(),
    maxTokenAge: '2m',
    requiredClaims: ['iat', 'jti'],
  }).catch((error: unknown) => {
    throw new LogoutTokenError(error instanceof Error ? error.message : 'invalid logout token');
  });
  const events = payload.events as Record<string, unknown> | undefined;
  if (typeof events?.[LOGOUT_EVENT] !== 'object') throw new LogoutTokenError('no logout event');
  if ('nonce' in payload) throw new LogoutTokenError('a logout token carries no nonce');
  const subject = typeof payload.sub === 'string' ? payload.sub : undefined;
  const sessionId = typeof payload.sid === 'string' ? payload.sid : undefined;
  if (!subject && !sessionId) throw new LogoutTokenError('neither sub nor sid');
  return revokeSsoSessions(ctx.db, {
    providerId: provider.id,
    ...(subject ? { subject } : {}),
    ...(sessionId ? { sessionId } : {}),
  });
}
