/**
 * What other features may use of `reminders`: its rules and SQL stay behind this list, and biome
 * refuses imports of its repositories from elsewhere.
 */
export { remindersDevRoutes } from './reminders.routes';
