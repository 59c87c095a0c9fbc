import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type RenderOptions, type RenderResult, render } from '@testing-library/react';
import { type ReactElement, type ReactNode, useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';

/** The providers components expect; Mantine's test env drops transitions and portals. */
function TestProviders({ children, toasts }: { children: ReactNode; toasts: boolean }) {
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: false } } }),
  );
  return (
    <QueryClientProvider client={queryClient}>
      <MantineProvider env="test">
        <ModalsProvider labels={{ confirm: 'Confirmar', cancel: 'Cancelar' }}>
          {toasts && <Notifications />}
          {children}
        </ModalsProvider>
      </MantineProvider>
    </QueryClientProvider>
  );
}

export interface RenderWithProvidersOptions extends RenderOptions {
  /**
   * Shows `ui` as the page at this address, in a memory router (its route is the address's
   * path): for components that read the address or link. The router is returned.
   */
  at?: string;
  /** Shows Mantine's toasts (notifications.show), for tests that read them. */
  toasts?: boolean;
}

type MemoryRouter = ReturnType<typeof createMemoryRouter>;

/** The one render helper of the web tests: data client, Mantine, modals, toasts, and a router. */
export function renderWithProviders(
  ui: ReactElement,
  options: RenderWithProvidersOptions & { at: string },
): RenderResult & { router: MemoryRouter };
export function renderWithProviders(
  ui: ReactElement,
  options?: Omit<RenderWithProvidersOptions, 'at'>,
): RenderResult;
export function renderWithProviders(
  ui: ReactElement,
  { at, toasts = false, ...options }: RenderWithProvidersOptions = {},
): RenderResult & { router?: MemoryRouter } {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <TestProviders toasts={toasts}>{children}</TestProviders>
  );
  if (at === undefined) return render(ui, { wrapper, ...options });
  const path = at.split(/[?#]/)[0] || '/';
  const router = createMemoryRouter([{ path, element: ui }], { initialEntries: [at] });
  return {
    ...render(<RouterProvider router={router} />, { wrapper, ...options }),
    router,
  };
}
