import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../../src/app';
import { parseEnv } from '../../src/config';
import type { Database } from '../../src/db/database';
import { listOperations } from '../../src/security/api-surface';

/** Downloads, not reads a screen makes: left out of the load (the report names them). */
export const SKIPPED_ROUTES = [
  '/api/cycles/{id}/export.csv',
  '/api/privacy/company-export',
  '/api/privacy/my-data',
  '/api/billing/invoices/{id}/pdf',
  '/api/billing/invoices/{id}/xml',
];

/**
 * Every authenticated customer GET route of the OpenAPI document (so a new route is measured
 * without touching the bench), minus the downloads above.
 */
export async function listCustomerReads(db: Database): Promise<string[]> {
  const dataDir = await mkdtemp(join(tmpdir(), 'rumo-bench-routes-'));
  const config = {
    ...parseEnv({ DATA_DIR: dataDir, NODE_ENV: 'test', LOG_LEVEL: 'silent' }),
    jwtSecret: 'x'.repeat(48),
  };
  const app = await buildApp({ config, db });
  await app.ready();
  const paths = listOperations(app)
    .filter((op) => op.method === 'GET' && op.authenticated)
    .map((op) => op.path)
    // SCIM answers an identity provider's token, not a person's session.
    .filter((path) => !['/api/backoffice/', '/api/dev/', '/scim/'].some((p) => path.startsWith(p)))
    .filter((path) => !SKIPPED_ROUTES.includes(path));
  await app.close();
  await rm(dataDir, { recursive: true, force: true });
  return paths;
}
