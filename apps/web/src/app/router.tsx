import type { ComponentType } from 'react';
import {
  createBrowserRouter,
  type DataRouteObject,
  Navigate,
  type PatchRoutesOnNavigationFunction,
  type RouteObject,
} from 'react-router';
import { PageLoader } from '../components/page-loader';
import { isBackofficeAddress } from '../features/backoffice/backoffice-base-path';
import { setNavigator, setPendingPath } from '../lib/navigation';
import { type CustomerPage, customerPages } from '../lib/pages';
import { paths } from '../lib/paths';
import type { RouteMeta } from './guard';
import { loadPageComponent } from './page-load-error';
import { RootRoute } from './root-route';
import { PageErrorBoundary, RouteErrorPage } from './route-error-page';
import { CustomerRouteGuard, VisitorRouteGuard } from './route-guard';

/** Every customer page's module, loaded on first visit (the backoffice's come with its tree). */
const pageModules = import.meta.glob<ComponentType>(
  ['../features/*/pages/*-page.tsx', '!../features/backoffice/**'],
  { import: 'default' },
);

/** A page's route, from its registry entry (lib/pages.ts). */
function pageRoute(name: string, page: CustomerPage): RouteObject {
  const load = pageModules[`../features/${page.page.replace('/', '/pages/')}.tsx`];
  if (!load) throw new Error(`Page ${name}: features/${page.page} has no default export`);
  const handle: RouteMeta = { name, title: page.title, access: page.access };
  const lazy = async () => ({ Component: await loadPageComponent(load) });
  const path = page.path.slice(1);
  return path === '' ? { index: true, handle, lazy } : { path, handle, lazy };
}

type Layout = CustomerPage['layout'];

/** The routes of a layout's pages (the light ones or the others), visitor-only pages guarded. */
function pagesIn(layout: Layout, light: boolean): RouteObject[] {
  const pages = (Object.entries(customerPages) as [string, CustomerPage][]).filter(
    ([, page]) => page.layout === layout && ('light' in page && page.light === true) === light,
  );
  const visitorOnly = pages.filter(([, page]) => page.access === 'visitor');
  const routes = pages
    .filter(([, page]) => page.access !== 'visitor')
    .map(([name, page]) => pageRoute(name, page));
  if (visitorOnly.length === 0) return routes;
  const guarded = visitorOnly.map(([name, page]) => pageRoute(name, page));
  return [{ Component: VisitorRouteGuard, children: guarded }, ...routes];
}

/** Data client and toasts for the route trees below it (see BaseServices). */
const loadBaseServices = async () => ({
  Component: (await import('./base-services')).BaseServicesOutlet,
});

/** Dates and confirm modals, below the base services (see AppServices). */
const loadAppExtras = async () => ({
  Component: (await import('./app-services')).AppExtrasOutlet,
});

export const ROOT_ROUTE_ID = 'root';

export const routes: RouteObject[] = [
  {
    id: ROOT_ROUTE_ID,
    Component: RootRoute,
    ErrorBoundary: RouteErrorPage,
    HydrateFallback: PageLoader,
    children: [
      // The public site and the sign-in pages: public by their place, outside the sign-in guard.
      {
        lazy: async () => ({
          Component: (await import('./layout/public-layout')).PublicLayout,
        }),
        children: [
          ...pagesIn('site', true),
          {
            lazy: loadBaseServices,
            children: [{ lazy: loadAppExtras, children: pagesIn('site', false) }],
          },
        ],
      },
      {
        // The sign-in pages need no dates or confirm modals, and /login not even the data
        // client: it stays light.
        lazy: async () => ({ Component: (await import('./layout/auth-layout')).AuthLayout }),
        children: [
          ...pagesIn('auth', true),
          { lazy: loadBaseServices, children: pagesIn('auth', false) },
        ],
      },
      {
        lazy: loadBaseServices,
        children: [
          {
            lazy: loadAppExtras,
            children: [
              {
                // The customer app: every page below it needs a signed-in customer.
                Component: CustomerRouteGuard,
                children: [
                  {
                    lazy: async () => ({
                      Component: (await import('./layout/app-layout')).AppLayout,
                    }),
                    // A page's failure shows inside the layout, which keeps the menu and top bar.
                    children: [
                      { ErrorBoundary: PageErrorBoundary, children: pagesIn('app', false) },
                    ],
                  },
                ],
              },
              {
                // Public: in the app's shell for a signed-in customer, the site's for a visitor.
                lazy: async () => ({
                  Component: (await import('./layout/status-layout')).StatusLayout,
                }),
                children: pagesIn('status', false),
              },
            ],
          },
        ],
      },
      // The backoffice tree is patched in here on its first address (patchBackofficeRoutes).
      // Unknown paths are public: outside the sign-in guard, they never go to login first.
      {
        path: '*',
        handle: { name: 'notfound' } satisfies RouteMeta,
        element: <Navigate to={paths.notFound} replace />,
      },
    ],
  },
];

/**
 * Lazy route discovery: the backoffice's routes, guard, layout and session arrive with its own
 * chunk the first time an address under /xyz/backoffice is opened.
 */
export const patchBackofficeRoutes: PatchRoutesOnNavigationFunction = async ({
  path,
  matches,
  patch,
}) => {
  if (!isBackofficeAddress(new URL(path, 'http://rumo.local').pathname)) return;
  if (matches.some((match) => (match.route as DataRouteObject).id === 'backoffice')) return;
  const { backofficeRoutes } = await import('./backoffice/backoffice-tree');
  patch(ROOT_ROUTE_ID, backofficeRoutes);
};

export function createAppRouter() {
  const router = createBrowserRouter(routes, { patchRoutesOnNavigation: patchBackofficeRoutes });
  setNavigator((to, options) => {
    void router.navigate(to, options);
  });
  setPendingPath(() => {
    const to = router.state.navigation.location;
    return to ? `${to.pathname}${to.search}${to.hash}` : null;
  });
  return router;
}
