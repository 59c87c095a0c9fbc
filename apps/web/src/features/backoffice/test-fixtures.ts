import {
  DEFAULT_STAFF_PERMISSIONS,
  type StaffRole,
  type StaffUser,
} from '@rumo/shared/backoffice/auth';

/** A staff member as the API answers it, for the backoffice's unit tests. */
export function staffUser(
  role: StaffRole = 'admin',
  overrides: Partial<StaffUser> = {},
): StaffUser {
  return {
    id: `staff-${role}`,
    name: 'Ana Souza',
    email: `${role}@backoffice.rumo.demo`,
    role,
    permissions: { ...DEFAULT_STAFF_PERMISSIONS[role] },
    status: 'active',
    lastLoginAt: null,
    mustChangePassword: false,
    ...overrides,
  };
}
