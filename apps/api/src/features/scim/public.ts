/**
 * What other features and app.ts may use of `scim`: the router-error answer of /scim/v2 (the
 * router's errors happen before any scope, so app.ts picks it by path). SCIM sits above users,
 * user-management and teams and provisions through their public APIs.
 */
export { answerScimRouterError, isScimRequest } from './scim-errors';
export { createScimToken } from './scim-tokens.service';
