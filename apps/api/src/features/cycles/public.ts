/**
 * What other features may use of `cycles`: the current cycle and its lookups, the table the OKR
 * features join on, and the one question cycles ask the objectives above them.
 */
export {
  currentCycleIdSql,
  findCurrentCycle,
  findCycle,
  selectCycleId,
} from './cycles.repository';
export type { CountObjectivesByCycle } from './cycles.service';
export { type CycleRow, cycles } from './cycles.table';
