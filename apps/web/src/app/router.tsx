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
import type { RouteMeta } from './guard';
import { loadPageComponent } from './page-load-error';
import { RootRoute } from './root-route';
import { PageErrorBoundary, RouteErrorPage } from './route-error-page';
import { CustomerRouteGuard } from './route-guard';

type Loader = () => Promise<Record<string, unknown>>;

/** A lazily loaded route whose module exports the page component under `exportName`. */
function page(
  path: string | null,
  handle: RouteMeta,
  load: Loader,
  exportName: string,
): RouteObject {
  const lazy = async () => ({ Component: await loadPageComponent(load, exportName) });
  return path === null ? { index: true, handle, lazy } : { path, handle, lazy };
}

/** Loads a page through its tree's table of page imports (app/pages): see app-pages.ts. */
function fromTable<Name extends string>(table: () => Promise<Record<Name, Loader>>) {
  return (name: Name): Loader =>
    async () =>
      (await table())[name]();
}

const publicPage = fromTable(async () => (await import('./pages/public-pages')).publicPages);
const authPage = fromTable(async () => (await import('./pages/auth-pages')).authPages);
const appTree = () => import('./pages/app-pages');
const appPage = fromTable(async () => (await appTree()).appPages);

/** The landing page is the one page that needs no data client, toasts or modals. */
const landingPage = page(null, { name: 'landing' }, publicPage('landing'), 'LandingPage');

const publicPages: RouteObject[] = [
  page('planos', { name: 'planos', title: 'Planos e preços' }, publicPage('planos'), 'PlansPage'),
  page(
    'checkout',
    { name: 'checkout', title: 'Finalizar assinatura' },
    publicPage('checkout'),
    'CheckoutPage',
  ),
  page(
    'obrigado',
    { name: 'obrigado', title: 'Assinatura confirmada' },
    publicPage('obrigado'),
    'ThankYouPage',
  ),
  page(
    'proposta',
    { name: 'proposta', title: 'Proposta personalizada' },
    publicPage('proposta'),
    'ProposalPage',
  ),
  page('auth/error', { name: 'error', title: 'Erro' }, publicPage('error'), 'ErrorPage'),
  page(
    'pages/notfound',
    { name: 'notfound', title: 'Página não encontrada' },
    publicPage('notfound'),
    'NotFoundPage',
  ),
];

/** Shown in the app's shell to a signed-in customer, in the site's layout to a visitor. */
const statusPages: RouteObject[] = [
  page(
    'auth/access',
    { name: 'accessDenied', title: 'Acesso negado' },
    appPage('accessDenied'),
    'AccessDeniedPage',
  ),
];

/** Needs no data client or dates: the lightest page a visitor signs in on. */
const loginPage = page(
  'login',
  { name: 'login', title: 'Entrar' },
  () => import('../features/auth/pages/login-page'),
  'LoginPage',
);

const authPages: RouteObject[] = [
  page(
    'register',
    { name: 'register', title: 'Criar conta' },
    authPage('register'),
    'RegisterPage',
  ),
  page(
    'auth/beta-tester',
    { name: 'betaTester', title: 'Beta tester' },
    authPage('betaTester'),
    'BetaTesterPage',
  ),
  page(
    'auth/beta-success',
    { name: 'betaSuccess', title: 'Inscrição recebida' },
    authPage('betaSuccess'),
    'BetaSuccessPage',
  ),
  page('auth/welcome', { name: 'welcome', title: 'Bem-vindo' }, authPage('welcome'), 'WelcomePage'),
  page(
    'auth/email-sent',
    { name: 'emailSent', title: 'E-mail enviado' },
    authPage('emailSent'),
    'EmailSentPage',
  ),
  page(
    'auth/reset-password',
    { name: 'resetPassword', title: 'Redefinir senha' },
    authPage('resetPassword'),
    'ResetPasswordPage',
  ),
  page(
    'notificacoes/cancelar',
    { name: 'unsubscribe', title: 'Cancelar e-mails' },
    authPage('unsubscribe'),
    'UnsubscribePage',
  ),
  page(
    'activate-account',
    { name: 'activateAccount', title: 'Ativar conta' },
    authPage('activateAccount'),
    'ActivateAccountPage',
  ),
  page(
    'activate-account-purchase',
    { name: 'activateAccountPurchase', title: 'Ativar conta' },
    authPage('activateAccountPurchase'),
    'ActivatePurchasePage',
  ),
];

const appPages: RouteObject[] = [
  page(
    'dashboard',
    { name: 'dashboard', title: 'Dashboard' },
    appPage('dashboard'),
    'DashboardPage',
  ),
  page(
    'planejamento',
    { name: 'planejamento', title: 'Planejamento' },
    appPage('planejamento'),
    'PlanningPage',
  ),
  page('okrs', { name: 'okrs', title: 'OKRs' }, appPage('okrs'), 'OkrsPage'),
  page(
    'okrs/:id',
    { name: 'okrDetail', title: 'Objetivo' },
    appPage('okrDetail'),
    'ObjectiveDetailPage',
  ),
  page(
    'okr-evolution',
    { name: 'okrEvolution', title: 'Evolução OKRs' },
    appPage('okrEvolution'),
    'OkrEvolutionPage',
  ),
  page('check-in', { name: 'checkIn', title: 'Check-in' }, appPage('checkIn'), 'CheckInPage'),
  page('times', { name: 'times', title: 'Times' }, appPage('times'), 'TeamsPage'),
  page('times/:id', { name: 'timeDetail', title: 'Time' }, appPage('timeDetail'), 'TeamDetailPage'),
  page(
    'usuarios',
    { name: 'usuarios', title: 'Usuários', requiresAdmin: true },
    appPage('usuarios'),
    'UsersPage',
  ),
  page(
    'configuracoes',
    { name: 'configuracoes', title: 'Configurações', requiresAdmin: true },
    appPage('configuracoes'),
    'SettingsPage',
  ),
  page('perfil', { name: 'perfil', title: 'Meu Perfil' }, appPage('perfil'), 'ProfilePage'),
];

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
      // The customer-facing trees (public site, sign-in pages, app) under one layout-level guard
      // that decides with the customer's session; the backoffice adds its own tree and guard.
      {
        Component: CustomerRouteGuard,
        children: [
          {
            lazy: async () => ({
              Component: (await import('./layout/public-layout')).PublicLayout,
            }),
            children: [
              landingPage,
              {
                lazy: loadBaseServices,
                children: [{ lazy: loadAppExtras, children: publicPages }],
              },
            ],
          },
          {
            // The sign-in pages need no dates or confirm modals, and /login not even the data
            // client: it stays light.
            lazy: async () => ({ Component: (await import('./layout/auth-layout')).AuthLayout }),
            children: [loginPage, { lazy: loadBaseServices, children: authPages }],
          },
          {
            lazy: loadBaseServices,
            children: [
              {
                lazy: loadAppExtras,
                children: [
                  {
                    lazy: async () => ({
                      Component: (await (await appTree()).appLayouts.app()).AppLayout,
                    }),
                    // A page's failure shows inside the layout, which keeps the menu and top bar.
                    children: [{ ErrorBoundary: PageErrorBoundary, children: appPages }],
                  },
                  {
                    lazy: async () => ({
                      Component: (await (await appTree()).appLayouts.status()).StatusLayout,
                    }),
                    children: statusPages,
                  },
                ],
              },
            ],
          },
        ],
      },
      // The backoffice tree is patched in here on its first address (patchBackofficeRoutes).
      // Unknown paths are public so the guard never sends them to login first.
      {
        path: '*',
        handle: { name: 'notfound' },
        element: <Navigate to="/pages/notfound" replace />,
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
