import { Suspense, useEffect, useRef } from 'react';
import { Outlet } from 'react-router';
import { PageLoader } from '../../components/page-loader';
import { BillingAccessBanner } from '../../features/billing/components/billing-access-banner';
import { CompanyDeletionBanner } from '../../features/privacy/components/company-deletion-banner';
import { isFloatingMenuOpen } from '../../lib/layout/layout-state';
import { layoutStore, useLayout } from '../../lib/layout/layout-store';
import classes from './app-layout.module.css';
import { AppSidebar } from './app-sidebar';
import { AppTopbar } from './app-topbar';
import { useRefreshSessionUser } from './use-refresh-session-user';

/** True when a click landed outside both the sidebar and the button that opens it. */
export function isOutsideClick(target: EventTarget | null, ...insiders: (Element | null)[]) {
  if (!(target instanceof Node)) return false;
  return !insiders.some((element) => element?.contains(target));
}

/** The customer app: top bar, sidebar, main area, footer and mask (spec §2). */
export function AppLayout() {
  const { config, flags } = useLayout();
  const sidebarRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const menuOpen = isFloatingMenuOpen(flags);
  useRefreshSessionUser();

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
      <AppTopbar menuToggleRef={toggleRef} />
      <AppSidebar ref={sidebarRef} className={classes.sidebar} />
      <div className={classes.main}>
        <main className={classes.content}>
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
