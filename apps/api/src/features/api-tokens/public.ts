/**
 * What app.ts and other features (webhooks, MCP, WhatsApp of issue 26) may use of `api-tokens`:
 * the bearer check that turns a raw `rumo_…` token into the person it acts as, and the scope test.
 */
export { apiTokenRoutes } from './api-tokens.routes';
export { type ApiPrincipal, authenticateApiToken, hasScope } from './api-tokens.service';
export { apiTokens } from './api-tokens.table';
export { revokeBearerToken, touchBearerToken } from './bearer-token.repository';
