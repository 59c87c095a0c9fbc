import { useMediaQuery } from '@mantine/hooks';
import { Suspense, useEffect, useRef } from 'react';
import { Outlet } from 'react-router';
import { PageLoader } from '../../components/page-loader';
import { BillingAccessBanner } from '../../features/billing/components/billing-access-banner';
import { CompanyDeletionBanner } from '../../features/privacy/components/company-deletion-banner';
import {
  DESKTOP_BREAKPOINT,
  isFloatingMenuOpen,
  isSidebarVisible,
} from '../../lib/layout/layout-state';
import { layoutStore, useLayout } from '../../lib/layout/layout-store';
import classes from './app-layout.module.css';
import { AppSidebar } from './app-sidebar';
import { AppTopbar } from './app-topbar';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';
import { useRefreshSessionUser } from './use-refresh-session-user';
import { useScrollToHash } from './use-scroll-to-hash';

/** A width on the same side of the breakpoint as the window, for the layout rules. */
function useLayoutWidth(): number {
  const desktop = useMediaQuery(`(min-width: ${DESKTOP_BREAKPOINT + 1}px)`, undefined, {
    getInitialValueInEffect: false,
  });
  return desktop ? DESKTOP_BREAKPOINT + 1 : DESKTOP_BREAKPOINT;
}

/** True when a click landed outside both the sidebar and the button that opens it. */
export function isOutsideClick(target: EventTarget | null, ...insiders: (Element | null)[]) {
  if (!(target instanceof Node)) return false;
  return !insiders.some((element) => element?.contains(target));
}

/** The customer app: top bar, sidebar, main area, footer and mask (spec §2). */
export function AppLayout() {
  const layout = useLayout();
  const { config, flags } = layout;
  // A sidebar slid off screen leaves the tab order and the accessibility tree.
  const sidebarHidden = !isSidebarVisible(layout, useLayoutWidth());
  const sidebarRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const menuOpen = isFloatingMenuOpen(flags);
  useRefreshSessionUser();
  useScrollToHash();

  // Spec §2: clicking outside the sidebar closes the overlay and mobile menus.
  useEffect(() => {
    if (!menuOpen) return;
    const onPointerDown = (event: PointerEvent) => {
      if (isOutsideClick(event.target, sidebarRef.current, toggleRef.current)) {
        layoutStore.closeMenus();
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [menuOpen]);

  return (
    <div
      className={classes.wrapper}
      data-menu-mode={config.menuMode}
      data-desktop-inactive={flags.staticMenuDesktopInactive || undefined}
      data-overlay-active={flags.overlayMenuActive || undefined}
      data-mobile-active={flags.staticMenuMobileActive || undefined}
    >
      <SkipLink />
      <AppTopbar menuToggleRef={toggleRef} />
      <AppSidebar ref={sidebarRef} className={classes.sidebar} hidden={sidebarHidden} />
      <div className={classes.main}>
        <main id={MAIN_CONTENT_ID} tabIndex={-1} className={classes.content}>
          <CompanyDeletionBanner />
          <BillingAccessBanner />
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </main>
        <footer className={classes.footer}>
          <strong>Rumo</strong>
          <span>© {new Date().getFullYear()}</span>
        </footer>
      </div>
      {menuOpen && <div className={classes.mask} data-testid="layout-mask" aria-hidden="true" />}
    </div>
  );
}
