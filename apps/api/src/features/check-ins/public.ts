/**
 * What other features may use of `check-ins`: its rules and SQL stay behind this list, and biome
 * refuses imports of its repositories from elsewhere.
 */
export { noCheckInSince } from './check-in-lists.repository';
export { keyResultTrends } from './key-result-trends.repository';
