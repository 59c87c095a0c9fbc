import { randomUUID } from 'node:crypto';
import type { UserRole, UserStatus } from '@rumo/shared/auth/contracts';
import { issueSession } from '../features/auth/auth.service';
import { insertCompany } from '../features/companies/companies.repository';
import { insertUser } from '../features/users/users.repository';
import { hashPassword } from '../lib/password';
import type { TestApp } from './test-app';

export const TEST_PASSWORD = 'senha-de-teste-1';

export interface TestUser {
  id: string;
  companyId: string;
  name: string;
  email: string;
  password: string;
  /** A live session token (only for active users). */
  token: string;
  /** `{ authorization: 'Bearer …' }` for `app.inject({ headers })`. */
  headers: { authorization: string };
}

/** A unique e-mail per call, so tests sharing one database never collide. */
export const uniqueEmail = (prefix = 'pessoa') =>
  `${prefix}-${randomUUID().slice(0, 8)}@teste.rumo.app`;

/**
 * Inserts a user (and, unless `companyId` is given, a new company) straight into the database
 * and, for active users, opens a session without going through the rate-limited login route.
 */
export async function createTestUser(
  t: TestApp,
  options: {
    role?: UserRole;
    status?: UserStatus;
    companyId?: string;
    companyName?: string;
    name?: string;
    email?: string;
    password?: string;
  } = {},
): Promise<TestUser> {
  const password = options.password ?? TEST_PASSWORD;
  const companyId =
    options.companyId ?? (await insertCompany(t.db, options.companyName ?? 'Empresa Teste')).id;
  const user = await insertUser(t.db, {
    companyId,
    name: options.name ?? 'Pessoa Teste',
    email: options.email ?? uniqueEmail(),
    passwordHash: await hashPassword(password),
    role: options.role ?? 'user',
    status: options.status ?? 'active',
  });
  const token = user.status === 'active' ? (await issueSession(t.db, t.app, user.id)).token : '';
  return {
    id: user.id,
    companyId,
    name: user.name,
    email: user.email,
    password,
    token,
    headers: { authorization: `Bearer ${token}` },
  };
}
