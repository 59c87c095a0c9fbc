import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { login, startRumo } from './rumo';
import type { Company } from './seed';

// Issue 24, part 5: two API replicas on one PostgreSQL. A check-in written through replica A must
// show in replica B's cached read at B's next request (the read cache checks the company's data
// version on every request, decision 0015), and a session ended on A must stop answering on B
// within the session cache's 5 s (decision 0011).

/** The documented bounds: next request for the read cache, 5 s for a revoked session. */
export const READ_BOUND_MS = 0;
export const SESSION_BOUND_MS = 5_000;
const POLL_MS = 50;
const GIVE_UP_MS = 15_000;

export interface ReplicaProbe {
  /** B's reads that still answered the old list after A's 201 (0 = seen at once). */
  staleReads: number;
  readSeenAfterMs: number;
  sessionEndedAfterMs: number;
  pass: boolean;
}

const elapsedSince = (start: number) => Math.round(performance.now() - start);

async function json(url: string, token: string, init: RequestInit = {}) {
  const response = await fetch(url, {
    ...init,
    headers: {
      authorization: `Bearer ${token}`,
      ...(init.body ? { 'content-type': 'application/json' } : {}),
    },
  });
  return { status: response.status, body: await response.text() };
}

export async function probeReplicas(env: {
  databaseUrl: string;
  workDir: string;
  company: Company;
}): Promise<ReplicaProbe> {
  const jwtSecret = randomBytes(36).toString('base64url');
  const start = (name: string) =>
    startRumo({
      name,
      databaseUrl: env.databaseUrl,
      dataDir: join(env.workDir, name),
      logDir: env.workDir,
      readCache: true,
      jwtSecret,
    });
  const a = await start('replica-a');
  const b = await start('replica-b');
  try {
    const token = await login(a.url, env.company.login);
    const checkIns = `/api/key-results/${env.company.keyResultId}/check-ins`;
    const comment = `réplica ${randomBytes(6).toString('hex')}`;
    const before = await json(`${b.url}${checkIns}`, token);
    if (before.status !== 200) throw new Error(`replica B answered ${before.status}`);
    const posted = await json(`${a.url}${checkIns}`, token, {
      method: 'POST',
      body: JSON.stringify({ value: 1, confidence: 'on_track', comment }),
    });
    if (posted.status !== 201) throw new Error(`check-in on A answered ${posted.status}`);
    const readStart = performance.now();
    let staleReads = 0;
    while ((await json(`${b.url}${checkIns}`, token)).body.includes(comment) === false) {
      staleReads += 1;
      if (elapsedSince(readStart) > GIVE_UP_MS) break;
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
    const readSeenAfterMs = elapsedSince(readStart);

    await json(`${b.url}/api/auth/me`, token);
    const ended = await json(`${a.url}/api/auth/logout`, token, { method: 'POST' });
    if (ended.status >= 300) throw new Error(`logout on A answered ${ended.status}`);
    const sessionStart = performance.now();
    while ((await json(`${b.url}/api/auth/me`, token)).status !== 401) {
      if (elapsedSince(sessionStart) > GIVE_UP_MS) break;
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
    const sessionEndedAfterMs = elapsedSince(sessionStart);
    return {
      staleReads,
      readSeenAfterMs,
      sessionEndedAfterMs,
      pass: staleReads === READ_BOUND_MS && sessionEndedAfterMs <= SESSION_BOUND_MS + POLL_MS * 4,
    };
  } finally {
    await b.stop();
    await a.stop();
  }
}

export function printReplicaProbe(probe: ReplicaProbe) {
  console.log(
    `\n### Duas réplicas da API, um PostgreSQL\n\n${probe.pass ? 'PASS' : 'FAIL'}: check-in gravado na réplica A visto pela B ${probe.staleReads === 0 ? 'na leitura seguinte' : `após ${probe.staleReads} leituras antigas (${probe.readSeenAfterMs} ms)`} (limite: a leitura seguinte); sessão encerrada na A recusada pela B após ${probe.sessionEndedAfterMs} ms (limite ${SESSION_BOUND_MS} ms).`,
  );
}
