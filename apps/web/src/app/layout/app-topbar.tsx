import { ActionIcon } from '@mantine/core';
import { useClickOutside } from '@mantine/hooks';
import { IconDotsVertical, IconMenu2 } from '@tabler/icons-react';
import { type RefObject, useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { DarkModeToggle } from '../../components/dark-mode-toggle';
import { Logo } from '../../components/logo';
import { TrialBadge } from '../../features/billing/components/trial-badge';
import { SearchLauncher } from '../../features/search/components/search-launcher';
import { layoutStore } from '../../lib/layout/layout-store';
import { paths } from '../../lib/paths';
import { sessionStore } from '../../lib/session-store';
import { AppConfigurator } from './app-configurator';
import layoutClasses from './app-layout.module.css';
import classes from './app-topbar.module.css';
import { UserMenu } from './user-menu';

export function AppTopbar({
  menuToggleRef,
}: {
  menuToggleRef: RefObject<HTMLButtonElement | null>;
}) {
  const [actionsOpen, setActionsOpen] = useState(false);
  // Clicks inside portals (the user menu or configurator opened from the panel) keep it open.
  const actionsRef = useClickOutside<HTMLDivElement>((event) => {
    const target = event.target;
    if (target instanceof Element && target.closest('[data-portal]')) return;
    setActionsOpen(false);
  });
  const { pathname } = useLocation();

  // Spec §4: the session is loaded when the top bar appears.
  useEffect(() => {
    sessionStore.load();
  }, []);

  // A page change folds the small-screen actions panel away.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation
  useEffect(() => setActionsOpen(false), [pathname]);

  return (
    <header className={layoutClasses.topbar}>
      <Link to={paths.dashboard} className={classes.logo} aria-label="Rumo: ir para o Dashboard">
        <Logo size={30} />
      </Link>
      <ActionIcon
        ref={menuToggleRef}
        variant="subtle"
        color="gray"
        size="lg"
        radius="xl"
        aria-label="Alternar menu"
        onClick={() => layoutStore.onMenuToggle(window.innerWidth)}
      >
        <IconMenu2 size={21} />
      </ActionIcon>
      <div className={classes.spacer} />
      <SearchLauncher />
      <div ref={actionsRef} style={{ display: 'contents' }}>
        <ActionIcon
          className={classes.ellipsis}
          variant="subtle"
          color="gray"
          size="lg"
          radius="xl"
          aria-label="Mais opções"
          aria-expanded={actionsOpen}
          onClick={() => setActionsOpen((open) => !open)}
        >
          <IconDotsVertical size={20} />
        </ActionIcon>
        <div className={classes.actions} data-open={actionsOpen || undefined}>
          <TrialBadge />
          <DarkModeToggle />
          <AppConfigurator />
          <UserMenu />
        </div>
      </div>
    </header>
  );
}
