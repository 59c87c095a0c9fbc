import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const SERVER_ENTRY = fileURLToPath(new URL('../server.ts', import.meta.url));
const TSX = fileURLToPath(new URL('../../../../node_modules/.bin/tsx', import.meta.url));

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  output: () => string;
  /** Resolves with the exit code. */
  exited: Promise<number | null>;
  /** Kills the process if still running and removes its data folder. */
  dispose(): Promise<void>;
}

/**
 * The real server (`server.ts` through tsx, or `command`, e.g. a compiled one) as a child
 * process on a free loopback port, with a fresh DATA_DIR; in production mode so that no demo
 * data is seeded.
 */
export async function startServerProcess(
  env: Record<string, string> = {},
  [command, ...args]: [string, ...string[]] = [TSX, SERVER_ENTRY],
): Promise<ServerProcess> {
  const port = await freePort();
  const dataDir = await mkdtemp(join(tmpdir(), 'rumo-server-'));
  const child = spawn(command, args, {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      EFI_SIMULATOR: 'true',
      EFI_SIMULATOR_SECRET: 's'.repeat(32),
      JWT_SECRET: 'x'.repeat(48),
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group: tsx runs the server in a child of its own, which a SIGKILL of tsx
    // alone left running (still writing the DATA_DIR being deleted, its output mixed in).
    detached: true,
  });
  const killGroup = () => {
    try {
      if (child.pid) process.kill(-child.pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
  };
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      // No caller gets a handle to dispose of: do not leave the server running.
      killGroup();
      await exited;
      await rm(dataDir, { recursive: true, force: true });
      throw new Error(`server did not start:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    child,
    output: () => output,
    exited,
    async dispose() {
      if (child.exitCode === null) {
        killGroup();
        await exited;
      }
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
