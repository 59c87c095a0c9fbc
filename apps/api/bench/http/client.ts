import autocannon from 'autocannon';
import { BENCH_COMMENT, type ClientJob, type ClientResult, type RequestSpec } from './types';

// The autocannon client, forked by the harness so that its CPU is neither the server's nor the
// harness's: it receives one ClientJob at a time over IPC and answers with a ClientResult.

const CONFIDENCES = ['on_track', 'at_risk', 'off_track'] as const;
let sequence = 0;

function toRequest(spec: RequestSpec): autocannon.Request {
  let turn = 0;
  const setupRequest = (request: autocannon.Request): autocannon.Request => {
    const path = spec.paths[turn++ % spec.paths.length] ?? '/';
    if (spec.body !== 'check-in') return { ...request, path };
    sequence += 1;
    const body = JSON.stringify({
      value: sequence % 1000,
      confidence: CONFIDENCES[sequence % CONFIDENCES.length],
      comment: BENCH_COMMENT,
    });
    return { ...request, path, body };
  };
  const headers = spec.body ? { 'content-type': 'application/json' } : undefined;
  // A single fixed path needs no setupRequest: autocannon then reuses the built request.
  if (spec.paths.length === 1 && !spec.body) return { method: spec.method, path: spec.paths[0] };
  return { method: spec.method, headers, setupRequest };
}

async function run(job: ClientJob): Promise<ClientResult> {
  const result = await autocannon({
    url: job.baseUrl,
    connections: job.connections,
    duration: job.durationSeconds,
    headers: job.headers,
    requests: job.requests.map(toRequest),
  });
  const statusCodes: Record<string, number> = {};
  for (const [code, stats] of Object.entries(result.statusCodeStats ?? {}))
    statusCodes[code] = stats.count ?? 0;
  return {
    requests: result.requests.total,
    durationSeconds: result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    ok2xx: result['2xx'],
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    statusCodes,
  };
}

process.on('message', (job: ClientJob) => {
  run(job).then(
    (result) => process.send?.({ ok: true, result }),
    (error: unknown) => process.send?.({ ok: false, error: String(error) }),
  );
});
