import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import {
  type BackofficeGuardSession,
  resolveBackofficeRedirect,
} from '../../features/backoffice/backoffice-guard';
import {
  BACKOFFICE_PAGE_LOADERS,
  REGISTERED_BACKOFFICE_PAGES,
} from '../../features/backoffice/backoffice-pages';
import {
  BACKOFFICE_LOGIN_NAME,
  BACKOFFICE_PAGE_NAMES,
  BACKOFFICE_PAGES,
  BACKOFFICE_PASSWORD_NAME,
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

/** The registered pages of the backoffice table, each loaded on first visit. */
const pageRoutes: RouteObject[] = BACKOFFICE_PAGE_NAMES.flatMap((name) => {
  const load = BACKOFFICE_PAGE_LOADERS[name];
  if (!load) return [];
  const page = BACKOFFICE_PAGES[name];
  const handle: RouteMeta = {
    name: page.routeName,
    title: backofficeTitle(page.title),
    permission: page.permission,
  };
  const lazy = async () => ({ Component: (await load()) as ComponentType });
  return [page.subpath ? { path: page.subpath, handle, lazy } : { index: true, handle, lazy }];
});

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
        <BackofficeRoot registeredPages={REGISTERED_BACKOFFICE_PAGES} />
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
            lazy: async () => ({
              Component: (await import('../../features/backoffice/pages/backoffice-login-page'))
                .BackofficeLoginPage,
            }),
          },
          {
            path: 'senha',
            handle: {
              name: BACKOFFICE_PASSWORD_NAME,
              title: backofficeTitle('Defina sua senha'),
            } satisfies RouteMeta,
            lazy: async () => ({
              Component: (await import('../../features/backoffice/pages/own-password-page'))
                .OwnPasswordPage,
            }),
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
