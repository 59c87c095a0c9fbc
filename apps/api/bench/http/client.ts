import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import { BENCH_COMMENT, type ClientJob, type ClientResult, type RequestSpec } from './types';

// The autocannon client, forked by the harness so that its CPU is neither the server's nor the
// harness's: it receives one ClientJob at a time over IPC and answers with a ClientResult.

const CONFIDENCES = ['on_track', 'at_risk', 'off_track'] as const;
let sequence = 0;
/** Keeps e-mails unique across runs on one database. */
const RUN = Date.now().toString(36);

/** A new company buying by boleto: its own e-mail and, as every buyer, its own address. */
function boletoCheckout(planId: string) {
  sequence += 1;
  const n = sequence;
  const body = JSON.stringify({
    planId,
    idempotencyKey: randomUUID(),
    buyer: {
      name: 'Marta Compradora',
      email: `compra-${RUN}-${n}@bench.test`,
      company: `Empresa Bench ${n}`,
      document: '529.982.247-25',
      phone: '(11) 98765-4321',
      birthDate: '1985-04-12',
    },
    address: {
      zipcode: '01310-100',
      street: 'Avenida Paulista',
      number: '1000',
      complement: '',
      neighborhood: 'Bela Vista',
      city: 'São Paulo',
      state: 'SP',
    },
    payment: { method: 'boleto' },
  });
  const address = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
  return { body, headers: { 'content-type': 'application/json', 'x-forwarded-for': address } };
}

function checkIn() {
  sequence += 1;
  return JSON.stringify({
    value: sequence % 1000,
    confidence: CONFIDENCES[sequence % CONFIDENCES.length],
    comment: BENCH_COMMENT,
  });
}

function toRequest(spec: RequestSpec): autocannon.Request {
  let turn = 0;
  const setupRequest = (request: autocannon.Request): autocannon.Request => {
    const index = turn++ % spec.paths.length;
    const path = spec.paths[index] ?? '/';
    if (spec.bodies) return { ...request, path, body: spec.bodies[index] };
    if (spec.body === 'boleto-checkout')
      return { ...request, path, ...boletoCheckout(spec.planId ?? '') };
    if (spec.body === 'check-in') return { ...request, path, body: checkIn() };
    return { ...request, path };
  };
  const headers = spec.body || spec.bodies ? { 'content-type': 'application/json' } : undefined;
  // A single fixed path needs no setupRequest: autocannon then reuses the built request.
  if (spec.paths.length === 1 && !spec.body && !spec.bodies)
    return { method: spec.method, path: spec.paths[0] };
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
