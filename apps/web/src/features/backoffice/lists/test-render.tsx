import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import type { StaffRole } from '@rumo/shared/backoffice/auth';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { backofficeSession } from '../session/backoffice-session-store';
import { staffUser } from '../test-fixtures';

export type FetchHandler = (url: string, init: RequestInit) => Response | Promise<Response>;

/** A fetch stub that records calls and answers through `handler`. */
export function stubFetch(handler: FetchHandler) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) =>
    handler(String(input), init ?? {}),
  );
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

/** Renders a backoffice page at `path`, signed in as `role`. */
export function renderBackofficePage(Page: ComponentType, path: string, role: StaffRole) {
  backofficeSession.save({
    access_token: 'access-1',
    refresh_token: 'refresh-1',
    user: staffUser(role),
  });
  const pathname = path.split('?')[0] ?? path;
  const router = createMemoryRouter([{ path: pathname, element: <Page /> }], {
    initialEntries: [path],
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MantineProvider env="test">
        <Notifications />
        <RouterProvider router={router} />
      </MantineProvider>
    </QueryClientProvider>,
  );
  return router;
}
