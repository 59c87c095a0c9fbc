import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { freePort, type Service, startService } from './processes';

/** The compiled production build, when another step has built it. */
const DIST_SERVER = 'apps/api/dist/server.js';

/** `RUMO_SERVER_CMD`, else the compiled build if present, else the sources through tsx. */
export function serverCommand(): string {
  const override = process.env.RUMO_SERVER_CMD;
  if (override) return override;
  return existsSync(DIST_SERVER) ? `node ${DIST_SERVER}` : 'npx tsx apps/api/src/server.ts';
}

/**
 * Rumo as a production process: PostgreSQL with `databaseUrl`, the embedded PGlite of
 * `dataDir` without it. LOG_LEVEL stays at the production default.
 */
export async function startRumo(options: {
  name: string;
  databaseUrl?: string;
  dataDir: string;
  logDir: string;
}): Promise<Service> {
  const port = await freePort();
  const env: Record<string, string> = {
    NODE_ENV: 'production',
    PORT: String(port),
    JWT_SECRET: randomBytes(36).toString('base64url'),
    EFI_SIMULATOR: 'true',
    DATA_DIR: options.dataDir,
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
  };
  // The harness's own environment must not leak a database or log level into the server.
  const inherited = { DATABASE_URL: '', LOG_LEVEL: '', TEST_DATABASE_URL: '' };
  return startService({
    name: options.name,
    command: serverCommand(),
    env: { ...inherited, ...env },
    port,
    logFile: join(options.logDir, `${options.name}.log`),
    healthPath: '/api/health',
  });
}

/** Signs in through the API, as the web app does; returns the bearer token. */
export async function login(baseUrl: string, credentials: { email: string; password: string }) {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  const body = (await response.json()) as { token?: string };
  if (!response.ok || !body.token)
    throw new Error(`login of ${credentials.email} answered ${response.status}`);
  return body.token;
}
