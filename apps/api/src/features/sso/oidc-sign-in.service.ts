import type { SessionUser } from '@rumo/shared/auth/contracts';
import { ssoErrorCodes, ssoMessages } from '@rumo/shared/sso/contracts';
import type { FastifyBaseLogger } from 'fastify';
import * as oidc from 'openid-client';
import type { AppConfig } from '../../config';
import { forbidden } from '../../lib/errors';
import { ssoClientSecretBox } from '../../lib/secret-box';
import { type ClientInfo, insertSignInEvent } from '../auth/public';
import { OIDC_ATTEMPT_TTL_MS, type OidcAttempt, openAttempt, sealAttempt } from './oidc-attempt';
import { discoverOidc, OIDC_SCOPE, oidcRedirectUri } from './oidc-client';
import { findIdentityProviderById } from './sso.repository';
import type { IdentityProviderRow } from './sso.table';
import { completeSsoSignIn, type SsoSignInContext } from './sso-sign-in.service';

export interface OidcContext extends SsoSignInContext {
  config: Pick<AppConfig, 'jwtSecret' | 'nodeEnv' | 'publicUrl'>;
  log: FastifyBaseLogger;
}

const unavailable = () =>
  forbidden(ssoMessages.providerUnavailable, ssoErrorCodes.providerUnavailable);
const failed = () => forbidden(ssoMessages.signInFailed, ssoErrorCodes.signInFailed);

async function oidcProvider(ctx: OidcContext, providerId: string) {
  const provider = await findIdentityProviderById(ctx.db, providerId);
  if (!provider?.enabled || provider.kind !== 'oidc') throw unavailable();
  return provider;
}

function clientConfiguration(ctx: OidcContext, provider: IdentityProviderRow) {
  const secret = provider.clientSecretEncrypted
    ? ssoClientSecretBox(ctx.config.jwtSecret).open(provider.clientSecretEncrypted)
    : undefined;
  return discoverOidc(ctx, {
    issuer: provider.issuer,
    clientId: provider.clientId,
    clientSecret: secret,
  });
}

/**
 * Step one: the provider's authorization URL (code flow with PKCE S256, `state` and `nonce`)
 * and the sealed attempt the callback checks them against.
 */
export async function startOidcSignIn(
  ctx: OidcContext,
  providerId: string,
): Promise<{ url: string; attempt: string }> {
  const provider = await oidcProvider(ctx, providerId);
  let configuration: oidc.Configuration;
  try {
    configuration = await clientConfiguration(ctx, provider);
  } catch (error) {
    ctx.log.warn({ err: error, providerId }, 'OIDC discovery failed at sign-in');
    throw failed();
  }
  const attempt: OidcAttempt = {
    providerId,
    state: oidc.randomState(),
    nonce: oidc.randomNonce(),
    codeVerifier: oidc.randomPKCECodeVerifier(),
    expiresAt: ctx.now().getTime() + OIDC_ATTEMPT_TTL_MS,
  };
  const url = oidc.buildAuthorizationUrl(configuration, {
    redirect_uri: oidcRedirectUri(ctx.config),
    scope: OIDC_SCOPE,
    code_challenge: await oidc.calculatePKCECodeChallenge(attempt.codeVerifier),
    code_challenge_method: 'S256',
    state: attempt.state,
    nonce: attempt.nonce,
  });
  return { url: url.href, attempt: sealAttempt(ctx.config.jwtSecret, attempt) };
}

/**
 * Entra ID sends no `email_verified`; its `xms_edov` ("e-mail domain owner verified", an
 * optional claim the admin adds) says the same. Anything else must say `email_verified: true`.
 */
function emailVerified(provider: IdentityProviderRow, claims: oidc.IDToken): boolean {
  if (claims.email_verified === true) return true;
  return provider.preset === 'microsoft' && claims.xms_edov === true;
}

/**
 * Step two, the provider's redirect back: the attempt's cookie, `state`, the code exchange with
 * the PKCE verifier, and the ID token (signature from the JWKS, issuer, audience, expiry on the
 * app's clock, `nonce`) all checked by openid-client; then `completeSsoSignIn`.
 */
export async function finishOidcSignIn(
  ctx: OidcContext,
  {
    query,
    sealedAttempt,
    client,
  }: {
    query: URLSearchParams;
    sealedAttempt: string | undefined;
    client: ClientInfo;
  },
): Promise<SessionUser> {
  const attempt = openAttempt(ctx.config.jwtSecret, sealedAttempt, ctx.now());
  if (!attempt) throw forbidden(ssoMessages.expiredAttempt, ssoErrorCodes.signInFailed);
  const provider = await oidcProvider(ctx, attempt.providerId);
  const refuse = async (reason: string, error?: unknown) => {
    ctx.log.warn({ err: error, providerId: provider.id, reason }, 'OIDC sign-in refused');
    await insertSignInEvent(ctx.db, {
      companyId: provider.companyId,
      userId: null,
      email: '',
      method: 'oidc',
      outcome: 'provider_error',
      ...client,
      at: ctx.now(),
    });
    return failed();
  };
  if (query.get('state') !== attempt.state) throw await refuse('state mismatch');
  if (query.has('error')) throw await refuse(`provider answered ${query.get('error')}`);
  const currentUrl = new URL(oidcRedirectUri(ctx.config));
  currentUrl.search = query.toString();
  let claims: oidc.IDToken | undefined;
  try {
    const configuration = await clientConfiguration(ctx, provider);
    const tokens = await oidc.authorizationCodeGrant(configuration, currentUrl, {
      pkceCodeVerifier: attempt.codeVerifier,
      expectedState: attempt.state,
      expectedNonce: attempt.nonce,
      idTokenExpected: true,
    });
    claims = tokens.claims();
  } catch (error) {
    throw await refuse('token exchange or ID token refused', error);
  }
  if (!claims || typeof claims.email !== 'string') throw await refuse('no e-mail claim');
  return completeSsoSignIn(ctx, {
    companyId: provider.companyId,
    providerId: provider.id,
    method: 'oidc',
    email: claims.email,
    emailVerified: emailVerified(provider, claims),
    subject: claims.sub,
    sessionId: typeof claims.sid === 'string' ? claims.sid : undefined,
    name: typeof claims.name === 'string' ? claims.name : undefined,
    ...client,
  });
}
