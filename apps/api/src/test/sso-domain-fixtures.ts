import type { UserRole } from '@rumo/shared/auth/contracts';
import { insertCompany } from '../features/companies/public';
import { insertIdentityProvider } from '../features/sso/sso.repository';
import { ssoDomains } from '../features/sso-domains/public';
import { insertUser } from '../features/users/public';
import { hashPassword } from '../lib/password';
import { TEST_PASSWORD } from './account-fixtures';
import type { TestApp } from './test-app';

/**
 * A company owning `domain` (verified unless told otherwise, "Exigir SSO" as asked), with an
 * enabled OIDC provider unless told otherwise, and a person of each role at that domain with the
 * test password, straight in the database.
 */
export async function companyWithDomain(
  t: TestApp,
  domain: string,
  { verified = true, requireSso = true, provider = true } = {},
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
  const idp = await insertIdentityProvider(t.db, {
    companyId: company.id,
    kind: 'oidc',
    preset: 'custom',
    issuer: `https://idp.${domain}`,
    clientId: 'rumo',
    enabled: provider,
  });
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
    providerId: idp.id,
    admin: await person('admin', 'admin'),
    member: await person('user', 'pessoa'),
  };
}
