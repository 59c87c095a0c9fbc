import { type ChildProcess, spawn } from 'node:child_process';
import { closeSync, openSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:net';

// Child processes of the harness (Rumo, the anchors): each in its own process group, so that
// stopping one also stops what it started (npx -> tsx -> node), and Ctrl+C or an error never
// leaves one behind.

export interface Service {
  name: string;
  url: string;
  pid: number;
  logFile: string;
  /** Stops the service; says how much it logged (request logs are part of its cost). */
  stop(): Promise<void>;
}

const running = new Set<ChildProcess>();

const groupAlive = (pid: number) => {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** SIGTERM to the group's leader (a clean shutdown), SIGKILL to the group after `graceMs`. */
async function stopChild(child: ChildProcess, graceMs = 15_000) {
  const pid = child.pid;
  running.delete(child);
  if (pid === undefined) return;
  if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  const deadline = Date.now() + graceMs;
  while (groupAlive(pid) && Date.now() < deadline) await sleep(100);
  if (groupAlive(pid)) process.kill(-pid, 'SIGKILL');
}

/** Ctrl+C or an error: every service still running stopped as at the end (SIGTERM first). */
export async function stopAll() {
  await Promise.all([...running].map((child) => stopChild(child, 5000)));
}

/** Last resort (process exit): SIGKILL every group still running. */
export function killAllNow() {
  for (const child of running) {
    if (child.pid !== undefined && groupAlive(child.pid)) process.kill(-child.pid, 'SIGKILL');
  }
  running.clear();
}

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

const tail = (file: string) => readFileSync(file, 'utf8').slice(-3000);

/**
 * Runs `command` (a shell command line, exec'd so the leader is the command itself) with its
 * output in `logFile`, and waits until `healthPath` answers 200.
 */
export async function startService(options: {
  name: string;
  command: string;
  env: Record<string, string>;
  port: number;
  logFile: string;
  healthPath: string;
  timeoutMs?: number;
}): Promise<Service> {
  const log = openSync(options.logFile, 'a');
  const child = spawn('bash', ['-c', `exec ${options.command}`], {
    env: { ...process.env, ...options.env },
    stdio: ['ignore', log, log],
    detached: true,
  });
  closeSync(log);
  running.add(child);
  const url = `http://127.0.0.1:${options.port}`;
  const deadline = Date.now() + (options.timeoutMs ?? 120_000);
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      running.delete(child);
      throw new Error(`${options.name} saiu ao iniciar:\n${tail(options.logFile)}`);
    }
    try {
      if ((await fetch(`${url}${options.healthPath}`)).status === 200) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      await stopChild(child, 2000);
      throw new Error(`${options.name} não respondeu a tempo:\n${tail(options.logFile)}`);
    }
    await sleep(200);
  }
  return {
    name: options.name,
    url,
    pid: child.pid ?? 0,
    logFile: options.logFile,
    async stop() {
      await stopChild(child);
      const megabytes = statSync(options.logFile).size / 1e6;
      if (megabytes >= 1)
        console.log(`  ${options.name} escreveu ${megabytes.toFixed(0)} MB de log`);
    },
  };
}
