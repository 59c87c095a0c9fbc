import { OAUTH_SCOPES } from '@rumo/shared/oauth/contracts';

/** The URLs the OAuth metadata advertises, all under the server's PUBLIC_URL. */
export function oauthUrls(publicUrl: string) {
  const base = publicUrl.replace(/\/+$/, '');
  return {
    issuer: base,
    resource: `${base}/mcp`,
    resourceMetadata: `${base}/.well-known/oauth-protected-resource/mcp`,
    authorize: `${base}/oauth/authorize`,
    token: `${base}/oauth/token`,
    register: `${base}/oauth/register`,
    consentPage: `${base}/oauth/consent`,
  };
}

/** RFC 9728: what /mcp is and who issues its tokens. */
export function protectedResourceMetadata(publicUrl: string) {
  const urls = oauthUrls(publicUrl);
  return {
    resource: urls.resource,
    authorization_servers: [urls.issuer],
    scopes_supported: [...OAUTH_SCOPES],
    bearer_methods_supported: ['header'],
    resource_name: 'Rumo',
  };
}

/** RFC 8414: the authorization server, PKCE S256 only, public clients only. */
export function authorizationServerMetadata(publicUrl: string) {
  const urls = oauthUrls(publicUrl);
  return {
    issuer: urls.issuer,
    authorization_endpoint: urls.authorize,
    token_endpoint: urls.token,
    registration_endpoint: urls.register,
    scopes_supported: [...OAUTH_SCOPES],
    response_types_supported: ['code'],
    grant_types_supported: ['authorization_code', 'refresh_token'],
    code_challenge_methods_supported: ['S256'],
    token_endpoint_auth_methods_supported: ['none'],
    authorization_response_iss_parameter_supported: true,
  };
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/** A redirect URI a client may register: https, or http on the loopback; no fragment. */
export function isAllowedRedirectUri(value: string): boolean {
  if (value.length > 2000) return false;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.hash || url.username || url.password) return false;
  return url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK.has(url.hostname));
}
