/**
 * What other features may use of `auth`: its rules and SQL stay behind this list, and biome
 * refuses imports of its repositories from elsewhere. Auth sits below billing: it imports no
 * feature above it (billing's sign-up trial comes in as a `SignupStep`, the session's access
 * through the session cache's `load`).
 */
export { clientIp, loginRules, tokenLinkRules } from './auth.rate-limits';
export {
  type AuthDeps,
  assertTokenUsable,
  type ClientInfo,
  consumeToken,
  invalidTokenError,
  issueSession,
  type SessionOptions,
  type SignupStep,
  signInUser,
} from './auth.service';
/** Joined by billing's live-session read. */
export { sessions } from './auth.table';
export { createPurchaseActivationToken } from './one-time-tokens';
export {
  findOneTimeToken,
  insertOneTimeToken,
  invalidateUserTokens,
} from './one-time-tokens.repository';
export {
  createSessionCache,
  type LiveSessionRow,
  type SessionCache,
  type SessionCacheControl,
  type SessionPrincipal,
} from './session-cache';
export { createVerifiedTokenCache, signSessionToken, verifySessionToken } from './session-token';
export {
  revokeSsoSessions,
  revokeUserSessions,
  type SsoSessionLink,
} from './sessions.repository';
export { insertSignInEvent, type NewSignInEvent } from './sign-ins.repository';
