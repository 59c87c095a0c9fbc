import { type ChildProcess, fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { treeCpuMs } from './cpu';
import type { ClientJob, ClientResult, Target } from './types';

export interface Measurement extends ClientResult {
  round: number;
  /** Position in the run: anchors bracket each target (the nearest before and after it). */
  seq: number;
  reqPerSec: number;
  /** Server CPU (its process tree + PostgreSQL's) per completed request, in ms. */
  cpuMsPerRequest: number;
  /** PostgreSQL's share of it (NaN without a database process to watch). */
  databaseCpuMsPerRequest: number;
}

type Reply = { ok: true; result: ClientResult } | { ok: false; error: string };

/** The autocannon client in its own process (forked with the harness's tsx loader). */
export class LoadClient {
  private readonly child: ChildProcess;

  constructor() {
    this.child = fork(fileURLToPath(new URL('./client.ts', import.meta.url)), {
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
  }

  run(job: ClientJob): Promise<ClientResult> {
    return new Promise((resolve, reject) => {
      const onExit = () => reject(new Error('the autocannon client process ended'));
      this.child.once('exit', onExit);
      this.child.once('message', (reply: Reply) => {
        this.child.off('exit', onExit);
        if (reply.ok) resolve(reply.result);
        else reject(new Error(reply.error));
      });
      this.child.send(job);
    });
  }

  close() {
    if (this.child.exitCode === null) this.child.kill('SIGTERM');
  }
}

const IDLE_SAMPLE_MS = 300;
/** Below this share of one core over a sample, the server and PostgreSQL count as idle. */
const IDLE_SHARE = 0.1;
const SETTLE_MAX_MS = 30_000;

/**
 * Waits until the server has worked off what a run left behind: requests still in flight when
 * autocannon stops (their next statements, 50 queued on PGlite's one connection) must not be
 * billed to the next target. Health answers first, then the CPU of the server and PostgreSQL
 * must fall near idle (bounded: autovacuum may keep PostgreSQL busy for a while).
 */
async function settle(target: Target) {
  const response = await fetch(`${target.baseUrl}${target.settlePath}`, {
    signal: AbortSignal.timeout(120_000),
  });
  await response.arrayBuffer();
  const deadline = Date.now() + SETTLE_MAX_MS;
  while (Date.now() < deadline) {
    const before = treeCpuMs(target.cpuRoots);
    await new Promise((resolve) => setTimeout(resolve, IDLE_SAMPLE_MS));
    if (treeCpuMs(target.cpuRoots) - before <= IDLE_SAMPLE_MS * IDLE_SHARE) return;
  }
}

/** One autocannon run against `target`, with the server's CPU over the run. */
export async function measure(
  client: LoadClient,
  target: Target,
  options: { connections: number; durationSeconds: number; round: number; seq: number },
): Promise<Measurement> {
  const cpuBefore = treeCpuMs(target.cpuRoots);
  const databaseBefore = target.databaseRoots ? treeCpuMs(target.databaseRoots) : Number.NaN;
  const result = await client.run({
    baseUrl: target.baseUrl,
    headers: target.headers,
    requests: target.requests,
    connections: target.connections ?? options.connections,
    durationSeconds: options.durationSeconds,
  });
  const cpuMs = treeCpuMs(target.cpuRoots) - cpuBefore;
  const databaseMs = target.databaseRoots
    ? treeCpuMs(target.databaseRoots) - databaseBefore
    : Number.NaN;
  await settle(target);
  return {
    ...result,
    round: options.round,
    seq: options.seq,
    reqPerSec: result.requests / Math.max(result.durationSeconds, 0.001),
    cpuMsPerRequest: result.requests > 0 ? cpuMs / result.requests : Number.NaN,
    databaseCpuMsPerRequest: result.requests > 0 ? databaseMs / result.requests : Number.NaN,
  };
}
