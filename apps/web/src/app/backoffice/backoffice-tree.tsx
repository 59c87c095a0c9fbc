import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import {
  type BackofficeGuardSession,
  resolveBackofficeRedirect,
} from '../../features/backoffice/backoffice-guard';
import {
  BACKOFFICE_LOGIN_NAME,
  BACKOFFICE_PAGE_NAMES,
  BACKOFFICE_PAGES,
  BACKOFFICE_PASSWORD_NAME,
  type BackofficePageName,
  backofficePaths,
  backofficeTitle,
} from '../../features/backoffice/backoffice-routes';
import { BackofficeRoot } from '../../features/backoffice/components/backoffice-root';
import {
  isStaffAuthenticated,
  useBackofficeSession,
} from '../../features/backoffice/session/backoffice-session-store';
import { AppServices } from '../app-services';
import type { RouteMeta } from '../guard';
import { createRouteGuard } from '../route-guard';

function useBackofficeGuardSession(): BackofficeGuardSession {
  const state = useBackofficeSession();
  return {
    authenticated: isStaffAuthenticated(state),
    permissions: state.user?.permissions ?? null,
    mustChangePassword: state.user?.mustChangePassword === true,
  };
}

/** Spec §2 backoffice guard, deciding with the staff session (never the customer's). */
const BackofficeRouteGuard = createRouteGuard(
  useBackofficeGuardSession,
  resolveBackofficeRedirect,
  backofficePaths.login,
);

/** The backoffice's page modules, each loaded on first visit. */
const pageModules = import.meta.glob<ComponentType>('../../features/backoffice/pages/*-page.tsx', {
  import: 'default',
});

/** A route's lazy component: `features/backoffice/pages/<page>.tsx`'s default export. */
function lazyPage(page: string) {
  const load = pageModules[`../../features/backoffice/pages/${page}.tsx`];
  if (!load) throw new Error(`Backoffice page ${page}: no such module with a default export`);
  return async () => ({ Component: await load() });
}

/** Every page of the backoffice's registry (BACKOFFICE_PAGES), inside its layout. */
const pageRoutes: RouteObject[] = BACKOFFICE_PAGE_NAMES.map((name) => {
  const page = BACKOFFICE_PAGES[name];
  const handle: RouteMeta = {
    name: page.routeName,
    title: backofficeTitle(page.title),
    permission: page.permission,
  };
  const lazy = lazyPage(page.page);
  return page.subpath ? { path: page.subpath, handle, lazy } : { index: true, handle, lazy };
});

/** The router registers every page of the registry: the menu and shortcuts may link to each. */
const REGISTERED_PAGES: ReadonlySet<BackofficePageName> = new Set(BACKOFFICE_PAGE_NAMES);

/**
 * The third route tree (public and customer are the others): its own root, guard, layout and
 * session. The app router patches it in on the first backoffice address, so none of this is in
 * the public or customer chunks.
 */
export const backofficeRoutes: RouteObject[] = [
  {
    id: 'backoffice',
    path: 'xyz/backoffice',
    element: (
      <AppServices>
        <BackofficeRoot registeredPages={REGISTERED_PAGES} />
      </AppServices>
    ),
    children: [
      {
        Component: BackofficeRouteGuard,
        children: [
          {
            path: 'login',
            handle: {
              name: BACKOFFICE_LOGIN_NAME,
              title: backofficeTitle('Entrar'),
            } satisfies RouteMeta,
            lazy: lazyPage('backoffice-login-page'),
          },
          {
            path: 'senha',
            handle: {
              name: BACKOFFICE_PASSWORD_NAME,
              title: backofficeTitle('Defina sua senha'),
            } satisfies RouteMeta,
            lazy: lazyPage('own-password-page'),
          },
          {
            lazy: async () => ({
              Component: (await import('../../features/backoffice/components/backoffice-layout'))
                .BackofficeLayout,
            }),
            children: pageRoutes,
          },
          // A backoffice address without a page: the guard sends strangers to the login,
          // staff to the dashboard.
          {
            path: '*',
            handle: { name: 'backoffice-notfound' } satisfies RouteMeta,
            element: <Navigate to={backofficePaths.dashboard} replace />,
          },
        ],
      },
    ],
  },
];
