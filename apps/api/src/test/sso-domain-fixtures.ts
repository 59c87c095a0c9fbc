import type { UserRole } from '@rumo/shared/auth/contracts';
import { insertCompany } from '../features/companies/public';
import { ssoDomains } from '../features/sso-domains/public';
import { insertUser } from '../features/users/public';
import { hashPassword } from '../lib/password';
import { TEST_PASSWORD } from './account-fixtures';
import type { TestApp } from './test-app';

/**
 * A company owning `domain` (verified unless told otherwise, "Exigir SSO" as asked) and a person
 * of each role at that domain with the test password, straight in the database.
 */
export async function companyWithDomain(
  t: TestApp,
  domain: string,
  { verified = true, requireSso = true } = {},
) {
  const company = await insertCompany(t.db, `Empresa ${domain}`);
  const [row] = await t.db
    .insert(ssoDomains)
    .values({
      companyId: company.id,
      domain,
      token: 'a'.repeat(32),
      verifiedAt: verified ? t.app.now() : null,
      requireSso,
    })
    .returning();
  const passwordHash = await hashPassword(TEST_PASSWORD);
  const person = (role: UserRole, local: string) =>
    insertUser(t.db, {
      companyId: company.id,
      name: `${local} de ${domain}`,
      email: `${local}@${domain}`,
      passwordHash,
      role,
      status: 'active',
    });
  return {
    companyId: company.id,
    domainId: row?.id ?? '',
    admin: await person('admin', 'admin'),
    member: await person('user', 'pessoa'),
  };
}
