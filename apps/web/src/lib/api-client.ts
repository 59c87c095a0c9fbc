import { errorMessages } from '@rumo/shared/common/error-messages';
import { ApiError } from './api-error';
import { type SessionStore, sessionStore } from './session-store';
import { TOKEN_EXPIRED_EVENT } from './token-expired-event';

export const API_BASE_PATH = '/api';

/** Spec §7: `null` for 204, otherwise the status and the parsed JSON (or null). */
export type ApiResponse<T> = { status: number; data: T | null } | null;

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

/** Per-call extras: cancellation and additional headers. */
export interface CallOptions {
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

interface RequestOptions extends CallOptions {
  method: Method;
  path: string;
  body?: unknown;
  authenticated: boolean;
  /** A file, not JSON: the answer is a `DownloadedFile` (this `Accept`). */
  file?: string;
}

/** A file the API answered (PDF, XML, CSV) and the name it gave it, if any. */
export interface DownloadedFile {
  blob: Blob;
  fileName: string | null;
}

/** The file name a Content-Disposition header gives, if any. */
export function fileNameFromHeader(header: string | null): string | null {
  const match = header?.match(/filename\*?=(?:UTF-8'')?"?([^";]+)"?/i);
  return match?.[1] ? decodeURIComponent(match[1]) : null;
}

export interface ApiClientDeps {
  basePath?: string;
  fetch?: typeof fetch;
  /** The bearer token of signed-in calls (the customer's by default). */
  getToken?: () => string | Promise<string>;
  /**
   * A signed-in call answered 401. Resolve true to retry it once (a client whose session can be
   * refreshed); false ends the call with the session-expired error.
   */
  onUnauthorized?: (body: unknown) => boolean | Promise<boolean>;
}

/** The customer app's session: the stored token; a 401 ends the session and announces it (spec §8). */
export function customerSessionAuth(
  session: SessionStore = sessionStore,
): Required<Pick<ApiClientDeps, 'getToken' | 'onUnauthorized'>> {
  return {
    getToken: () => session.getState().user.token,
    onUnauthorized: () => {
      console.warn('Token inválido ou expirado. Encerrando a sessão.');
      session.logout();
      window.dispatchEvent(new CustomEvent(TOKEN_EXPIRED_EVENT));
      return false;
    },
  };
}

/** JSON.stringify that drops references back to an ancestor instead of throwing. */
export function stringifyWithoutCycles(value: unknown): string {
  const ancestors: unknown[] = [];
  return JSON.stringify(value, function (this: unknown, _key: string, current: unknown) {
    if (typeof current !== 'object' || current === null) return current;
    // `this` is the object holding `current`: unwind to it so siblings are not mistaken for cycles.
    while (ancestors.length > 0 && ancestors[ancestors.length - 1] !== this) ancestors.pop();
    if (ancestors.includes(current)) return undefined;
    ancestors.push(current);
    return current;
  });
}

async function parseBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

export function createApiClient(deps: ApiClientDeps = {}) {
  const basePath = deps.basePath ?? API_BASE_PATH;
  const customer = customerSessionAuth();
  const getToken = deps.getToken ?? customer.getToken;
  const onUnauthorized = deps.onUnauthorized ?? customer.onUnauthorized;
  const doFetch = deps.fetch ?? ((input, init) => fetch(input, init));

  async function request<T>(options: RequestOptions, retried = false): Promise<ApiResponse<T>> {
    const headers = new Headers({ Accept: options.file ?? 'application/json', ...options.headers });
    let body: BodyInit | undefined;
    if (options.body instanceof FormData) {
      // The browser sets the multipart boundary itself.
      body = options.body;
    } else if (options.body !== undefined) {
      headers.set('Content-Type', 'application/json');
      body = stringifyWithoutCycles(options.body);
    }
    if (options.authenticated) {
      headers.set('Authorization', `Bearer ${await getToken()}`);
    }

    const response = await doFetch(`${basePath}${options.path}`, {
      method: options.method,
      headers,
      body,
      signal: options.signal,
    });

    if (response.status === 204) return null;
    if (options.file && response.ok) {
      const file: DownloadedFile = {
        blob: await response.blob(),
        fileName: fileNameFromHeader(response.headers.get('Content-Disposition')),
      };
      return { status: response.status, data: file as T };
    }
    const data = await parseBody(response);
    if (!response.ok) {
      if (response.status === 401 && options.authenticated) {
        if (!retried && (await onUnauthorized(data))) return request<T>(options, true);
        throw new ApiError(401, data, errorMessages.sessionExpired, true);
      }
      throw new ApiError(response.status, data);
    }
    return { status: response.status, data: data as T | null };
  }

  function methods(authenticated: boolean) {
    const call =
      (method: Method) =>
      <T>(path: string, body?: unknown, options?: CallOptions) =>
        request<T>({ method, path, body, authenticated, ...options });
    return {
      get: <T>(path: string, options?: CallOptions) =>
        request<T>({ method: 'GET', path, authenticated, ...options }),
      post: call('POST'),
      put: call('PUT'),
      patch: call('PATCH'),
      delete: call('DELETE'),
      /** A file download (GET with this `Accept`), refreshed and retried as any call. */
      file: (path: string, accept: string, options?: CallOptions) =>
        request<DownloadedFile>({ method: 'GET', path, authenticated, file: accept, ...options }),
      /** File upload: a multipart POST (spec §7). */
      upload: <T>(path: string, formData: FormData, options?: CallOptions) =>
        request<T>({ method: 'POST', path, body: formData, authenticated, ...options }),
    };
  }

  return { public: methods(false), auth: methods(true) };
}

export type ApiClient = ReturnType<typeof createApiClient>;

const client = createApiClient();
/** Calls without a session (login, register…). */
export const api = client.public;
/** Calls that send the Bearer token of the signed-in user. */
export const authApi = client.auth;

/** Unwraps `{ status, data }` for callers that need the body; a missing body is an error. */
export function requireData<T>(response: ApiResponse<T>): T {
  if (!response || response.data === null) throw new ApiError(response?.status ?? 204, null);
  return response.data;
}
