/**
 * What other features may use of `reminders`: its rules and SQL stay behind this list, and biome
 * refuses imports of its repositories from elsewhere.
 */
export { remindersDevRoutes } from './reminders.routes';

/** A person's weekly check-in reminder went out (after its commit), with the key results due. */
export type CheckInReminderSent = {
  companyId: string;
  userId: string;
  name: string;
  keyResults: { id: string; title: string; objectiveTitle: string }[];
};

declare module '../../events/domain-events' {
  interface DomainEventMap {
    'reminder.check-in-sent': CheckInReminderSent;
  }
}
