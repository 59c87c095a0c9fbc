import { randomUUID } from 'node:crypto';
import {
  DEFAULT_STAFF_PERMISSIONS,
  type StaffPermissions,
  type StaffRole,
} from '@rumo/shared/backoffice/auth';
import { issueStaffTokens } from '../features/backoffice/staff-auth.service';
import { insertStaffUser } from '../features/backoffice/staff-users.repository';
import { hashPassword } from '../lib/password';
import type { TestApp } from './test-app';

export const STAFF_TEST_PASSWORD = 'senha-da-equipe-1';

export interface TestStaff {
  id: string;
  name: string;
  email: string;
  password: string;
  role: StaffRole;
  permissions: StaffPermissions;
  /** A live access token (15 minutes of the app's clock) and its refresh token. */
  accessToken: string;
  refreshToken: string;
  sessionId: string;
  /** `{ authorization: 'Bearer …' }` for `app.inject({ headers })` on /api/backoffice routes. */
  headers: { authorization: string };
}

let passwordHash: Promise<string> | undefined;

/**
 * A staff member straight in the database, signed in without the rate-limited login route.
 * Flags default to the role's (`DEFAULT_STAFF_PERMISSIONS`); `permissions` overrides some:
 *
 *   const viewer = await createStaffUser(t, { role: 'viewer' });
 *   const analystWithoutPayments = await createStaffUser(t, { role: 'analyst', permissions: { payments: false } });
 *   await t.app.inject({ method: 'GET', url: '/api/backoffice/users', headers: viewer.headers }); // 403
 */
export async function createStaffUser(
  t: TestApp,
  options: {
    role?: StaffRole;
    permissions?: Partial<StaffPermissions>;
    status?: 'active' | 'disabled';
    name?: string;
    email?: string;
    password?: string;
  } = {},
): Promise<TestStaff> {
  const role = options.role ?? 'admin';
  const password = options.password ?? STAFF_TEST_PASSWORD;
  passwordHash ??= hashPassword(STAFF_TEST_PASSWORD);
  const row = await insertStaffUser(t.db, {
    name: options.name ?? `Equipe ${role}`,
    email: options.email ?? `equipe-${randomUUID().slice(0, 8)}@backoffice.rumo.test`,
    passwordHash: options.password ? await hashPassword(password) : await passwordHash,
    role,
    permissions: { ...DEFAULT_STAFF_PERMISSIONS[role], ...options.permissions },
    status: options.status ?? 'active',
  });
  const tokens = await issueStaffTokens(
    { db: t.db, config: t.config, now: t.app.now },
    row.id,
    randomUUID(),
  );
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    password,
    role,
    permissions: row.permissions,
    accessToken: tokens.access_token,
    refreshToken: tokens.refresh_token,
    sessionId: tokens.sessionId,
    headers: { authorization: `Bearer ${tokens.access_token}` },
  };
}
