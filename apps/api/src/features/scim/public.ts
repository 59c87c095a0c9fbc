/**
 * What other features may use of `scim`: nothing yet. SCIM sits above users, user-management
 * and teams (it provisions through their public APIs); app.ts mounts its routes.
 */
export {};
