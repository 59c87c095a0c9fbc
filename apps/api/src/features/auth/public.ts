/**
 * What other features may use of `auth`: its rules and SQL stay behind this list, and biome
 * refuses imports of its repositories from elsewhere.
 */
export { loginRules } from './auth.rate-limits';
export { createPurchaseActivationToken } from './one-time-tokens';
export { insertOneTimeToken, invalidateUserTokens } from './one-time-tokens.repository';
export type { SessionCacheControl } from './session-cache';
export { SESSION_CACHE_TTL_MS } from './session-cache';
export { revokeUserSessions } from './sessions.repository';
