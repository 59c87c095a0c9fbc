import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { freePort, type Service, startService } from './processes';

/** The Efí simulator's control secret of every Rumo the bench starts (its billing part pays boletos). */
export const SIMULATOR_SECRET = randomBytes(24).toString('base64url');

/** The compiled production build (what `npm start` runs). */
const DIST_SERVER = 'apps/api/dist/server.js';

/**
 * Rebuilds the API when its sources changed since the last build (as `npm start` does): a run
 * once measured a build left from hours before, without the code it was meant to measure.
 */
export function buildApiIfStale(): void {
  if (process.env.RUMO_SERVER_CMD) return;
  const result = spawnSync('node', ['scripts/build.mjs', '--if-stale', '--only', 'api'], {
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('A compilação da API falhou.');
}

/** `RUMO_SERVER_CMD`, else the compiled build (see buildApiIfStale). */
export function serverCommand(): string {
  return process.env.RUMO_SERVER_CMD ?? `node ${DIST_SERVER}`;
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
  /** False: READ_CACHE=off, every customer read runs its route (what a cache miss costs). */
  readCache: boolean;
  /** Replicas of one deployment share it (a session opened on one is valid on the other). */
  jwtSecret?: string;
}): Promise<Service> {
  const port = await freePort();
  const env: Record<string, string> = {
    NODE_ENV: 'production',
    PORT: String(port),
    JWT_SECRET: options.jwtSecret ?? randomBytes(36).toString('base64url'),
    EFI_SIMULATOR: 'true',
    EFI_SIMULATOR_SECRET: SIMULATOR_SECRET,
    // Notas fiscais on the bundled NFS-e simulator; each bench buyer has its own address.
    NFSE_SIMULATOR: 'true',
    TRUST_PROXY: 'true',
    DATA_DIR: options.dataDir,
    READ_CACHE: options.readCache ? 'on' : 'off',
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
