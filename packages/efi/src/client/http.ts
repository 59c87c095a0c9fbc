import type { z } from 'zod';
import { EfiError } from '../errors.js';
import { efiErrorBodySchema } from '../schemas/common.js';

export interface TransportOptions {
  baseUrl: string;
  fetch: typeof fetch;
  timeoutMs: number;
  retries: number;
  retryDelayMs: number;
  sleep: (ms: number) => Promise<void>;
}

/**
 * `always`: the call is safe to repeat (reads, updates, OAuth), so network errors, timeouts
 * and 5xx are retried. `connect`: the call creates money movement and Efí has no idempotency
 * key (efi-pay.md §5.3), so it is retried only when the connection was never made.
 */
export type RetryPolicy = 'always' | 'connect';

export interface EfiRequest {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  query?: Record<string, string | number | undefined | null>;
  body?: unknown;
  headers?: Record<string, string>;
  retry: RetryPolicy;
}

/** Errors raised before any byte reached the server. */
const CONNECT_ERRORS = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH']);

function errorCode(error: unknown): string | undefined {
  const cause = (error as { cause?: { code?: unknown } } | null)?.cause;
  return typeof cause?.code === 'string' ? cause.code : undefined;
}

function buildUrl(baseUrl: string, request: EfiRequest): string {
  const url = new URL(baseUrl.replace(/\/+$/, '') + request.path);
  for (const [key, value] of Object.entries(request.query ?? {})) {
    if (value !== undefined && value !== null && value !== '') {
      url.searchParams.set(key, String(value));
    }
  }
  return url.toString();
}

function apiError(status: number, body: unknown): EfiError {
  const parsed = efiErrorBodySchema.safeParse(body);
  const data = parsed.success ? parsed.data : {};
  const described = data.error_description;
  return new EfiError({
    kind: 'api',
    status,
    code: data.code ?? null,
    error: data.error ?? null,
    description: typeof described === 'string' ? described : (described?.message ?? null),
    property: typeof described === 'object' ? (described?.property ?? null) : null,
  });
}

function readJson(text: string): { ok: true; value: unknown } | { ok: false } {
  if (text.trim() === '') return { ok: true, value: {} };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

async function attempt(options: TransportOptions, request: EfiRequest): Promise<unknown> {
  const headers: Record<string, string> = { accept: 'application/json', ...request.headers };
  if (request.body !== undefined) headers['content-type'] = 'application/json';
  let response: Response;
  let text: string;
  try {
    response = await options.fetch(buildUrl(options.baseUrl, request), {
      method: request.method,
      headers,
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
      signal: AbortSignal.timeout(options.timeoutMs),
    });
    text = await response.text();
  } catch (error) {
    const timedOut = error instanceof Error && error.name === 'TimeoutError';
    throw new EfiError({
      kind: timedOut ? 'timeout' : 'network',
      status: 0,
      code: null,
      error: null,
      description: null,
      property: null,
      cause: error,
    });
  }
  const json = readJson(text);
  if (response.ok && json.ok) return json.value;
  if (response.ok) {
    throw new EfiError({
      kind: 'invalid_response',
      status: response.status,
      code: null,
      error: null,
      description: null,
      property: null,
    });
  }
  throw apiError(response.status, json.ok ? json.value : {});
}

function shouldRetry(error: EfiError, policy: RetryPolicy): boolean {
  if (policy === 'always') return error.transient;
  return error.kind === 'network' && CONNECT_ERRORS.has(errorCode(error.cause) ?? '');
}

/** Sends one request; answers the parsed JSON of a 2xx reply or throws an `EfiError`. */
export async function send(options: TransportOptions, request: EfiRequest): Promise<unknown> {
  for (let tries = 0; ; tries++) {
    try {
      return await attempt(options, request);
    } catch (error) {
      if (!(error instanceof EfiError)) throw error;
      if (tries >= options.retries || !shouldRetry(error, request.retry)) throw error;
      await options.sleep(options.retryDelayMs * 2 ** tries);
    }
  }
}

/** Reads a reply with its schema; a mismatch is an `invalid_response` error. */
export function parseReply<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  throw new EfiError({
    kind: 'invalid_response',
    status: 200,
    code: null,
    error: null,
    description: parsed.error.issues
      .map((issue) => `${issue.path.join('.')}: ${issue.message}`)
      .join('; '),
    property: null,
    cause: parsed.error,
  });
}
