/**
 * What other features may use of `planning`: the pillars objectives align to (the tables, for
 * the objective reads and the demo seeder that join or fill them, and their API shape).
 */
export { listPillars, toPillar } from './planning.repository';
export { type PillarRow, pillars, strategicPlans } from './planning.table';
