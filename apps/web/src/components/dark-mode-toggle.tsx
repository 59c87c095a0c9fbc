import { ActionIcon, Tooltip } from '@mantine/core';
import { IconMoon, IconSun } from '@tabler/icons-react';
import { layoutStore, useLayout } from '../lib/layout/layout-store';

/** The light/dark switch of every top bar (public site, sign-in pages, app). */
export function DarkModeToggle() {
  const { darkTheme } = useLayout().config;
  const label = darkTheme ? 'Usar tema claro' : 'Usar tema escuro';
  return (
    <Tooltip label={label}>
      <ActionIcon
        variant="default"
        size="lg"
        radius="xl"
        aria-label={label}
        aria-pressed={darkTheme}
        onClick={() => layoutStore.toggleDarkMode()}
      >
        {darkTheme ? <IconSun size={19} /> : <IconMoon size={19} />}
      </ActionIcon>
    </Tooltip>
  );
}
