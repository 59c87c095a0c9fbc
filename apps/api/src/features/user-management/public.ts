import type { UserRole, UserStatus } from '@rumo/shared/auth/contracts';

export { deactivateUser } from './user-management.service';

/**
 * What other features may use of `user-management`, and the domain events it publishes after
 * commit (the activity log follows them).
 */

/** The account fields an admin changes: role, status, primary team. */
export type ManagedFields = Partial<{
  role: UserRole;
  status: UserStatus;
  idTeam: string | null;
}>;

interface UserChange {
  companyId: string;
  actorId: string;
  userId: string;
}

/** A person was invited: created pending, with no usable password. */
export interface UserInvited extends UserChange {
  name: string;
  email: string;
  role: UserRole;
  status: UserStatus;
  teamId: string | null;
}

/** An admin changed a person's role, status or primary team (only the changed fields). */
export interface UserUpdated extends UserChange {
  name: string;
  before: ManagedFields;
  after: ManagedFields;
}

declare module '../../events/domain-events' {
  interface DomainEventMap {
    'user.invited': UserInvited;
    'user.updated': UserUpdated;
  }
}
