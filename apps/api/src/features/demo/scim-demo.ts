import type { Database } from '../../db/database';
import { createScimToken } from '../scim/public';

/**
 * Configurações › Segurança of the demo company shows a SCIM token, as a company provisioning
 * from Microsoft Entra ID would have. Its secret is thrown away: nobody can call SCIM with it.
 */
export async function seedScimDemo(
  db: Database,
  { companyId, adminId, now }: { companyId: string; adminId: string; now: Date },
): Promise<void> {
  await createScimToken(
    { db, now: () => now, config: { publicUrl: '' } },
    { id: adminId, companyId },
    { name: 'Microsoft Entra ID', expiresOn: null },
  );
}
