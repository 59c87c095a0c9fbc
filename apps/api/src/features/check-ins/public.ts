import type { Confidence } from '@rumo/shared/okr/key-result-types';

/**
 * What other features may use of `check-ins`: its rules and SQL stay behind this list, and biome
 * refuses imports of its repositories from elsewhere.
 */
export { noCheckInSince } from './check-in-lists.repository';
export { recordCheckIn } from './check-in-writes';
export { checkIns } from './check-ins.table';
export { keyResultTrends } from './key-result-trends.repository';
export { type CompanyCalendar, loadCompanyCalendar, resolveCycle } from './okr-calendar';

/** What a check-in says: the reading and the day it counts for. */
export type CheckInFacts = {
  value: number;
  confidence: Confidence;
  comment: string | null;
  /** 'YYYY-MM-DD', the day the reading is for. */
  date: string;
};

/** Who wrote which check-in where; every check-in event carries it. */
export type CheckInEventBase = {
  companyId: string;
  actorId: string;
  checkInId: string;
  keyResultId: string;
  keyResultTitle: string;
  objectiveId: string;
  cycleId: string;
  /** The company's today ('YYYY-MM-DD') when the change was made. */
  day: string;
};

export type RecordedCheckIn = CheckInEventBase & {
  /** When it was saved, as PostgreSQL stored it (to the microsecond; keeps a batch's order). */
  recordedAt: string;
  after: CheckInFacts;
};

/**
 * Check-ins saved by one commit: one, or a batch of the POST's group commit
 * (check-in-batches.ts), so that subscribers write their rows for the batch at once.
 */
export type CheckInsRecorded = { checkIns: readonly RecordedCheckIn[] };

/** The author changed their latest check-in of a key result. */
export type CheckInChanged = CheckInEventBase & { before: CheckInFacts; after: CheckInFacts };

/** The author deleted their latest check-in of a key result. */
export type CheckInRemoved = CheckInEventBase & { before: CheckInFacts };

declare module '../../events/domain-events' {
  interface DomainEventMap {
    'check-in.recorded': CheckInsRecorded;
    'check-in.changed': CheckInChanged;
    'check-in.removed': CheckInRemoved;
  }
}
