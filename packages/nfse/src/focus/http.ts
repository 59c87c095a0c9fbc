import { NfseError } from '../errors.js';
import { focusErrorSchema } from './wire.js';

export interface FocusTransportOptions {
  baseUrl: string;
  token: string;
  fetch: typeof fetch;
  timeoutMs: number;
  retries: number;
  retryDelayMs: number;
  sleep: (ms: number) => Promise<void>;
}

/**
 * `always`: safe to repeat (reads, cancel), so network errors, timeouts and 5xx are retried.
 * `connect`: an issue; Focus dedupes by `ref`, but a lost answer is settled by reading, so
 * only a connection never made is retried.
 */
export type RetryPolicy = 'always' | 'connect';

export interface FocusRequest {
  method: 'GET' | 'POST' | 'DELETE';
  /** Path below the base URL, or an absolute URL on the same host (documents). */
  url: string;
  body?: unknown;
  retry: RetryPolicy;
}

const CONNECT_ERRORS = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH']);

/** Focus's token auth: HTTP Basic with the token as the user and an empty password. */
export function basicAuth(token: string): string {
  return `Basic ${Buffer.from(`${token}:`).toString('base64')}`;
}

function resolve(baseUrl: string, url: string): string {
  return /^https?:\/\//.test(url) ? url : `${baseUrl.replace(/\/+$/, '')}${url}`;
}

async function apiError(response: Response): Promise<NfseError> {
  let body: unknown = {};
  try {
    body = JSON.parse(await response.text());
  } catch {
    // Not JSON (a proxy's HTML page): the status says enough.
  }
  const parsed = focusErrorSchema.safeParse(body);
  const data = parsed.success ? parsed.data : {};
  return new NfseError({
    kind: 'api',
    status: response.status,
    code: data.codigo ?? null,
    providerMessage: data.mensagem ?? data.erros?.[0]?.mensagem ?? null,
  });
}

async function attempt(options: FocusTransportOptions, request: FocusRequest): Promise<Response> {
  const url = resolve(options.baseUrl, request.url);
  // The token goes only to Focus's own host, never to a document URL elsewhere (S3).
  const sameHost = new URL(url).origin === new URL(options.baseUrl).origin;
  const headers: Record<string, string> = sameHost
    ? { authorization: basicAuth(options.token) }
    : {};
  if (request.body !== undefined) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await options.fetch(url, {
      method: request.method,
      headers,
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
      signal: AbortSignal.timeout(options.timeoutMs),
    });
  } catch (error) {
    const timedOut = error instanceof Error && error.name === 'TimeoutError';
    throw new NfseError({
      kind: timedOut ? 'timeout' : 'network',
      status: 0,
      code: null,
      providerMessage: null,
      cause: error,
    });
  }
  if (!response.ok) throw await apiError(response);
  return response;
}

function shouldRetry(error: NfseError, policy: RetryPolicy): boolean {
  if (policy === 'always') return error.transient;
  const cause = (error.cause as { cause?: { code?: unknown } } | undefined)?.cause;
  return error.kind === 'network' && CONNECT_ERRORS.has(String(cause?.code ?? ''));
}

/** Sends one request; answers the 2xx response or throws an `NfseError`. */
export async function send(
  options: FocusTransportOptions,
  request: FocusRequest,
): Promise<Response> {
  for (let tries = 0; ; tries++) {
    try {
      return await attempt(options, request);
    } catch (error) {
      if (!(error instanceof NfseError)) throw error;
      if (tries >= options.retries || !shouldRetry(error, request.retry)) throw error;
      await options.sleep(options.retryDelayMs * 2 ** tries);
    }
  }
}

/** Reads a JSON body; a body that is not JSON is an `invalid_response`. */
export async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new NfseError({
      kind: 'invalid_response',
      status: response.status,
      code: null,
      providerMessage: null,
      cause: error,
    });
  }
}
