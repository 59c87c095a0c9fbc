import type { UserRole } from '../auth/contracts';

/** Who is acting: enough to decide every OKR permission, on the API and in the UI. */
export type Actor = { id: string; role: UserRole; teamId: string | null };

type ObjectiveDraft = {
  level: 'company' | 'team' | 'individual';
  teamId: string | null;
  ownerId: string;
};
type OwnedObjective = { ownerId: string };
type OwnedKeyResult = { ownerId: string; objectiveOwnerId: string };

const isAdmin = (actor: Pick<Actor, 'role'>) => actor.role === 'admin';

/**
 * Users create individual objectives for themselves and team objectives for their own team. An
 * individual objective may name a team (it then counts in that team's views): only their own.
 */
export function canCreateObjective(actor: Actor, draft: ObjectiveDraft): boolean {
  if (isAdmin(actor)) return true;
  if (draft.level === 'individual') {
    return draft.ownerId === actor.id && (draft.teamId === null || draft.teamId === actor.teamId);
  }
  if (draft.level === 'team') return !!actor.teamId && draft.teamId === actor.teamId;
  return false;
}

/** Edit, close, reopen, delete: admins, or the objective's owner (within the create rule on edit). */
export function canManageObjective(actor: Actor, objective: OwnedObjective): boolean {
  return isAdmin(actor) || objective.ownerId === actor.id;
}

/** Add key results to an objective: whoever manages the objective. */
export const canAddKeyResult = canManageObjective;

/** Edit or delete a key result: admins, its owner, or the owner of its objective. */
export function canManageKeyResult(actor: Actor, keyResult: OwnedKeyResult): boolean {
  return (
    isAdmin(actor) || keyResult.ownerId === actor.id || keyResult.objectiveOwnerId === actor.id
  );
}

/** Check in: admins and the key result's owner. */
export function canCheckIn(actor: Actor, keyResult: { ownerId: string }): boolean {
  return isAdmin(actor) || keyResult.ownerId === actor.id;
}

/** Edit or delete a check-in: only its author, and only their latest one on that key result. */
export function canChangeCheckIn(
  actor: Actor,
  checkIn: { authorId: string; isLatestOfAuthor: boolean },
): boolean {
  return checkIn.authorId === actor.id && checkIn.isLatestOfAuthor;
}

type ReviewedObjective = {
  level: 'company' | 'team' | 'individual';
  ownerId: string;
  /** The leader of the objective's team (teams.leaderId); null without a team or a leader. */
  teamLeaderId: string | null;
};

/**
 * Approve or return a submitted draft, or activate one directly when the company requires
 * approval: admins; for a team or individual objective, its team's leader, unless it is theirs.
 */
export function canReviewObjective(actor: Actor, objective: ReviewedObjective): boolean {
  if (isAdmin(actor)) return true;
  if (objective.level === 'company' || objective.ownerId === actor.id) return false;
  return objective.teamLeaderId !== null && objective.teamLeaderId === actor.id;
}

/** Send a draft for approval (again, after a return): whoever manages the objective. */
export function canSubmitObjective(
  actor: Actor,
  objective: OwnedObjective & { status: string; approval: string | null },
): boolean {
  return (
    canManageObjective(actor, objective) &&
    objective.status === 'draft' &&
    objective.approval !== 'submitted'
  );
}

/** Planning (mission, pillars, cycles), teams, users and settings: admins only (spec §6). */
export const canManageCompany = (actor: Actor): boolean => isAdmin(actor);

/** What the visibility rule needs to know of an objective. */
export type VisibilityFacts = {
  private: boolean;
  status: string;
  ownerId: string;
  /** The leader of the objective's team, if it has a team with a leader. */
  teamLeaderId: string | null;
  viewerUserIds: readonly string[];
  viewerTeamIds: readonly string[];
};

/**
 * Whether a person sees an objective (the API's copy of this rule, which decides every read, is
 * `objectiveVisibleTo` in apps/api/src/features/objectives/visibility.repository.ts): (not private, or
 * admin, owner, a named viewer, or a member of a named team) AND (not a draft, or admin, owner,
 * or the leader of its team). `actorTeamIds`: every team the person belongs to.
 */
export function canSeeObjective(
  actor: Pick<Actor, 'id' | 'role'>,
  actorTeamIds: readonly string[],
  objective: VisibilityFacts,
): boolean {
  if (isAdmin(actor) || objective.ownerId === actor.id) return true;
  const named =
    objective.viewerUserIds.includes(actor.id) ||
    objective.viewerTeamIds.some((teamId) => actorTeamIds.includes(teamId));
  const privacyAllows = !objective.private || named;
  const draftAllows = objective.status !== 'draft' || objective.teamLeaderId === actor.id;
  return privacyAllows && draftAllows;
}
