/** What other features may use of privacy; everything else is internal. */
export { privacyJobs } from './purge-schedule';
