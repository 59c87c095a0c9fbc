import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import type { StaffUser } from '@rumo/shared/backoffice/auth';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { backofficeSession } from './session/backoffice-session-store';

export type FetchHandler = (
  url: URL,
  init: RequestInit,
) => Response | Promise<Response> | undefined;

/**
 * A backoffice page rendered as the router shows it, signed in as `user`, with `fetch` stubbed
 * by `handler` (unhandled calls answer 404). Returns the router and the fetch spy.
 */
export function renderBackofficePage(
  element: ReactElement,
  { user, handler, path = '/' }: { user: StaffUser; handler: FetchHandler; path?: string },
) {
  backofficeSession.save({ access_token: 'access-1', refresh_token: 'refresh-1', user });
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const answer = await handler(url, init ?? {});
    return (
      answer ??
      Response.json(
        { statusCode: 404, code: 'NOT_FOUND', message: 'Rota não encontrada.' },
        { status: 404 },
      )
    );
  });
  vi.stubGlobal('fetch', fetchMock);
  const router = createMemoryRouter([{ path: '/', element }], { initialEntries: [path] });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MantineProvider env="test">
        <ModalsProvider labels={{ confirm: 'Confirmar', cancel: 'Cancelar' }}>
          <Notifications />
          <RouterProvider router={router} />
        </ModalsProvider>
      </MantineProvider>
    </QueryClientProvider>,
  );
  return { router, fetchMock };
}

/** The JSON body a call sent. */
export function sentBody(init: RequestInit): unknown {
  return typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
}
