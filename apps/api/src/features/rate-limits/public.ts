/** What other features may use of rate-limits; everything else is internal. */
export type { CounterState } from './rate-limits.repository';
export {
  decrementCounters,
  deleteExpiredCounters,
  incrementCounters,
} from './rate-limits.repository';
