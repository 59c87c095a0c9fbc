import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type RenderOptions, type RenderResult, render } from '@testing-library/react';
import { type ReactElement, type ReactNode, useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';

/** The providers components expect; Mantine's test env drops transitions and portals. */
function TestProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: false } } }),
  );
  return (
    <QueryClientProvider client={queryClient}>
      <MantineProvider env="test">
        <ModalsProvider labels={{ confirm: 'Confirmar', cancel: 'Cancelar' }}>
          <Notifications />
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
}

type MemoryRouter = ReturnType<typeof createMemoryRouter>;

/** The one render helper of the web tests: data client, Mantine, modals, toasts, and a router. */
export function renderWithProviders(
  ui: ReactElement,
  options: RenderWithProvidersOptions & { at: string },
): RenderResult & { router: MemoryRouter };
export function renderWithProviders(ui: ReactElement, options?: RenderOptions): RenderResult;
export function renderWithProviders(
  ui: ReactElement,
  { at, ...options }: RenderWithProvidersOptions = {},
): RenderResult & { router?: MemoryRouter } {
  if (at === undefined) return render(ui, { wrapper: TestProviders, ...options });
  const path = at.split(/[?#]/)[0] || '/';
  const router = createMemoryRouter([{ path, element: ui }], { initialEntries: [at] });
  return {
    ...render(<RouterProvider router={router} />, { wrapper: TestProviders, ...options }),
    router,
  };
}
