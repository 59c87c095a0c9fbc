import { DatesProvider } from '@mantine/dates';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { Outlet } from 'react-router';
import '../lib/dates';
import { listenForTokenExpiredToast, TOAST_LEAVE_MS } from '../lib/toasts';
import { Z_INDEX } from '../lib/z-index';
import { queryClient } from './query-client';

/**
 * Data fetching (one shared client, so its cache outlives a change of route tree), dates in
 * pt-BR, confirm modals and toasts: loaded with the first route tree that needs them.
 */
export function AppServices({ children }: { children: ReactNode }) {
  useEffect(() => listenForTokenExpiredToast(), []);
  return (
    <QueryClientProvider client={queryClient}>
      <DatesProvider settings={{ locale: 'pt-br', firstDayOfWeek: 0 }}>
        <ModalsProvider labels={{ confirm: 'Confirmar', cancel: 'Cancelar' }}>
          <Notifications
            position="top-right"
            zIndex={Z_INDEX.toast}
            transitionDuration={TOAST_LEAVE_MS}
            classNames={{ notification: 'rumo-toast' }}
          />
          {children}
        </ModalsProvider>
      </DatesProvider>
    </QueryClientProvider>
  );
}

/** A pathless layout route giving its children the services. */
export function AppServicesOutlet() {
  return (
    <AppServices>
      <Outlet />
    </AppServices>
  );
}
