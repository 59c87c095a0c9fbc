import { webhookMessages } from '@rumo/shared/integrations/webhooks';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/database';
import type { JobQueue } from '../../jobs/job-queue';
import type { Clock } from '../../lib/clock';
import { safeFetch, UnsafeUrlError } from '../../lib/safe-fetch';
import { webhookSecretBox } from '../../lib/secret-box';
import type { Mailer } from '../mail/public';
import { webhookDisabledEmail } from './webhook-mail';
import { signedHeaders } from './webhook-secrets';
import { webhookUrlProblem } from './webhook-url';
import {
  activeAdmins,
  disableFailingEndpoint,
  findDeliveryForAttempt,
  markEndpointFailing,
  markEndpointHealthy,
  recordAttempt,
} from './webhooks.repository';
import type { WebhookDeliveryRow, WebhookEndpointRow } from './webhooks.table';

export const WEBHOOK_DELIVERY_QUEUE = 'webhook-delivery';

/** Waits before the 2nd, 3rd… attempt: 7 attempts over about 17.5 hours, then "failed". */
export const RETRY_DELAYS_MS = [
  5_000,
  5 * 60_000,
  30 * 60_000,
  2 * 3_600_000,
  5 * 3_600_000,
  10 * 3_600_000,
] as const;
export const DELIVERY_TIMEOUT_MS = 10_000;
/** An endpoint is turned off after this many failed attempts in a row… */
export const DISABLE_AFTER_FAILURES = 50;
/** …or when every attempt has failed for this long. */
export const DISABLE_AFTER_FAILING_MS = 5 * 86_400_000;
export const RESPONSE_EXCERPT_BYTES = 1024;
/** A bigger answer is cut off and counts as a failure (a receiver answers with little). */
export const RESPONSE_MAX_BYTES = 1024 * 1024;

export interface DeliveryDeps {
  db: Database;
  now: Clock;
  config: Pick<AppConfig, 'jwtSecret' | 'nodeEnv' | 'publicUrl'>;
  mailer: Mailer;
  jobs: JobQueue;
  /** Defaults to DELIVERY_TIMEOUT_MS (tests shorten it). */
  timeoutMs?: number;
}

interface Response {
  httpStatus: number | null;
  responseMs: number;
  excerpt: string | null;
}

const TEXT_TYPES =
  /^(text\/|application\/(json|xml|[\w.+-]+\+(json|xml))|application\/x-www-form-urlencoded)/i;

/** The first KB of a textual body; a binary one is described, not kept. */
async function excerptOf(response: globalThis.Response): Promise<string | null> {
  const type = response.headers.get('content-type') ?? 'text/plain';
  if (!TEXT_TYPES.test(type)) {
    await response.body?.cancel();
    return `(conteúdo não textual: ${type.slice(0, 100)})`;
  }
  const reader = response.body?.getReader();
  if (!reader) return null;
  const chunks: Uint8Array[] = [];
  let size = 0;
  while (size < RESPONSE_EXCERPT_BYTES) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    size += value.byteLength;
  }
  await reader.cancel();
  const text = new TextDecoder('utf-8', { fatal: false }).decode(
    Buffer.concat(chunks).subarray(0, RESPONSE_EXCERPT_BYTES),
  );
  return text.replace(/\uFFFD+$/, '');
}

/** One POST of the signed body: never throws, a network error or timeout is a failed response. */
async function post(
  endpoint: WebhookEndpointRow,
  headers: Record<string, string>,
  body: string,
  deps: DeliveryDeps,
): Promise<Response> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const problem = webhookUrlProblem(endpoint.url, deps.config.nodeEnv === 'production');
  if (problem) return { httpStatus: null, responseMs: 0, excerpt: problem };
  const timeoutMs = deps.timeoutMs ?? DELIVERY_TIMEOUT_MS;
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    const response = await safeFetch(
      endpoint.url,
      {
        method: 'POST',
        headers: {
          ...headers,
          'content-type': 'application/json',
          'user-agent': 'Rumo-Webhooks/1',
        },
        body,
        redirect: 'manual',
        signal,
      },
      {
        allowLoopback: deps.config.nodeEnv !== 'production',
        maxBytes: RESPONSE_MAX_BYTES,
        timeoutMs: timeoutMs + 1000,
      },
    );
    const excerpt = await excerptOf(response);
    return { httpStatus: response.status, responseMs: elapsed(), excerpt };
  } catch (error) {
    let excerpt = 'Falha de conexão com o endpoint.';
    if (signal.aborted) excerpt = `Sem resposta em ${Math.round(timeoutMs / 1000)} s.`;
    else if (error instanceof UnsafeUrlError) excerpt = webhookMessages.urlPrivate;
    return { httpStatus: null, responseMs: elapsed(), excerpt };
  }
}

/** The secrets that sign now: the current one, and the previous one during its 24 h overlap. */
function signingSecrets(endpoint: WebhookEndpointRow, deps: DeliveryDeps): string[] {
  const box = webhookSecretBox(deps.config.jwtSecret);
  const secrets = [box.open(endpoint.secretSealed)];
  if (
    endpoint.previousSecretSealed &&
    endpoint.previousSecretExpiresAt &&
    endpoint.previousSecretExpiresAt.getTime() > deps.now().getTime()
  ) {
    secrets.push(box.open(endpoint.previousSecretSealed));
  }
  return secrets;
}

/**
 * One attempt at a delivery. `retry`: a failure schedules the next attempt (the queue's own
 * deliveries); a manual replay or a test send tries once. Skipped (undefined) when the delivery is
 * gone, already delivered or failed for good (automatic attempts only), or its endpoint is off.
 */
export async function attemptDelivery(
  deps: DeliveryDeps,
  deliveryId: string,
  { retry }: { retry: boolean },
): Promise<WebhookDeliveryRow | undefined> {
  const found = await findDeliveryForAttempt(deps.db, deliveryId);
  if (!found) return undefined;
  const { delivery, endpoint } = found;
  if (retry && (delivery.status !== 'pending' || !endpoint.enabled)) return undefined;

  const at = deps.now();
  const headers = signedHeaders(
    signingSecrets(endpoint, deps),
    delivery.messageId,
    at,
    delivery.payload,
  );
  const response = await post(endpoint, headers, delivery.payload, deps);
  const succeeded =
    response.httpStatus !== null && response.httpStatus >= 200 && response.httpStatus < 300;
  const attempt = delivery.attempt + 1;
  const delay = retry && !succeeded ? RETRY_DELAYS_MS[attempt - 1] : undefined;
  const nextAttemptAt = delay === undefined ? null : new Date(at.getTime() + delay);

  const saved = await recordAttempt(deps.db, delivery.id, {
    status: succeeded ? 'succeeded' : nextAttemptAt ? 'pending' : 'failed',
    attempt,
    httpStatus: response.httpStatus,
    responseMs: response.responseMs,
    responseExcerpt: response.excerpt,
    nextAttemptAt,
    lastAttemptAt: at,
  });
  if (succeeded) {
    await markEndpointHealthy(deps.db, endpoint.id);
  } else {
    await noteFailure(deps, endpoint, at);
  }
  if (nextAttemptAt) {
    await deps.jobs.send(
      WEBHOOK_DELIVERY_QUEUE,
      { deliveryId: delivery.id },
      { startAfter: nextAttemptAt, retryLimit: 0 },
    );
  }
  return saved;
}

/** Counts a failure and turns the endpoint off when the disable rule is met (docs). */
async function noteFailure(deps: DeliveryDeps, endpoint: WebhookEndpointRow, at: Date) {
  const run = await markEndpointFailing(deps.db, endpoint.id, at);
  if (!run?.enabled) return;
  const failingFor = run.failingSince ? at.getTime() - run.failingSince.getTime() : 0;
  const tooMany = run.consecutiveFailures >= DISABLE_AFTER_FAILURES;
  if (!tooMany && failingFor < DISABLE_AFTER_FAILING_MS) return;
  const reason = tooMany
    ? `Desativado automaticamente após ${run.consecutiveFailures} falhas seguidas.`
    : 'Desativado automaticamente: todas as entregas falharam por 5 dias.';
  if (!(await disableFailingEndpoint(deps.db, endpoint.id, reason))) return;
  const admins = await activeAdmins(deps.db, endpoint.companyId);
  for (const admin of admins) {
    await deps.mailer.send(
      deps.db,
      webhookDisabledEmail({
        to: admin.email,
        name: admin.name,
        host: new URL(endpoint.url).host,
        reason,
        link: `${deps.config.publicUrl}/configuracoes?aba=integracoes`,
      }),
    );
  }
}
