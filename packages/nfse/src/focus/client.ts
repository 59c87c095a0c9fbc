import { setTimeout as delay } from 'node:timers/promises';
import { NfseError } from '../errors.js';
import type { NfseProvider, NfseRequest, NfseResult } from '../provider.js';
import { type FocusTransportOptions, readJson, send } from './http.js';
import { type FocusNota, focusNotaSchema, fromFocusNota, toFocusBody } from './wire.js';

export const FOCUS_ENVS = ['homologacao', 'producao'] as const;
export type FocusEnv = (typeof FOCUS_ENVS)[number];

export const FOCUS_BASE_URLS: Record<FocusEnv, string> = {
  homologacao: 'https://homologacao.focusnfe.com.br',
  producao: 'https://api.focusnfe.com.br',
};

export interface FocusNfseClientOptions {
  token: string;
  /** Focus's host for `environment`, or any other (the simulator). */
  baseUrl?: string;
  environment?: FocusEnv;
  fetch?: typeof fetch;
  /** Per attempt; default 15 s. */
  timeoutMs?: number;
  /** Extra attempts of reads on network errors, timeouts and 5xx; default 2. */
  retries?: number;
  retryDelayMs?: number;
}

/** Focus NFe's answers to a second POST of a `ref` it already holds. */
const ALREADY_SENT = new Set(['already_processed', 'em_processamento']);

/** Focus's NFS-e webhook: what Focus POSTs (the nota as `GET` answers it), or null if it is not one. */
export function parseFocusNota(body: unknown, baseUrl: string): NfseResult | null {
  const parsed = focusNotaSchema.safeParse(body);
  return parsed.success ? fromFocusNota(parsed.data, baseUrl) : null;
}

export interface FocusNfseClient extends NfseProvider {
  readonly baseUrl: string;
  /** Registers a webhook (gatilho) for this company's NFS-e: Focus POSTs each nota's JSON to `url`. */
  registerWebhook(input: {
    cnpj: string;
    url: string;
    authorization?: string;
    authorizationHeader?: string;
  }): Promise<{ id: string }>;
}

/** Focus NFe's NFS-e API behind `NfseProvider`. */
export function createFocusNfseClient(options: FocusNfseClientOptions): FocusNfseClient {
  const baseUrl = (
    options.baseUrl ?? FOCUS_BASE_URLS[options.environment ?? 'homologacao']
  ).replace(/\/+$/, '');
  const transport: FocusTransportOptions = {
    baseUrl,
    token: options.token,
    fetch: options.fetch ?? fetch,
    timeoutMs: options.timeoutMs ?? 15_000,
    retries: options.retries ?? 2,
    retryDelayMs: options.retryDelayMs ?? 500,
    sleep: (ms) => delay(ms),
  };

  async function readNota(response: Response): Promise<NfseResult> {
    const parsed = focusNotaSchema.safeParse(await readJson(response));
    if (!parsed.success) {
      throw new NfseError({
        kind: 'invalid_response',
        status: response.status,
        code: null,
        providerMessage: parsed.error.issues.map((issue) => issue.message).join('; '),
      });
    }
    return fromFocusNota(parsed.data as FocusNota, baseUrl);
  }

  const path = (reference: string) => `/v2/nfse/${encodeURIComponent(reference)}`;

  async function get(reference: string): Promise<NfseResult> {
    return readNota(
      await send(transport, { method: 'GET', url: path(reference), retry: 'always' }),
    );
  }

  return {
    name: 'focus',
    baseUrl,
    get,

    async issue(request: NfseRequest): Promise<NfseResult> {
      let response: Response;
      try {
        response = await send(transport, {
          method: 'POST',
          url: `/v2/nfse?ref=${encodeURIComponent(request.reference)}`,
          body: toFocusBody(request),
          retry: 'connect',
        });
      } catch (error) {
        // A 422 refusal of the data is the nota's error, not a failure of the call.
        if (
          error instanceof NfseError &&
          error.status === 422 &&
          error.code &&
          !ALREADY_SENT.has(error.code)
        ) {
          return {
            reference: request.reference,
            status: 'error',
            number: null,
            verificationCode: null,
            issuedAt: null,
            pdfUrl: null,
            xmlUrl: null,
            errors: [{ code: error.code, message: error.providerMessage ?? error.message }],
          };
        }
        // Sent before: the nota Focus holds is the answer (one nota per reference).
        if (!(error instanceof NfseError && error.code && ALREADY_SENT.has(error.code)))
          throw error;
        return get(request.reference);
      }
      return readNota(response);
    },

    async cancel(reference: string, justification: string): Promise<NfseResult> {
      return readNota(
        await send(transport, {
          method: 'DELETE',
          url: path(reference),
          body: { justificativa: justification },
          retry: 'always',
        }),
      );
    },

    async download(url: string): Promise<{ contentType: string; body: Buffer }> {
      const response = await send(transport, { method: 'GET', url, retry: 'always' });
      return {
        contentType: response.headers.get('content-type') ?? 'application/octet-stream',
        body: Buffer.from(await response.arrayBuffer()),
      };
    },

    async registerWebhook(input) {
      const response = await send(transport, {
        method: 'POST',
        url: '/v2/hooks',
        body: {
          cnpj: input.cnpj,
          event: 'nfse',
          url: input.url,
          ...(input.authorization ? { authorization: input.authorization } : {}),
          ...(input.authorizationHeader ? { authorization_header: input.authorizationHeader } : {}),
        },
        retry: 'connect',
      });
      const body = (await readJson(response)) as { id?: unknown };
      return { id: String(body.id ?? '') };
    },
  };
}
