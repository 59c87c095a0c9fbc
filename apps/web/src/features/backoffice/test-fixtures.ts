import {
  DEFAULT_STAFF_PERMISSIONS,
  type StaffRole,
  type StaffUser,
} from '@rumo/shared/backoffice/auth';
import { vi } from 'vitest';
import { backofficeSession } from './session/backoffice-session-store';

/** A staff member as the API answers it, for the backoffice's unit tests. */
export function staffUser(
  role: StaffRole = 'admin',
  overrides: Partial<StaffUser> = {},
): StaffUser {
  return {
    id: `staff-${role}`,
    name: 'Ana Souza',
    email: `${role}@backoffice.rumo.demo`,
    role,
    permissions: { ...DEFAULT_STAFF_PERMISSIONS[role] },
    status: 'active',
    lastLoginAt: null,
    mustChangePassword: false,
    ...overrides,
  };
}

/** Signs `user` in to the backoffice, as the login would. */
export function signInStaff(user: StaffUser): void {
  backofficeSession.save({ access_token: 'access-1', refresh_token: 'refresh-1', user });
}

export type FetchHandler = (
  url: URL,
  init: RequestInit,
) => Response | Promise<Response> | undefined;

/**
 * Stubs `fetch` with `handler` (calls it leaves unanswered get a 404) and records the calls.
 */
export function stubFetch(handler: FetchHandler) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const answer = await handler(new URL(String(input), 'http://localhost'), init ?? {});
    return (
      answer ??
      Response.json(
        { statusCode: 404, code: 'NOT_FOUND', message: 'Rota não encontrada.' },
        { status: 404 },
      )
    );
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    fetchMock,
    /** The query of each GET whose path is exactly `path`. */
    queries(path: string): URLSearchParams[] {
      return fetchMock.mock.calls
        .map(([url]) => String(url))
        .filter((url) => url.split('?')[0] === path)
        .map((url) => new URLSearchParams(url.split('?')[1] ?? ''));
    },
    posts(): string[] {
      return fetchMock.mock.calls
        .filter(([, init]) => init?.method && init.method !== 'GET')
        .map(([url, init]) => `${init?.method} ${String(url)}`);
    },
  };
}

/** The JSON body a call sent. */
export function sentBody(init: RequestInit): unknown {
  return typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
}
