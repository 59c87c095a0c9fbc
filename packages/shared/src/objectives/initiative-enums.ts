// The initiatives' statuses, labels and rules without zod, for web pages that only show them;
// initiatives.ts adds the schemas.
import type { Actor } from './permissions';

/** Initiatives: the work planned to move a key result (issue 23, item 4). */
export const INITIATIVE_STATUSES = ['not_started', 'in_progress', 'done', 'canceled'] as const;
export type InitiativeStatus = (typeof INITIATIVE_STATUSES)[number];
export const initiativeStatusLabels: Record<InitiativeStatus, string> = {
  not_started: 'Não iniciada',
  in_progress: 'Em andamento',
  done: 'Concluída',
  canceled: 'Cancelada',
};
/** Open: still to be done (Minha semana lists these, and only these can be overdue). */
export const isOpenInitiative = (status: InitiativeStatus) =>
  status === 'not_started' || status === 'in_progress';

/** Past its due date and still open; `today` is the company's day (YYYY-MM-DD). */
export function isInitiativeOverdue(
  initiative: { status: InitiativeStatus; dueDate: string | null },
  today: string,
): boolean {
  return isOpenInitiative(initiative.status) && !!initiative.dueDate && initiative.dueDate < today;
}

type ManagedKeyResult = { ownerId: string; objectiveOwnerId: string };

/** Add, edit, reorder and delete a key result's initiatives: whoever manages the key result. */
export function canManageInitiatives(actor: Actor, keyResult: ManagedKeyResult): boolean {
  return (
    actor.role === 'admin' ||
    keyResult.ownerId === actor.id ||
    keyResult.objectiveOwnerId === actor.id
  );
}

/** Change an initiative's status: its managers, and the initiative's own owner. */
export function canChangeInitiativeStatus(
  actor: Actor,
  keyResult: ManagedKeyResult,
  initiative: { ownerId: string },
): boolean {
  return canManageInitiatives(actor, keyResult) || initiative.ownerId === actor.id;
}
