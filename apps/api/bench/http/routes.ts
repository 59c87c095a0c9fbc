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
 * Prefixes of reads a person's session does not make: the staff backoffice, dev tools, and the
 * machine-facing surfaces that answer their own credentials (SCIM and the public API take an
 * integration token, MCP an OAuth token), so the bench's session only gets 401/429 there.
 */
export const SKIPPED_PREFIXES = ['/api/backoffice/', '/api/dev/', '/scim/', '/api/v1/', '/mcp'];

/**
 * Reads the bench cannot make meaningful: the OAuth consent needs an assistant's authorization
 * request (400 without), and WhatsApp is off in the bench's server (404).
 */
export const OUT_OF_CONTEXT_PREFIXES = ['/api/oauth/consent', '/api/whatsapp/'];

/** Whether the bench loads this authenticated GET path. */
export const isBenchedRead = (path: string) =>
  ![...SKIPPED_PREFIXES, ...OUT_OF_CONTEXT_PREFIXES].some((prefix) => path.startsWith(prefix)) &&
  !SKIPPED_ROUTES.includes(path);

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
    .filter(isBenchedRead);
  await app.close();
  await rm(dataDir, { recursive: true, force: true });
  return paths;
}
