import { ActionIcon } from '@mantine/core';
import { IconMoon, IconSun } from '@tabler/icons-react';
import { layoutStore, useLayout } from '../lib/layout/layout-store';
import classes from './dark-mode-toggle.module.css';
import { DARK_MODE_LABELS } from './dark-mode-toggle-labels';

/**
 * The light/dark switch of every top bar (public site, sign-in pages, app). Both icons are
 * rendered and the colour scheme shows one, and the hint is CSS: the prerendered landing page
 * toggles it with a few lines of script, and no positioning library reaches the public pages.
 */
export function DarkModeToggle() {
  const { darkTheme } = useLayout().config;
  const label = darkTheme ? DARK_MODE_LABELS.toLight : DARK_MODE_LABELS.toDark;
  return (
    <ActionIcon
      variant="default"
      size="lg"
      radius="xl"
      className={classes.toggle}
      aria-label={label}
      aria-pressed={darkTheme}
      data-dark-mode-toggle
      onClick={() => layoutStore.toggleDarkMode()}
    >
      <IconSun size={19} className="mantine-light-hidden" aria-hidden />
      <IconMoon size={19} className="mantine-dark-hidden" aria-hidden />
    </ActionIcon>
  );
}
