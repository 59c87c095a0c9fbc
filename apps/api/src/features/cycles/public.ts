/**
 * What other features may use of `cycles`: its rules and SQL stay behind this list, and biome
 * refuses imports of its repositories from elsewhere.
 */
export {
  currentCycleIdSql,
  findCurrentCycle,
  findCycle,
  selectCycleId,
} from './cycles.repository';
export { cycles } from './cycles.table';
