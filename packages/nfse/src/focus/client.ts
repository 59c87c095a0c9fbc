import { setTimeout as delay } from 'node:timers/promises';
import { NfseError } from '../errors.js';
import type { NfseProvider, NfseRequest, NfseResult } from '../provider.js';
import { type FocusTransportOptions, readJson, send } from './http.js';
import { nationalServiceCode, toFocusNfsenBody } from './nacional.js';
import { type FocusNota, focusNotaSchema, fromFocusNota, toFocusBody } from './wire.js';

export const FOCUS_ENVS = ['homologacao', 'producao'] as const;
export type FocusEnv = (typeof FOCUS_ENVS)[number];

/**
 * Which of Focus's NFS-e APIs: `municipal` (`/v2/nfse`, the ABRASF-like layout each
 * municipality's system speaks) or `nacional` (`/v2/nfsen`, the NFS-e Padrão Nacional's DPS).
 */
export const FOCUS_LAYOUTS = ['municipal', 'nacional'] as const;
export type FocusLayout = (typeof FOCUS_LAYOUTS)[number];

export const FOCUS_BASE_URLS: Record<FocusEnv, string> = {
  homologacao: 'https://homologacao.focusnfe.com.br',
  producao: 'https://api.focusnfe.com.br',
};

export interface FocusNfseClientOptions {
  token: string;
  /** Focus's host for `environment`, or any other (the simulator). */
  baseUrl?: string;
  environment?: FocusEnv;
  /** Default `nacional`: every municipality takes the national layout from 2026. */
  layout?: FocusLayout;
  fetch?: typeof fetch;
  /** Per attempt; default 15 s. */
  timeoutMs?: number;
  /** Extra attempts of reads on network errors, timeouts and 5xx; default 2. */
  retries?: number;
  retryDelayMs?: number;
  /** Clock for the national DPS's emission instant; default the real one. */
  now?: () => Date;
}

/**
 * Focus NFe's answers to a second POST of a `ref` it already holds: municipal
 * `already_processed`, national `nfe_autorizada` / `nfe_cancelada`, both `em_processamento`.
 */
const ALREADY_SENT = new Set([
  'already_processed',
  'em_processamento',
  'nfe_autorizada',
  'nfe_cancelada',
]);

/** A nota refused before it reached the provider or by the provider's first validation. */
function refused(reference: string, code: string, message: string): NfseResult {
  return {
    reference,
    status: 'error',
    number: null,
    verificationCode: null,
    issuedAt: null,
    pdfUrl: null,
    xmlUrl: null,
    errors: [{ code, message }],
  };
}

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
  const layout = options.layout ?? 'nacional';
  const now = options.now ?? (() => new Date());
  const resource = layout === 'nacional' ? '/v2/nfsen' : '/v2/nfse';

  /** `reference` fills in the `ref` the national cancellation's answer leaves out. */
  async function readNota(response: Response, reference?: string): Promise<NfseResult> {
    const body = await readJson(response);
    const parsed = focusNotaSchema.safeParse(
      reference && typeof body === 'object' && body !== null ? { ref: reference, ...body } : body,
    );
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

  const path = (reference: string) => `${resource}/${encodeURIComponent(reference)}`;

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
      let body: unknown;
      if (layout === 'municipal') body = toFocusBody(request);
      else {
        const code = nationalServiceCode(request);
        if (!code) {
          return refused(
            request.reference,
            'codigo_tributacao_nacional_ausente',
            `Informe o código de tributação nacional do serviço: o item ${request.service.itemListaServico} da LC 116 não tem um código nacional único.`,
          );
        }
        body = toFocusNfsenBody(request, code, now());
      }
      let response: Response;
      try {
        response = await send(transport, {
          method: 'POST',
          url: `${resource}?ref=${encodeURIComponent(request.reference)}`,
          body,
          retry: 'connect',
        });
      } catch (error) {
        // A refusal of the data (422; the national API answers 400) is the nota's error,
        // not a failure of the call.
        if (
          error instanceof NfseError &&
          (error.status === 422 || error.status === 400) &&
          error.code &&
          !ALREADY_SENT.has(error.code)
        ) {
          return refused(request.reference, error.code, error.providerMessage ?? error.message);
        }
        // Sent before: the nota Focus holds is the answer (one nota per reference).
        if (!(error instanceof NfseError && error.code && ALREADY_SENT.has(error.code)))
          throw error;
        return get(request.reference);
      }
      return readNota(response);
    },

    async cancel(reference: string, justification: string): Promise<NfseResult> {
      let response: Response;
      try {
        response = await send(transport, {
          method: 'DELETE',
          url: path(reference),
          body: { justificativa: justification },
          retry: 'always',
        });
      } catch (error) {
        // The national API refuses a second cancellation (400 nfe_cancelada): already done.
        if (error instanceof NfseError && error.code === 'nfe_cancelada') return get(reference);
        throw error;
      }
      if (layout === 'municipal') return readNota(response);
      // The national answer is only `{ status, erros }`: the nota's numbers come from a read,
      // with the refusal's messages when the cancellation was refused.
      const answer = await readNota(response, reference);
      const nota = await get(reference);
      return answer.errors.length > 0 ? { ...nota, errors: answer.errors } : nota;
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
          // The national API's notas have their own event (nfsen).
          event: layout === 'nacional' ? 'nfsen' : 'nfse',
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
