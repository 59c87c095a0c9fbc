/**
 * What other features may use of `evolution`. The OKR core does not call it: evolution follows
 * their domain events (evolution.events.ts). Only the demo seeder, which writes around the
 * services, fills the chart itself.
 */

export { evolutionJobs } from './evolution-refresh';
export { backfillCycleEvolution, recordObjectiveEvolution } from './evolution-snapshots';
