import type { Database } from '../../db/database';
import { connectDemoApp } from '../oauth/public';

/**
 * Configurações › Integrações and Meu Perfil of the demo admin show Claude as a connected app
 * (OAuth for /mcp), as if the admin had connected it. Its tokens are thrown away.
 */
export async function seedOAuthDemo(
  db: Database,
  { companyId, adminId, now }: { companyId: string; adminId: string; now: Date },
): Promise<void> {
  await connectDemoApp(db, { companyId, userId: adminId, clientName: 'Claude', now });
}
