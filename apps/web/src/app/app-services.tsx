import { DatesProvider } from '@mantine/dates';
import { ModalsProvider } from '@mantine/modals';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import '../lib/dates';
import { BaseServices } from './base-services';

/** Dates in pt-BR and confirm modals, for the trees that already have the base services. */
function AppExtras({ children }: { children: ReactNode }) {
  return (
    <DatesProvider settings={{ locale: 'pt-br', firstDayOfWeek: 0 }}>
      <ModalsProvider labels={{ confirm: 'Confirmar', cancel: 'Cancelar' }}>
        {children}
      </ModalsProvider>
    </DatesProvider>
  );
}

/**
 * Data fetching, toasts (BaseServices), dates in pt-BR and confirm modals: loaded with the first
 * route tree that needs them.
 */
export function AppServices({ children }: { children: ReactNode }) {
  return (
    <BaseServices>
      <AppExtras>{children}</AppExtras>
    </BaseServices>
  );
}

/** A pathless layout route adding dates and modals below a BaseServicesOutlet. */
export function AppExtrasOutlet() {
  return (
    <AppExtras>
      <Outlet />
    </AppExtras>
  );
}
