/**
 * What app.ts and /mcp may use of `oauth` (issue 26 part 3): the routes, and the bearer check
 * that turns an OAuth access token into the person it acts as.
 */

export { oauthRoutes } from './oauth.routes';
export { authenticateOAuthToken, OAUTH_ACCESS_PREFIX } from './oauth.service';
export { oauthConsentRoutes } from './oauth-consent.routes';
export { connectDemoApp } from './oauth-tokens.service';
export { oauthUrls } from './oauth-urls';
