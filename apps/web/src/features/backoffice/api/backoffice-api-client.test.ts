import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-error';
import {
  type BackofficeSessionStore,
  createBackofficeSessionStore,
  isStaffAuthenticated,
} from '../session/backoffice-session-store';
import { staffUser } from '../test-fixtures';
import { BACKOFFICE_ERROR_MESSAGES, createBackofficeApi } from './backoffice-api-client';

type Handler = (url: string, init: RequestInit) => Response | Promise<Response>;

const user = staffUser('admin');
const signedIn = { access_token: 'access-1', refresh_token: 'refresh-1', user };
const refreshed = { access_token: 'access-2', refresh_token: 'refresh-2', user };

const unauthorized = () =>
  Response.json(
    { statusCode: 401, code: 'UNAUTHORIZED', message: 'Não autorizado. Faça login novamente.' },
    { status: 401 },
  );
const loginAnswer = (data: typeof signedIn) =>
  Response.json({ success: true, message: 'ok', data });

function bearer(init: RequestInit): string | null {
  return new Headers(init.headers).get('Authorization');
}

function setup(handler: Handler) {
  const session = createBackofficeSessionStore();
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) =>
    handler(String(input), init ?? {}),
  );
  const api = createBackofficeApi({ session, fetch: fetch as typeof globalThis.fetch });
  const notices = vi.fn();
  session.onExpired(notices);
  return { session, fetch, api, notices };
}

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected a rejection');
}

const paths = (fetch: ReturnType<typeof setup>['fetch']) =>
  fetch.mock.calls.map(([url, init]) => `${init?.method} ${String(url)}`);

describe('backoffice API client', () => {
  let session: BackofficeSessionStore;
  beforeEach(() => localStorage.clear());

  it('sends the staff access token and JSON', async () => {
    const ctx = setup((_url, init) => Response.json({ echo: bearer(init) }));
    ctx.session.save(signedIn);
    const response = await ctx.api.post<{ echo: string }>('/backoffice/x', { a: 1 });
    expect(response?.data?.echo).toBe('Bearer access-1');
    const init = ctx.fetch.mock.calls[0]?.[1];
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
    expect(init?.body).toBe('{"a":1}');
    expect(String(ctx.fetch.mock.calls[0]?.[0])).toBe('/api/backoffice/x');
  });

  it('on a 401 with a refresh token refreshes, keeps the new tokens and retries once', async () => {
    const ctx = setup((url, init) => {
      if (url.endsWith('/auth/refresh')) {
        expect(JSON.parse(String(init.body))).toEqual({ refresh_token: 'refresh-1' });
        expect(bearer(init)).toBeNull();
        return loginAnswer(refreshed);
      }
      return bearer(init) === 'Bearer access-2' ? Response.json({ ok: true }) : unauthorized();
    });
    ctx.session.save(signedIn);
    const response = await ctx.api.get<{ ok: boolean }>('/backoffice/plans');
    expect(response?.data).toEqual({ ok: true });
    expect(paths(ctx.fetch)).toEqual([
      'GET /api/backoffice/plans',
      'POST /api/backoffice/auth/refresh',
      'GET /api/backoffice/plans',
    ]);
    expect(ctx.session.getState()).toMatchObject({
      accessToken: 'access-2',
      refreshToken: 'refresh-2',
    });
    expect(ctx.notices).not.toHaveBeenCalled();
  });

  it('on a 401 whose refresh is refused clears the tokens: "Sessão expirada. Faça login novamente."', async () => {
    const ctx = setup((url) =>
      url.endsWith('/auth/refresh')
        ? Response.json(
            {
              statusCode: 401,
              code: 'SESSION_INVALID',
              message: 'Sessão expirada. Faça login novamente.',
            },
            { status: 401 },
          )
        : unauthorized(),
    );
    ctx.session.save(signedIn);
    const error = await rejection(ctx.api.get('/backoffice/plans'));
    expect(error.status).toBe(401);
    expect(error.message).toBe(BACKOFFICE_ERROR_MESSAGES.sessionExpired);
    expect(error.message).toBe('Sessão expirada. Faça login novamente.');
    expect(error.tokenExpired).toBe(true);
    expect(isStaffAuthenticated(ctx.session.getState())).toBe(false);
    expect(localStorage.getItem('backoffice_refresh_token')).toBeNull();
    expect(ctx.notices).toHaveBeenCalledTimes(1);
    expect(paths(ctx.fetch)).toHaveLength(2);
  });

  it('on a 401 that stands after a successful refresh clears the tokens (one retry only)', async () => {
    const ctx = setup((url) =>
      url.endsWith('/auth/refresh') ? loginAnswer(refreshed) : unauthorized(),
    );
    ctx.session.save(signedIn);
    const error = await rejection(ctx.api.get('/backoffice/plans'));
    expect(error.message).toBe('Sessão expirada. Faça login novamente.');
    expect(paths(ctx.fetch)).toEqual([
      'GET /api/backoffice/plans',
      'POST /api/backoffice/auth/refresh',
      'GET /api/backoffice/plans',
    ]);
    expect(isStaffAuthenticated(ctx.session.getState())).toBe(false);
    expect(ctx.notices).toHaveBeenCalledTimes(1);
  });

  it('treats an unreadable refresh answer or an unreachable server as a refused refresh', async () => {
    const ctx = setup((url) =>
      url.endsWith('/auth/refresh') ? Response.json({ nope: 1 }) : unauthorized(),
    );
    ctx.session.save(signedIn);
    expect((await rejection(ctx.api.get('/backoffice/plans'))).message).toBe(
      'Sessão expirada. Faça login novamente.',
    );

    const offline = setup((url) => {
      if (url.endsWith('/auth/refresh')) throw new TypeError('Failed to fetch');
      return unauthorized();
    });
    offline.session.save(signedIn);
    expect((await rejection(offline.api.get('/backoffice/plans'))).message).toBe(
      'Sessão expirada. Faça login novamente.',
    );
    expect(isStaffAuthenticated(offline.session.getState())).toBe(false);
  });

  it('on a 401 without a refresh token clears the tokens: "Não autorizado. Faça login novamente."', async () => {
    const ctx = setup(() => unauthorized());
    ctx.session.save({ ...signedIn, refresh_token: '' });
    const error = await rejection(ctx.api.delete('/backoffice/subscription-plans/p1'));
    expect(error.status).toBe(401);
    expect(error.message).toBe('Não autorizado. Faça login novamente.');
    expect(paths(ctx.fetch)).toEqual(['DELETE /api/backoffice/subscription-plans/p1']);
    expect(isStaffAuthenticated(ctx.session.getState())).toBe(false);
    expect(ctx.notices).toHaveBeenCalledTimes(1);
  });

  it('concurrent 401s share one refresh (a rotated token is never sent twice)', async () => {
    const ctx = setup((url, init) => {
      if (url.endsWith('/auth/refresh')) return loginAnswer(refreshed);
      return bearer(init) === 'Bearer access-2' ? Response.json({ url }) : unauthorized();
    });
    ctx.session.save(signedIn);
    const [a, b] = await Promise.all([ctx.api.get('/backoffice/a'), ctx.api.get('/backoffice/b')]);
    expect(a?.status).toBe(200);
    expect(b?.status).toBe(200);
    expect(paths(ctx.fetch).filter((call) => call.endsWith('/auth/refresh'))).toHaveLength(1);
  });

  it('a call that 401s after another call refreshed retries with the new token', async () => {
    let first = true;
    const ctx = setup((url, init) => {
      if (url.endsWith('/auth/refresh')) throw new Error('must not refresh again');
      if (first) {
        first = false;
        // While this call was in flight another one rotated the tokens.
        session.save(refreshed);
        return unauthorized();
      }
      return Response.json({ token: bearer(init) });
    });
    session = ctx.session;
    ctx.session.save(signedIn);
    const response = await ctx.api.get<{ token: string }>('/backoffice/x');
    expect(response?.data?.token).toBe('Bearer access-2');
  });

  it('rethrows other failures with the API message, default "Erro na requisição"', async () => {
    const ctx = setup((url) =>
      url.endsWith('/with-message')
        ? Response.json(
            {
              statusCode: 403,
              code: 'FORBIDDEN',
              message: 'Você não tem permissão para esta ação.',
            },
            { status: 403 },
          )
        : new Response('upstream down', { status: 502 }),
    );
    ctx.session.save(signedIn);
    const forbidden = await rejection(ctx.api.get('/backoffice/with-message'));
    expect(forbidden.status).toBe(403);
    expect(forbidden.message).toBe('Você não tem permissão para esta ação.');
    const bad = await rejection(ctx.api.post('/backoffice/without'));
    expect(bad.status).toBe(502);
    expect(bad.message).toBe('Erro na requisição');
    // Not a session problem: still signed in, no notice.
    expect(isStaffAuthenticated(ctx.session.getState())).toBe(true);
    expect(ctx.notices).not.toHaveBeenCalled();
  });

  it('lets network failures through unchanged', async () => {
    const ctx = setup(() => {
      throw new TypeError('Failed to fetch');
    });
    ctx.session.save(signedIn);
    await expect(ctx.api.get('/backoffice/x')).rejects.toBeInstanceOf(TypeError);
    expect(isStaffAuthenticated(ctx.session.getState())).toBe(true);
  });

  it('login returns the tokens and user; a refusal carries the API message or "Erro no login"', async () => {
    const ok = setup((_url, init) => {
      expect(bearer(init)).toBeNull();
      return loginAnswer(signedIn);
    });
    await expect(ok.api.login({ email: 'a@b.co', password: 'x' })).resolves.toEqual(signedIn);
    expect(paths(ok.fetch)).toEqual(['POST /api/backoffice/auth/login']);

    const refused = setup(() =>
      Response.json(
        {
          success: false,
          statusCode: 401,
          code: 'INVALID_CREDENTIALS',
          message: 'E-mail ou senha inválidos.',
        },
        { status: 401 },
      ),
    );
    expect((await rejection(refused.api.login({ email: 'a@b.co', password: 'x' }))).message).toBe(
      'E-mail ou senha inválidos.',
    );
    expect(refused.notices).not.toHaveBeenCalled();

    const broken = setup(() => new Response('', { status: 500 }));
    expect((await rejection(broken.api.login({ email: 'a@b.co', password: 'x' }))).message).toBe(
      'Erro no login',
    );
    const odd = setup(() => Response.json({ success: true }));
    expect((await rejection(odd.api.login({ email: 'a@b.co', password: 'x' }))).message).toBe(
      'Erro no login',
    );
  });

  it('verify answers the user; an invalid answer rejects', async () => {
    const ctx = setup(() => Response.json({ data: { valid: true, user } }));
    ctx.session.save(signedIn);
    await expect(ctx.api.verify()).resolves.toEqual(user);

    const invalid = setup(() => Response.json({ data: { valid: false } }));
    invalid.session.save(signedIn);
    expect((await rejection(invalid.api.verify())).message).toBe('Erro na requisição');
  });

  it('logout revokes with the given token and never throws', async () => {
    const ctx = setup((_url, init) => {
      expect(bearer(init)).toBe('Bearer access-1');
      return unauthorized();
    });
    await expect(ctx.api.logout('access-1')).resolves.toBeUndefined();
    expect(paths(ctx.fetch)).toEqual(['POST /api/backoffice/auth/logout']);
    expect(ctx.notices).not.toHaveBeenCalled();
    await ctx.api.logout('');
    expect(ctx.fetch).toHaveBeenCalledTimes(1);
  });
});
