import { EfiError } from '../errors.js';
import { createTokenSource } from './auth.js';
import type { Call } from './call.js';
import { chargesApi, type EfiChargesApi } from './charges.js';
import { parseReply, send, type TransportOptions } from './http.js';
import { type EfiNotificationsApi, notificationsApi } from './notifications.js';
import { type EfiPlansApi, plansApi } from './plans.js';
import { type EfiSubscriptionsApi, subscriptionsApi } from './subscriptions.js';

/** Efí's API Cobranças hosts (efi-pay.md §1.1). */
export const EFI_BASE_URLS = {
  production: 'https://cobrancas.api.efipay.com.br',
  sandbox: 'https://cobrancas-h.api.efipay.com.br',
} as const;

export interface EfiClientOptions {
  /** Efí's host (see `EFI_BASE_URLS`) or the simulator's, e.g. `http://127.0.0.1:3000/efi-sim`. */
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  /** Defaults to the global `fetch`. */
  fetch?: typeof fetch;
  /** Per attempt; default 15 s. */
  timeoutMs?: number;
  /** Extra attempts after a network error, timeout or 5xx; default 2. Never after a 4xx. */
  retries?: number;
  /** First back-off delay, doubled on each retry; default 300 ms. */
  retryDelayMs?: number;
  /** Clock for the token cache; default `Date.now`. */
  now?: () => number;
}

export interface EfiClient
  extends EfiPlansApi,
    EfiSubscriptionsApi,
    EfiChargesApi,
    EfiNotificationsApi {
  /** Gets (or reuses) an access token: a cheap check of the credentials, e.g. at start-up. */
  authorize(): Promise<void>;
}

export function createEfiClient(options: EfiClientOptions): EfiClient {
  const transport: TransportOptions = {
    baseUrl: options.baseUrl,
    fetch: options.fetch ?? ((input, init) => fetch(input, init)),
    timeoutMs: options.timeoutMs ?? 15_000,
    retries: options.retries ?? 2,
    retryDelayMs: options.retryDelayMs ?? 300,
    sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  };
  const tokens = createTokenSource({
    clientId: options.clientId,
    clientSecret: options.clientSecret,
    now: options.now ?? Date.now,
    send: (request) => send(transport, request),
  });

  const call: Call = async (request, schema) => {
    for (let renewed = false; ; renewed = true) {
      const token = await tokens.token();
      const headers = { ...request.headers, authorization: `Bearer ${token}` };
      try {
        return parseReply(schema, await send(transport, { ...request, headers }));
      } catch (error) {
        // A 401 with a cached token means Efí dropped it: authorize again once.
        if (renewed || !(error instanceof EfiError) || error.status !== 401) throw error;
        tokens.invalidate(token);
      }
    }
  };

  return {
    async authorize() {
      await tokens.token();
    },
    ...plansApi(call),
    ...subscriptionsApi(call),
    ...chargesApi(call),
    ...notificationsApi(call),
  };
}
