import { spawnSync } from 'node:child_process';
import pg from 'pg';

// Issue 24: the bench measures PostgreSQL as production runs it (fsync, synchronous_commit and
// full_page_writes on). `npm run bench:http` wraps the run in `scripts/pg-test.sh run`, whose
// server is tuned for the tests (durability off); unless `--unsafe-durability` is given, the
// bench starts its own server with PG_TEST_DURABILITY=durable and stops it at the end.

const SETTINGS = ['fsync', 'synchronous_commit', 'full_page_writes'] as const;

export interface PostgresServer {
  serverUrl: string;
  pgDir: string;
  /** The settings as the server reports them (`SHOW`), for the report's header. */
  settings: Record<(typeof SETTINGS)[number], string>;
  /** Stops the server this module started (no-op for the one `pg-test.sh run` owns). */
  stop: () => void;
}

async function showSettings(serverUrl: string): Promise<PostgresServer['settings']> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const entries: [string, string][] = [];
    for (const name of SETTINGS) {
      const { rows } = await client.query(`SHOW ${name}`);
      entries.push([name, String(rows[0][name])]);
    }
    return Object.fromEntries(entries) as PostgresServer['settings'];
  } finally {
    await client.end();
  }
}

const isDurable = (settings: PostgresServer['settings']) =>
  SETTINGS.every((name) => settings[name] === 'on');

function startDurable(): { serverUrl: string; pgDir: string } {
  const result = spawnSync('bash', ['scripts/pg-test.sh', 'start'], {
    env: { ...process.env, PG_TEST_DURABILITY: 'durable' },
    stdio: ['ignore', 'pipe', 'inherit'],
    encoding: 'utf8',
  });
  const serverUrl = /TEST_DATABASE_URL=(\S+)/.exec(result.stdout)?.[1];
  const pgDir = /PG_TEST_DIR=(\S+)/.exec(result.stdout)?.[1];
  if (result.status !== 0 || !serverUrl || !pgDir)
    throw new Error('PostgreSQL durável não iniciou (scripts/pg-test.sh start)');
  return { serverUrl, pgDir };
}

/** The server to measure: durable unless `unsafe`, checked with SHOW either way. */
export async function postgresServer(
  unsafe: boolean,
  given: { serverUrl: string; pgDir: string },
): Promise<PostgresServer> {
  const settings = await showSettings(given.serverUrl);
  if (unsafe || isDurable(settings)) return { ...given, settings, stop: () => {} };
  const started = startDurable();
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    spawnSync('bash', ['scripts/pg-test.sh', 'stop', started.pgDir], { stdio: 'inherit' });
  };
  try {
    const durable = await showSettings(started.serverUrl);
    if (!isDurable(durable)) throw new Error(`PostgreSQL não está durável: ${describe(durable)}`);
    return { ...started, settings: durable, stop };
  } catch (error) {
    stop();
    throw error;
  }
}

const describe = (settings: PostgresServer['settings']) =>
  SETTINGS.map((name) => `${name}=${settings[name]}`).join(', ');

/** The header line: which durability the figures were measured with. */
export function durabilityLabel(settings: PostgresServer['settings']): string {
  return isDurable(settings)
    ? `PostgreSQL durável (padrão de produção: ${describe(settings)})`
    : `PostgreSQL SEM durabilidade (--unsafe-durability: ${describe(settings)}); números não valem para produção`;
}
