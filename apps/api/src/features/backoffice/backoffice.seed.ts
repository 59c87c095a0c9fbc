import {
  DEFAULT_STAFF_PERMISSIONS,
  type StaffRole,
  staffRoleLabels,
} from '@rumo/shared/backoffice/auth';
import type { Database } from '../../db/database';
import { hashPassword } from '../../lib/password';
import { countStaffUsers, insertStaffUser } from './staff-users.repository';

/** The embedded default's staff: one per role, same password as the customer demo. */
export const STAFF_DEMO_PASSWORD = 'rumo1234';
export const STAFF_DEMO_ACCOUNTS: { name: string; email: string; role: StaffRole }[] = [
  { name: 'Alice Administradora', email: 'admin@backoffice.rumo.demo', role: 'admin' },
  { name: 'Gustavo Gerente', email: 'gerente@backoffice.rumo.demo', role: 'manager' },
  { name: 'Amanda Analista', email: 'analista@backoffice.rumo.demo', role: 'analyst' },
  { name: 'Vitor Visualizador', email: 'visualizador@backoffice.rumo.demo', role: 'viewer' },
];

export interface StaffDemoSeed {
  logins: { email: string; password: string; role: StaffRole }[];
}

/**
 * Creates the four demo staff accounts when there is no staff yet; null otherwise. Call it only
 * where the customer demo is seeded (the embedded default outside production: `shouldSeedDemo`).
 */
export async function seedStaffDemo(db: Database): Promise<StaffDemoSeed | null> {
  if ((await countStaffUsers(db)) > 0) return null;
  // One hash each (own salt), computed before the transaction holds the connection.
  const hashes: string[] = [];
  for (const _account of STAFF_DEMO_ACCOUNTS) hashes.push(await hashPassword(STAFF_DEMO_PASSWORD));
  await db.transaction(async (tx) => {
    for (const [index, account] of STAFF_DEMO_ACCOUNTS.entries()) {
      await insertStaffUser(tx, {
        ...account,
        passwordHash: hashes[index] ?? '',
        permissions: { ...DEFAULT_STAFF_PERMISSIONS[account.role] },
        status: 'active',
      });
    }
  });
  return {
    logins: STAFF_DEMO_ACCOUNTS.map(({ email, role }) => ({
      email,
      password: STAFF_DEMO_PASSWORD,
      role,
    })),
  };
}

export function formatStaffDemoLogins(seed: StaffDemoSeed, publicUrl: string): string {
  return [
    `Backoffice (${publicUrl}/xyz/backoffice/login), usuários do sistema:`,
    ...seed.logins.map(
      (login) =>
        `  ${login.email.padEnd(34)} senha: ${login.password}  (${staffRoleLabels[login.role].toLowerCase()})`,
    ),
  ].join('\n');
}
