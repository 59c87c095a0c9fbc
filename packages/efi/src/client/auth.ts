import { z } from 'zod';
import { efiInt } from '../schemas/common.js';
import { type EfiRequest, parseReply } from './http.js';

/** `POST /v1/authorize` reply (efi-pay.md §1.2). */
export const authorizeResponseSchema = z.object({
  access_token: z.string().min(1),
  token_type: z.string().optional(),
  expires_in: efiInt.optional(),
  expire_at: efiInt.optional(),
});

/** Renew this long before the token expires, as the official SDK does. */
export const RENEW_BEFORE_MS = 30_000;
const DEFAULT_LIFETIME_S = 600;

export interface TokenSource {
  /** A valid access token, authorizing when none is cached or it is about to expire. */
  token(): Promise<string>;
  /** Forget `token` (Efí answered 401 with it), so the next call authorizes again. */
  invalidate(token: string): void;
}

interface TokenSourceOptions {
  clientId: string;
  clientSecret: string;
  now: () => number;
  send: (request: EfiRequest) => Promise<unknown>;
}

/**
 * OAuth client_credentials with HTTP Basic. The token is cached until 30 s before it
 * expires, and concurrent callers share one authorization request.
 */
export function createTokenSource(options: TokenSourceOptions): TokenSource {
  const basic = Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64');
  let cached: { value: string; renewAt: number } | null = null;
  let pending: Promise<string> | null = null;

  async function authorize(): Promise<string> {
    const startedAt = options.now();
    const reply = parseReply(
      authorizeResponseSchema,
      await options.send({
        method: 'POST',
        path: '/v1/authorize',
        headers: { authorization: `Basic ${basic}` },
        body: { grant_type: 'client_credentials' },
        retry: 'always',
      }),
    );
    const expiresAt =
      reply.expires_in !== undefined
        ? startedAt + reply.expires_in * 1000
        : (reply.expire_at ?? startedAt + DEFAULT_LIFETIME_S * 1000);
    cached = { value: reply.access_token, renewAt: expiresAt - RENEW_BEFORE_MS };
    return reply.access_token;
  }

  return {
    token() {
      if (cached && options.now() < cached.renewAt) return Promise.resolve(cached.value);
      pending ??= authorize().finally(() => {
        pending = null;
      });
      return pending;
    },
    invalidate(token) {
      if (cached?.value === token) cached = null;
    },
  };
}
