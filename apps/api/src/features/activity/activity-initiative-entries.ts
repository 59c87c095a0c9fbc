import type { Initiative } from '@rumo/shared/objectives/initiatives';
import type { InitiativeCreated, InitiativeDeleted, InitiativeUpdated } from '../objectives/public';
import type { ActivityEntry } from './activity.service';
import { changedFields } from './activity-snapshots';

// The timeline entries of a key result's initiatives: "adicionou a iniciativa …", "concluiu a
// iniciativa …" (a change to done), "atualizou …", "excluiu …".

type Who = { companyId: string; actorId: string };
type Change = Pick<ActivityEntry, 'action' | 'before' | 'after'>;

const entry = (who: Who, initiative: Initiative, change: Change): ActivityEntry => ({
  companyId: who.companyId,
  actorId: who.actorId,
  entityType: 'initiative',
  entityId: initiative.id,
  objectiveId: initiative.objectiveId,
  label: initiative.title,
  ...change,
});

const snapshot = (initiative: Initiative) => ({
  title: initiative.title,
  owner: initiative.owner.name,
  initiativeStatus: initiative.status,
  dueDate: initiative.dueDate,
});

export const initiativeCreated = (event: InitiativeCreated): ActivityEntry[] => [
  entry(event, event.initiative, { action: 'created', after: snapshot(event.initiative) }),
];

/** Nothing when nothing a person reads changed; a change to done reads as "concluiu". */
export const initiativeUpdated = ({
  before,
  after,
  ...who
}: InitiativeUpdated): ActivityEntry[] => {
  const changes = changedFields(snapshot(before), snapshot(after));
  if (!changes) return [];
  const completed = after.status === 'done' && before.status !== 'done';
  return [entry(who, after, { action: completed ? 'completed' : 'updated', ...changes })];
};

export const initiativeDeleted = (event: InitiativeDeleted): ActivityEntry[] => [
  entry(event, event.before, { action: 'deleted', before: snapshot(event.before) }),
];
