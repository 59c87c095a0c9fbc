/** What app.ts uses of `public-api`: the /api/v1 plugin (issue 26). */
export { publicApiRoutes } from './public-api.routes';
export { apiIdempotencyKeys } from './public-api.table';
