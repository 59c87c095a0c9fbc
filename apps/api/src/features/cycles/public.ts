import type { CycleStatus } from '@rumo/shared/okr/key-result-types';

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
export { type CountObjectivesByCycle, closeCycleIn } from './cycles.service';
export { type CycleRow, cycles } from './cycles.table';

/** What a cycle's history keeps of it. */
export interface CycleFacts {
  name: string;
  startDate: string;
  endDate: string;
  status: CycleStatus;
}

interface CycleChange {
  companyId: string;
  actorId: string;
  cycleId: string;
}

export interface CycleCreated extends CycleChange {
  cycle: CycleFacts;
}

/** Edited or activated (`cycle.updated`), or closed (`cycle.closed`). */
export interface CycleChanged extends CycleChange {
  before: CycleFacts;
  after: CycleFacts;
}

export interface CycleDeleted extends CycleChange {
  before: CycleFacts;
}

declare module '../../events/domain-events' {
  interface DomainEventMap {
    'cycle.created': CycleCreated;
    'cycle.updated': CycleChanged;
    'cycle.closed': CycleChanged;
    'cycle.deleted': CycleDeleted;
  }
}
