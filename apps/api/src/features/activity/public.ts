/**
 * What other features may use of `activity`. The features that change things do not call it:
 * the log follows their domain events (activity.events.ts). Only the demo seeder, which writes
 * around the services, records entries itself; app.ts gives auth's invitation preview the name
 * of who invited a person (findCreatorName), as auth sits below activity.
 */
export { findCreatorName } from './activity.repository';
export { type ActivityEntry, recordActivity } from './activity.service';
