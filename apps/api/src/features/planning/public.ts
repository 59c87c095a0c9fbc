/**
 * What other features may use of `planning`: the pillars objectives align to (its table, for the
 * objective reads that join it, and their API shape).
 */
export { listPillars, toPillar } from './planning.repository';
export { type PillarRow, pillars } from './planning.table';
