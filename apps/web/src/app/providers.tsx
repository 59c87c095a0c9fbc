import '@mantine/core/styles.css';
import '@mantine/charts/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/notifications/styles.css';
import './global.css';
import { MantineProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect, useMemo } from 'react';
import '../lib/dates';
import { useLayout } from '../lib/layout/layout-store';
import { buildTheme } from '../lib/theme/build-theme';
import { contrastCssVariables } from '../lib/theme/contrast';
import { listenForTokenExpiredToast, TOAST_LEAVE_MS } from '../lib/toasts';
import { Z_INDEX } from '../lib/z-index';
import { queryClient } from './query-client';

export function AppProviders({ children }: { children: ReactNode }) {
  const { preset, primary, surface, darkTheme } = useLayout().config;
  const theme = useMemo(() => buildTheme({ preset, primary, surface }), [preset, primary, surface]);

  useEffect(() => listenForTokenExpiredToast(), []);
  useEffect(() => {
    document.documentElement.dataset.preset = preset.toLowerCase();
  }, [preset]);

  return (
    <QueryClientProvider client={queryClient}>
      <MantineProvider
        theme={theme}
        forceColorScheme={darkTheme ? 'dark' : 'light'}
        cssVariablesResolver={contrastCssVariables}
      >
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
      </MantineProvider>
    </QueryClientProvider>
  );
}
