import '@mantine/core/styles.css';
import '@mantine/charts/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/notifications/styles.css';
import './global.css';
import { MantineProvider } from '@mantine/core';
import { type ReactNode, useEffect, useMemo } from 'react';
import { useLayout } from '../lib/layout/layout-store';
import { buildTheme } from '../lib/theme/build-theme';
import { contrastCssVariables } from '../lib/theme/contrast';
import { loadPresetFont } from '../lib/theme/preset-fonts';

/**
 * What every page needs: the theme. Data fetching, dates, modals and toasts come with the
 * route trees that use them (AppServices), so the landing page loads none of them.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  const { preset, primary, surface, darkTheme } = useLayout().config;
  const theme = useMemo(() => buildTheme({ preset, primary, surface }), [preset, primary, surface]);

  useEffect(() => {
    document.documentElement.dataset.preset = preset.toLowerCase();
    void loadPresetFont(preset);
  }, [preset]);

  return (
    <MantineProvider
      theme={theme}
      forceColorScheme={darkTheme ? 'dark' : 'light'}
      cssVariablesResolver={contrastCssVariables}
    >
      {children}
    </MantineProvider>
  );
}
