import {
  type StaffLoginBody,
  type StaffUser,
  staffAuthMessages,
  staffLoginResponseSchema,
  staffRefreshResponseSchema,
  staffVerifyResponseSchema,
} from '@rumo/shared/backoffice/auth';
import {
  type ApiResponse,
  type CallOptions,
  createApiClient,
  type DownloadedFile,
} from '../../../lib/api-client';
import { ApiError, messageFromBody } from '../../../lib/api-error';
import {
  type BackofficeSessionStore,
  type BackofficeTokens,
  backofficeSession,
} from '../session/backoffice-session-store';

/** Spec §8 backoffice messages, verbatim. */
export const BACKOFFICE_ERROR_MESSAGES = {
  sessionExpired: staffAuthMessages.invalidRefresh,
  unauthorized: staffAuthMessages.unauthorized,
  requestFailed: 'Erro na requisição',
  loginFailed: 'Erro no login',
} as const;

export interface BackofficeApiDeps {
  session?: BackofficeSessionStore;
  fetch?: typeof fetch;
  basePath?: string;
}

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete' | 'file';

/**
 * The staff API client (spec §4, §7, §8): every call sends the staff access token as a bearer.
 * A 401 with a refresh token tries `POST /backoffice/auth/refresh` once (one refresh at a time,
 * shared by concurrent calls) and retries the call with the new token. A 401 that stands after
 * that clears the tokens, raises the expiry notice and rejects with 'Sessão expirada. Faça login
 * novamente.' (or 'Não autorizado. Faça login novamente.' when there was no refresh token).
 * Other failures reject with the API's message, default 'Erro na requisição'. No toasts or
 * redirects here: the shell listens to the session.
 */
export function createBackofficeApi({
  session = backofficeSession,
  fetch,
  basePath,
}: BackofficeApiDeps = {}) {
  const publicApi = createApiClient({
    basePath,
    fetch,
    getToken: () => '',
    onUnauthorized: () => false,
  }).public;
  let refreshing: Promise<boolean> | null = null;

  /** Exchanges the refresh token for new tokens; concurrent callers share one request. */
  function refresh(): Promise<boolean> {
    const { refreshToken } = session.getState();
    if (!refreshToken) return Promise.resolve(false);
    refreshing ??= (async () => {
      try {
        const response = await publicApi.post('/backoffice/auth/refresh', {
          refresh_token: refreshToken,
        });
        const parsed = staffRefreshResponseSchema.safeParse(response?.data);
        if (!parsed.success) return false;
        session.save(parsed.data.data);
        return true;
      } catch {
        return false;
      } finally {
        refreshing = null;
      }
    })();
    return refreshing;
  }

  async function call<T>(
    method: Method,
    path: string,
    body: unknown,
    options: CallOptions | undefined,
  ): Promise<ApiResponse<T>> {
    let sentToken = '';
    let hadRefreshToken = false;
    const client = createApiClient({
      basePath,
      fetch,
      getToken: () => {
        sentToken = session.getState().accessToken;
        return sentToken;
      },
      onUnauthorized: async () => {
        const { accessToken, refreshToken } = session.getState();
        hadRefreshToken = refreshToken !== '';
        if (!accessToken) return false;
        // Another call refreshed while this one was in flight: retry with the new token.
        if (accessToken !== sentToken) return true;
        return refresh();
      },
    }).auth;
    try {
      if (method === 'get') return await client.get<T>(path, options);
      if (method === 'file') {
        return (await client.file(path, String(body), options)) as ApiResponse<T>;
      }
      return await client[method]<T>(path, body, options);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      if (error.status === 401 && error.tokenExpired) {
        session.expire();
        const message = hadRefreshToken
          ? BACKOFFICE_ERROR_MESSAGES.sessionExpired
          : BACKOFFICE_ERROR_MESSAGES.unauthorized;
        throw new ApiError(401, error.body, message, true);
      }
      throw new ApiError(
        error.status,
        error.body,
        messageFromBody(error.body) ?? BACKOFFICE_ERROR_MESSAGES.requestFailed,
      );
    }
  }

  return {
    get: <T>(path: string, options?: CallOptions) => call<T>('get', path, undefined, options),
    post: <T>(path: string, body?: unknown, options?: CallOptions) =>
      call<T>('post', path, body, options),
    put: <T>(path: string, body?: unknown, options?: CallOptions) =>
      call<T>('put', path, body, options),
    patch: <T>(path: string, body?: unknown, options?: CallOptions) =>
      call<T>('patch', path, body, options),
    delete: <T>(path: string, body?: unknown, options?: CallOptions) =>
      call<T>('delete', path, body, options),
    /** A file (PDF, XML) with the staff token, refreshed on a 401 like any other call. */
    file: async (path: string, accept: string, options?: CallOptions) => {
      const response = await call<DownloadedFile>('file', path, accept, options);
      if (!response?.data) throw new ApiError(response?.status ?? 204, null);
      return response.data;
    },

    /** POST /backoffice/auth/login; a refusal rejects with the API's message or 'Erro no login'. */
    async login(credentials: StaffLoginBody): Promise<BackofficeTokens> {
      try {
        const response = await publicApi.post('/backoffice/auth/login', credentials);
        const parsed = staffLoginResponseSchema.safeParse(response?.data);
        if (!parsed.success) {
          throw new ApiError(
            response?.status ?? 0,
            response?.data ?? null,
            BACKOFFICE_ERROR_MESSAGES.loginFailed,
          );
        }
        return parsed.data.data;
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        throw new ApiError(
          error.status,
          error.body,
          messageFromBody(error.body) ?? BACKOFFICE_ERROR_MESSAGES.loginFailed,
        );
      }
    },

    /**
     * POST /backoffice/auth/logout revokes the tokens. It goes out with an explicit header
     * through the public client: an expired token must not raise the expiry notice on a
     * voluntary exit, and a failure never keeps anyone signed in.
     */
    async logout(accessToken: string): Promise<void> {
      if (!accessToken) return;
      try {
        await publicApi.post('/backoffice/auth/logout', undefined, {
          headers: { Authorization: `Bearer ${accessToken}` },
        });
      } catch {
        // The local session ends either way.
      }
    },

    /** GET /backoffice/auth/verify: the stored token's user, or a rejection. */
    async verify(): Promise<StaffUser> {
      const response = await call<unknown>('get', '/backoffice/auth/verify', undefined, undefined);
      const parsed = staffVerifyResponseSchema.safeParse(response?.data);
      if (!parsed.success) {
        throw new ApiError(
          response?.status ?? 0,
          response?.data ?? null,
          BACKOFFICE_ERROR_MESSAGES.requestFailed,
        );
      }
      return parsed.data.data.user;
    },
  };
}

export type BackofficeApi = ReturnType<typeof createBackofficeApi>;

export const backofficeApi = createBackofficeApi();
