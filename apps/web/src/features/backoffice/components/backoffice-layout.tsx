import { ActionIcon, Burger, Drawer, Tooltip, VisuallyHidden } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconBell } from '@tabler/icons-react';
import { Suspense, useEffect } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { DarkModeToggle } from '../../../components/dark-mode-toggle';
import { PageLoader } from '../../../components/page-loader';
import { showToast } from '../../../lib/toasts';
import { backofficePaths } from '../backoffice-routes';
import { BACKOFFICE_TOASTS } from '../backoffice-toasts';
import { BackofficeBrand } from './backoffice-brand';
import classes from './backoffice-layout.module.css';
import { BackofficeNav } from './backoffice-nav';
import { BackofficeUserMenu } from './backoffice-user-menu';
import { EfiActions } from './efi-actions';

/** Spec §9: the side menu is docked above 991 px; below it opens in a drawer. */
const DESKTOP_QUERY = '(min-width: 992px)';

/** The staff backoffice: top bar, side menu and the page (spec §2). */
export function BackofficeLayout() {
  const [drawerOpened, drawer] = useDisclosure(false);
  const desktop = useMediaQuery(DESKTOP_QUERY) ?? false;
  const { pathname } = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: a page change closes the drawer
  useEffect(() => drawer.close(), [pathname]);

  return (
    <div className={classes.wrapper}>
      <header className={classes.topbar}>
        <Burger
          className={classes.burger}
          opened={drawerOpened}
          onClick={drawer.toggle}
          size="sm"
          aria-label={drawerOpened ? 'Fechar menu' : 'Abrir menu'}
          aria-expanded={drawerOpened}
        />
        {/* Named by what it shows (WCAG 2.5.3); the mark alone, on small screens, shows no text. */}
        <Link
          to={backofficePaths.dashboard}
          className={classes.brand}
          aria-label={desktop ? undefined : 'Rumo Backoffice: ir para o Dashboard'}
        >
          <BackofficeBrand compact={!desktop} />
          {desktop && <VisuallyHidden>: ir para o Dashboard</VisuallyHidden>}
        </Link>
        <div className={classes.spacer} />
        <div className={classes.actions}>
          <EfiActions compact={!desktop} />
          <Tooltip label="Notificações">
            <ActionIcon
              variant="default"
              size="lg"
              radius="xl"
              aria-label="Notificações"
              onClick={() => showToast(BACKOFFICE_TOASTS.notificationsInDevelopment)}
            >
              <IconBell size={19} />
            </ActionIcon>
          </Tooltip>
          <DarkModeToggle />
          <BackofficeUserMenu showName={desktop} />
        </div>
      </header>
      <aside className={classes.sidebar} aria-label="Menu principal do backoffice">
        <BackofficeNav />
      </aside>
      <Drawer
        opened={drawerOpened && !desktop}
        onClose={drawer.close}
        size={288}
        padding="md"
        title={<BackofficeBrand size={26} />}
        closeButtonProps={{ 'aria-label': 'Fechar menu' }}
      >
        <BackofficeNav onNavigate={drawer.close} />
      </Drawer>
      <div className={classes.main}>
        <main className={classes.content}>
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </main>
        <footer className={classes.footer}>
          <strong>Rumo Backoffice</strong>
          <span>© {new Date().getFullYear()}</span>
        </footer>
      </div>
    </div>
  );
}
