import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import {
  assertPublicHttpUrl,
  type ResolvedAddress,
  UnsafeUrlError,
  type UrlPolicy,
} from './public-address';

export {
  assertPublicHttpUrl,
  isPublicAddress,
  type ResolvedAddress,
  UnsafeUrlError,
  type UrlPolicy,
  unsafeUrlMessage,
} from './public-address';

export interface SafeFetchOptions extends UrlPolicy {
  /** Redirects followed when the request says `redirect: 'follow'` (the default); each is checked. */
  maxRedirects?: number;
  /** A bigger body is refused (metadata and JWKS are small). */
  maxBytes?: number;
  timeoutMs?: number;
}

export interface SafeRequestInit {
  method?: string;
  headers?: Record<string, string> | Headers;
  body?: string | URLSearchParams | Uint8Array | ArrayBuffer | ReadableStream | null;
  redirect?: 'follow' | 'manual' | 'error';
  signal?: AbortSignal | null;
}

const DEFAULTS = { maxRedirects: 5, maxBytes: 5 * 1024 * 1024, timeoutMs: 10_000 };

/** Connects to the address checked before, whatever the host name resolves to by then. */
function pinnedLookup(address: ResolvedAddress): LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all) callback(null, [address]);
    else callback(null, address.address, address.family);
  };
}

async function requestBody(
  body: SafeRequestInit['body'],
): Promise<string | Uint8Array | undefined> {
  if (body === null || body === undefined) return undefined;
  if (typeof body === 'string' || body instanceof Uint8Array) return body;
  if (body instanceof URLSearchParams) return body.toString();
  return new Uint8Array(await new Response(body).arrayBuffer());
}

async function send(
  url: URL,
  init: SafeRequestInit,
  address: ResolvedAddress,
  options: typeof DEFAULTS,
) {
  const headers = new Headers(init.headers);
  const body = await requestBody(init.body);
  if (init.body instanceof URLSearchParams && !headers.has('content-type')) {
    headers.set('content-type', 'application/x-www-form-urlencoded;charset=UTF-8');
  }
  const signals = [AbortSignal.timeout(options.timeoutMs), ...(init.signal ? [init.signal] : [])];
  return new Promise<{ message: IncomingMessage; body: Buffer }>((resolve, reject) => {
    const request = (url.protocol === 'https:' ? httpsRequest : httpRequest)(
      url,
      {
        method: init.method ?? 'GET',
        headers: Object.fromEntries(headers),
        lookup: pinnedLookup(address),
        signal: AbortSignal.any(signals),
      },
      (message) => {
        const chunks: Buffer[] = [];
        let size = 0;
        message.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > options.maxBytes) {
            request.destroy(new Error(`response larger than ${options.maxBytes} bytes`));
          } else chunks.push(chunk);
        });
        message.on('end', () => resolve({ message, body: Buffer.concat(chunks) }));
        message.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

function toResponse(message: IncomingMessage, body: Buffer): Response {
  const headers = new Headers();
  for (const [name, value] of Object.entries(message.headers)) {
    for (const one of Array.isArray(value) ? value : [value ?? '']) headers.append(name, one);
  }
  const status = message.statusCode ?? 502;
  const empty = status === 204 || status === 205 || status === 304;
  return new Response(empty ? null : new Uint8Array(body), { status, headers });
}

/**
 * `fetch` for URLs a customer typed: resolves the host once, refuses non-public addresses
 * (`assertPublicHttpUrl`), connects to the address it checked (no DNS rebinding in between) and
 * checks each redirect's target the same way. Fits openid-client's and jose's `customFetch`.
 */
export async function safeFetch(
  input: string | URL,
  init: SafeRequestInit = {},
  policy: SafeFetchOptions = { allowLoopback: false },
): Promise<Response> {
  const options = { ...DEFAULTS, ...definedOnly(policy) };
  let url = new URL(input);
  let current = init;
  for (let hop = 0; ; hop += 1) {
    const [address] = await assertPublicHttpUrl(url, policy);
    if (!address) throw new UnsafeUrlError();
    const { message, body } = await send(url, current, address, options);
    const location = message.headers.location;
    const status = message.statusCode ?? 0;
    if (status < 300 || status > 399 || !location || current.redirect === 'manual') {
      return toResponse(message, body);
    }
    if (current.redirect === 'error' || hop >= options.maxRedirects) {
      throw new TypeError(`redirect refused (${status} to ${location})`);
    }
    url = new URL(location, url);
    const asGet =
      status === 303 || ((status === 301 || status === 302) && current.method === 'POST');
    current = asGet ? { ...current, method: 'GET', body: null } : current;
  }
}

function definedOnly(policy: SafeFetchOptions): Partial<typeof DEFAULTS> {
  return Object.fromEntries(
    Object.entries({
      maxRedirects: policy.maxRedirects,
      maxBytes: policy.maxBytes,
      timeoutMs: policy.timeoutMs,
    }).filter(([, value]) => value !== undefined),
  );
}

/** A `fetch`-shaped function bound to a policy, for libraries that take one (`customFetch`). */
export function safeFetcher(policy: SafeFetchOptions) {
  return (input: string | URL, init?: SafeRequestInit) => safeFetch(input, init, policy);
}
