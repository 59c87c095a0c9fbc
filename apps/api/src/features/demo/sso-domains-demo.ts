import { randomBytes } from 'node:crypto';
import type { Database } from '../../db/database';
import { ssoDomains } from '../sso-domains/public';

/**
 * Configurações › Segurança in the demo: the people's domain `rumo.demo` already verified (no
 * "Exigir SSO": the demo has no identity provider, and its people sign in with passwords), and a
 * second domain waiting for its TXT record, so the instruction shows.
 */
export async function seedSsoDomainsDemo(
  tx: Database,
  { companyId, now }: { companyId: string; now: Date },
): Promise<void> {
  const token = () => randomBytes(16).toString('hex');
  await tx.insert(ssoDomains).values([
    { companyId, domain: 'rumo.demo', token: token(), verifiedAt: now },
    { companyId, domain: 'filial.rumo.demo', token: token() },
  ]);
}
