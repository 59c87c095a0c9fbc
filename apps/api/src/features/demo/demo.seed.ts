import type { Database } from '../../db/database';
import { hashPassword } from '../../lib/password';
import { startTrial } from '../billing/public';
import { countCompanies, insertCompany } from '../companies/public';
import { insertUser } from '../users/public';
import { DEMO_COMPANY_NAME, DEMO_PASSWORD, DEMO_USERS, type DemoUser } from './demo.data';
import { seedIntegrationsDemo } from './integrations-demo';
import { seedKpiDemo } from './kpi-demo';
import { seedOAuthDemo } from './oauth-demo';
import { seedOkrDemo } from './okr-demo';
import { demoPeople } from './okr-demo-data';
import { seedScimDemo } from './scim-demo';
import { seedSsoDomainsDemo } from './sso-domains-demo';

/** What the seed created, for the next seed steps and for the console. */
export interface DemoSeed {
  companyId: string;
  /** User ids by demo key ('admin', 'ana', 'bruno'). */
  userIds: Record<DemoUser['key'], string>;
  logins: { email: string; password: string; role: DemoUser['role'] }[];
}

/** Only the embedded default outside production gets demo data. */
export function shouldSeedDemo(config: {
  databaseUrl: string | undefined;
  nodeEnv: string;
}): boolean {
  return !config.databaseUrl && config.nodeEnv !== 'production';
}

async function seedAccounts(tx: Database, passwordHashes: string[]) {
  const company = await insertCompany(tx, DEMO_COMPANY_NAME);
  const userIds = {} as Record<DemoUser['key'], string>;
  // Sequential on purpose: PGlite has one connection, parallel queries in a transaction hang.
  for (const [index, demoUser] of DEMO_USERS.entries()) {
    const user = await insertUser(tx, {
      companyId: company.id,
      name: demoUser.name,
      email: demoUser.email,
      role: demoUser.role,
      position: demoUser.position,
      phone: demoUser.phone,
      passwordHash: passwordHashes[index] ?? '',
      status: 'active',
    });
    userIds[demoUser.key] = user.id;
  }
  return { companyId: company.id, userIds };
}

/**
 * Creates the demo company when the database has no company yet; returns null otherwise.
 * Later features add their demo data as further steps inside the same transaction.
 */
export async function seedDemo(
  db: Database,
  {
    now,
    trialDays = 14,
    webhookSecretKey,
  }: {
    now: Date;
    trialDays?: number;
    /** The config's secret that seals webhook secrets: with it, the integrations' demo data. */
    webhookSecretKey?: string;
  },
): Promise<DemoSeed | null> {
  if ((await countCompanies(db)) > 0) return null;
  // One hash per user (own salt each), computed before the transaction holds the connection.
  const passwordHashes: string[] = [];
  for (const _user of DEMO_USERS) passwordHashes.push(await hashPassword(DEMO_PASSWORD));
  const accounts = await db.transaction(async (tx) => {
    const accounts = await seedAccounts(tx, passwordHashes);
    // The demo company is in its trial, so the subscription can be bought (simulator card).
    await startTrial(tx, accounts.companyId, trialDays, now);
    await seedOkrDemo(tx, {
      companyId: accounts.companyId,
      adminId: accounts.userIds.admin,
      userIds: [accounts.userIds.ana, accounts.userIds.bruno],
      password: DEMO_PASSWORD,
      now,
    });
    await seedKpiDemo(tx, { companyId: accounts.companyId, owners: accounts.userIds, now });
    await seedScimDemo(tx, { companyId: accounts.companyId, adminId: accounts.userIds.admin, now });
    await seedOAuthDemo(tx, {
      companyId: accounts.companyId,
      adminId: accounts.userIds.admin,
      now,
    });
    await seedSsoDomainsDemo(tx, { companyId: accounts.companyId, now });
    if (webhookSecretKey) {
      const { companyId, userIds } = accounts;
      await seedIntegrationsDemo(tx, {
        companyId,
        adminId: userIds.admin,
        whatsappUserId: userIds.bruno,
        now,
        webhookSecretKey,
      });
    }
    return accounts;
  });
  return {
    ...accounts,
    logins: DEMO_USERS.map((user) => ({
      email: user.email,
      password: DEMO_PASSWORD,
      role: user.role,
    })),
  };
}

export function formatDemoLogins(seed: DemoSeed): string {
  const lines = seed.logins.map(
    (login) =>
      `  ${login.email.padEnd(18)} senha: ${login.password}  (${login.role === 'admin' ? 'administrador' : 'usuário'})`,
  );
  const others = demoPeople.map((person) => person.email).join(', ');
  return [
    'Empresa de demonstração "Rumo Demo" criada. Entre com:',
    ...lines,
    `  (também com a mesma senha: ${others})`,
  ].join('\n');
}
