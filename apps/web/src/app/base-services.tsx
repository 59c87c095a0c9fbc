import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { queryClient } from './query-client';

/**
 * Data fetching, one shared client so its cache outlives a change of route tree. Toasts are
 * the root route's (ToastHost); dates and confirm modals come with AppServices.
 */
export function BaseServices({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

/** A pathless layout route giving its children the data client. */
export function BaseServicesOutlet() {
  return (
    <BaseServices>
      <Outlet />
    </BaseServices>
  );
}
