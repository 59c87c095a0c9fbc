import { notifications } from '@mantine/notifications';
import type { SessionUser } from '@rumo/shared/auth/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient, customerSessionAuth, stringifyWithoutCycles } from './api-client';
import { ApiError, hasErrorCode } from './api-error';
import { setNavigator } from './navigation';
import { createSessionStore, USER_STORAGE_KEY } from './session-store';
import {
  listenForTokenExpiredToast,
  resetTokenExpiredSuppression,
  TOKEN_EXPIRED_EVENT,
} from './toasts';

const signedIn: SessionUser = {
  id: 'u1',
  name: 'Ana',
  email: 'ana@empresa.com.br',
  token: 'secret-token',
  role: 'user',
  avatar: null,
  phone: null,
  position: null,
  company: 'Empresa',
  id_team: null,
};

function jsonResponse(status: number, body?: unknown) {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

function setup(response: Response) {
  const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(response);
  const session = createSessionStore();
  session.save(signedIn);
  const client = createApiClient({ fetch: fetchMock, ...customerSessionAuth(session) });
  const sent = () => {
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    return { url, init: init as RequestInit, headers: new Headers(init?.headers) };
  };
  return { client, session, fetchMock, sent };
}

describe('api client', () => {
  const navigate = vi.fn();

  beforeEach(() => setNavigator(navigate));
  afterEach(() => {
    setNavigator(null);
    navigate.mockReset();
    vi.restoreAllMocks();
    vi.useRealTimers();
    resetTokenExpiredSuppression();
  });

  it('calls /api without a token on public calls', async () => {
    const { client, sent } = setup(jsonResponse(200, { ok: true }));
    const result = await client.public.get<{ ok: boolean }>('/health');
    expect(result).toEqual({ status: 200, data: { ok: true } });
    expect(sent().url).toBe('/api/health');
    expect(sent().init.method).toBe('GET');
    expect(sent().headers.get('Authorization')).toBeNull();
    expect(sent().headers.get('Accept')).toBe('application/json');
  });

  it('sends the Bearer token on authenticated calls', async () => {
    const { client, sent } = setup(jsonResponse(200, {}));
    await client.auth.get('/auth/me');
    expect(sent().headers.get('Authorization')).toBe('Bearer secret-token');
  });

  it.each(['post', 'put', 'patch', 'delete'] as const)('%s sends JSON', async (method) => {
    const { client, sent } = setup(jsonResponse(200, {}));
    await client.auth[method]('/things/1', { name: 'OKR' });
    expect(sent().init.method).toBe(method.toUpperCase());
    expect(sent().headers.get('Content-Type')).toBe('application/json');
    expect(sent().init.body).toBe('{"name":"OKR"}');
  });

  it('drops circular references but keeps repeated siblings', async () => {
    const shared = { id: 1 };
    const body: Record<string, unknown> = { a: shared, b: shared, nested: { list: [shared] } };
    body.self = body;
    (body.nested as Record<string, unknown>).parent = body;
    const { client, sent } = setup(jsonResponse(200, {}));
    await client.public.post('/x', body);
    expect(JSON.parse(sent().init.body as string)).toEqual({
      a: { id: 1 },
      b: { id: 1 },
      nested: { list: [{ id: 1 }] },
    });
    expect(stringifyWithoutCycles([1, 'a', null])).toBe('[1,"a",null]');
  });

  it('uploads FormData without forcing a JSON content type', async () => {
    const { client, sent } = setup(jsonResponse(200, { avatar: 'avatars/a.png' }));
    const form = new FormData();
    form.append('avatar', new Blob(['x'], { type: 'image/png' }), 'a.png');
    const result = await client.auth.upload('/profile/avatar', form);
    expect(sent().init.method).toBe('POST');
    expect(sent().init.body).toBe(form);
    expect(sent().headers.get('Content-Type')).toBeNull();
    expect(sent().headers.get('Authorization')).toBe('Bearer secret-token');
    expect(result).toEqual({ status: 200, data: { avatar: 'avatars/a.png' } });
  });

  it('answers null for 204', async () => {
    const { client } = setup(new Response(null, { status: 204 }));
    await expect(client.auth.put('/profile/password', {})).resolves.toBeNull();
  });

  it('answers data null for an empty or non-JSON body', async () => {
    const empty = setup(new Response('', { status: 202 }));
    await expect(empty.client.public.post('/auth/forgot-password', {})).resolves.toEqual({
      status: 202,
      data: null,
    });
    const text = setup(new Response('<html>', { status: 200 }));
    await expect(text.client.public.get('/x')).resolves.toEqual({ status: 200, data: null });
  });

  it('raises an error with the status, the body and its message', async () => {
    const body = {
      statusCode: 409,
      code: 'EMAIL_TAKEN',
      message: 'Já existe uma conta com este e-mail.',
    };
    const { client } = setup(jsonResponse(409, body));
    const error = await client.public.post('/auth/register', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, body, message: body.message, tokenExpired: false });
  });

  it("defaults the message to 'Erro desconhecido'", async () => {
    const { client } = setup(new Response('oops', { status: 500 }));
    await expect(client.public.get('/x')).rejects.toMatchObject({
      status: 500,
      body: null,
      message: 'Erro desconhecido',
    });
  });

  it('exposes validation issues', async () => {
    const issues = [{ path: 'email', message: 'Informe um e-mail válido.' }];
    const { client } = setup(
      jsonResponse(400, {
        statusCode: 400,
        code: 'VALIDATION',
        message: 'Dados inválidos.',
        issues,
      }),
    );
    const error = (await client.public
      .post('/auth/login', {})
      .catch((e: unknown) => e)) as ApiError;
    expect(error.issues).toEqual(issues);
  });

  it('ends the session on a 401 of a signed-in call', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const onEvent = vi.fn();
    window.addEventListener(TOKEN_EXPIRED_EVENT, onEvent);
    const { client, session } = setup(jsonResponse(401, { message: 'Token inválido' }));

    const error = await client.auth.get('/auth/me').catch((e: unknown) => e);

    window.removeEventListener(TOKEN_EXPIRED_EVENT, onEvent);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 401,
      message: 'Sessão expirada. Você será redirecionado para o login.',
      tokenExpired: true,
    });
    expect(warn).toHaveBeenCalled();
    expect(session.getState().user.token).toBe('');
    expect(localStorage.getItem(USER_STORAGE_KEY)).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/login', { replace: true });
    expect(onEvent).toHaveBeenCalledTimes(1);
  });

  it('retries a 401 once when the owner of the session renewed it (the backoffice refreshes)', async () => {
    const fetchMock = vi
      .fn<typeof fetch>()
      .mockResolvedValueOnce(jsonResponse(401, { message: 'Token expirado' }))
      .mockResolvedValueOnce(jsonResponse(200, { ok: true }))
      .mockResolvedValueOnce(jsonResponse(401, { message: 'Token expirado' }))
      .mockResolvedValueOnce(jsonResponse(401, { message: 'Token expirado' }));
    let token = 'velho';
    const onUnauthorized = vi.fn(() => {
      token = 'novo';
      return true;
    });
    const client = createApiClient({ fetch: fetchMock, getToken: () => token, onUnauthorized });

    expect(await client.auth.get('/backoffice/auth/me')).toEqual({
      status: 200,
      data: { ok: true },
    });
    const authorization = (call: number) =>
      new Headers(fetchMock.mock.calls[call]?.[1]?.headers).get('Authorization');
    expect([authorization(0), authorization(1)]).toEqual(['Bearer velho', 'Bearer novo']);
    // A second 401 right after the retry ends the call: no loop.
    await expect(client.auth.get('/backoffice/auth/me')).rejects.toMatchObject({
      status: 401,
      tokenExpired: true,
    });
    expect(fetchMock).toHaveBeenCalledTimes(4);
    expect(onUnauthorized).toHaveBeenCalledTimes(2);
  });

  it('keeps the session on a 402 of a read-only company and exposes its code', async () => {
    const message = 'O pagamento da assinatura está em atraso.';
    const { client, session } = setup(
      jsonResponse(402, { statusCode: 402, code: 'SUBSCRIPTION_INACTIVE', message }),
    );
    const error = await client.auth.post('/objectives', {}).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 402, message, code: 'SUBSCRIPTION_INACTIVE' });
    expect(hasErrorCode(error, 'SUBSCRIPTION_INACTIVE')).toBe(true);
    expect(session.getState().user.token).toBe('secret-token');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('keeps the session on a 401 of a public call such as a wrong password', async () => {
    const { client, session } = setup(jsonResponse(401, { message: 'E-mail ou senha inválidos.' }));
    await expect(client.public.post('/auth/login', {})).rejects.toMatchObject({
      status: 401,
      message: 'E-mail ou senha inválidos.',
      tokenExpired: false,
    });
    expect(session.getState().user.token).toBe('secret-token');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('shows the expiry toast once per 10 s through the window event', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const show = vi.spyOn(notifications, 'show').mockReturnValue('id');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-01-01T12:00:00Z'));
    const stop = listenForTokenExpiredToast();
    const fail = () =>
      setup(jsonResponse(401))
        .client.auth.get('/x')
        .catch(() => undefined);

    await fail();
    await fail();
    expect(show).toHaveBeenCalledTimes(1);
    expect(show).toHaveBeenCalledWith(
      expect.objectContaining({
        message: 'Sessão expirada. Você será redirecionado para o login.',
        color: 'orange',
        autoClose: 5000,
      }),
    );

    vi.setSystemTime(new Date('2026-01-01T12:00:10Z'));
    window.dispatchEvent(new CustomEvent(TOKEN_EXPIRED_EVENT));
    expect(show).toHaveBeenCalledTimes(2);
    stop();
  });
});
