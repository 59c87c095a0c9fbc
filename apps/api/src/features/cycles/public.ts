import type { CycleStatus } from '@rumo/shared/okr/key-result-types';

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
