import {
  createBrowserRouter,
  type DataRouteObject,
  Navigate,
  type PatchRoutesOnNavigationFunction,
  type RouteObject,
} from 'react-router';
import { PageLoader } from '../components/page-loader';
import { isBackofficeAddress } from '../features/backoffice/backoffice-base-path';
import { setNavigator } from '../lib/navigation';
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

/** The landing page is the one page that needs no data client, toasts or modals. */
const landingPage = page(
  null,
  { name: 'landing' },
  () => import('../features/landing/landing-page'),
  'LandingPage',
);

const publicPages: RouteObject[] = [
  page(
    'planos',
    { name: 'planos', title: 'Planos e preços' },
    () => import('../features/checkout/components/plans-page'),
    'PlansPage',
  ),
  page(
    'checkout',
    { name: 'checkout', title: 'Finalizar assinatura' },
    () => import('../features/checkout/components/checkout-page'),
    'CheckoutPage',
  ),
  page(
    'obrigado',
    { name: 'obrigado', title: 'Assinatura confirmada' },
    () => import('../features/checkout/components/thank-you-page'),
    'ThankYouPage',
  ),
  page(
    'proposta',
    { name: 'proposta', title: 'Proposta personalizada' },
    () => import('../features/leads/components/proposal-page'),
    'ProposalPage',
  ),
  page(
    'auth/error',
    { name: 'error', title: 'Erro' },
    () => import('../features/status/error-page'),
    'ErrorPage',
  ),
  page(
    'pages/notfound',
    { name: 'notfound', title: 'Página não encontrada' },
    () => import('../features/status/not-found-page'),
    'NotFoundPage',
  ),
];

/** Shown in the app's shell to a signed-in customer, in the site's layout to a visitor. */
const statusPages: RouteObject[] = [
  page(
    'auth/access',
    { name: 'accessDenied', title: 'Acesso negado' },
    () => import('../features/status/access-denied-page'),
    'AccessDeniedPage',
  ),
];

/** Needs no data client or dates: the lightest page a visitor signs in on. */
const loginPage = page(
  'login',
  { name: 'login', title: 'Entrar' },
  () => import('../features/auth/components/login-page'),
  'LoginPage',
);

const authPages: RouteObject[] = [
  page(
    'register',
    { name: 'register', title: 'Criar conta' },
    () => import('../features/auth/components/register-page'),
    'RegisterPage',
  ),
  page(
    'auth/beta-tester',
    { name: 'betaTester', title: 'Beta tester' },
    () => import('../features/leads/components/beta-tester-page'),
    'BetaTesterPage',
  ),
  page(
    'auth/beta-success',
    { name: 'betaSuccess', title: 'Inscrição recebida' },
    () => import('../features/leads/components/beta-success-page'),
    'BetaSuccessPage',
  ),
  page(
    'auth/welcome',
    { name: 'welcome', title: 'Bem-vindo' },
    () => import('../features/auth/components/welcome-page'),
    'WelcomePage',
  ),
  page(
    'auth/email-sent',
    { name: 'emailSent', title: 'E-mail enviado' },
    () => import('../features/auth/components/email-sent-page'),
    'EmailSentPage',
  ),
  page(
    'auth/reset-password',
    { name: 'resetPassword', title: 'Redefinir senha' },
    () => import('../features/auth/components/reset-password-page'),
    'ResetPasswordPage',
  ),
  page(
    'notificacoes/cancelar',
    { name: 'unsubscribe', title: 'Cancelar e-mails' },
    () => import('../features/notifications/unsubscribe-page'),
    'UnsubscribePage',
  ),
  page(
    'activate-account',
    { name: 'activateAccount', title: 'Ativar conta' },
    () => import('../features/auth/components/activate-account-page'),
    'ActivateAccountPage',
  ),
  page(
    'activate-account-purchase',
    { name: 'activateAccountPurchase', title: 'Ativar conta' },
    () => import('../features/checkout/components/activate-purchase-page'),
    'ActivatePurchasePage',
  ),
];

const appPages: RouteObject[] = [
  page(
    'dashboard',
    { name: 'dashboard', title: 'Dashboard' },
    () => import('../features/dashboard/dashboard-page'),
    'DashboardPage',
  ),
  page(
    'planejamento',
    { name: 'planejamento', title: 'Planejamento' },
    () => import('../features/planning/planning-page'),
    'PlanningPage',
  ),
  page(
    'okrs',
    { name: 'okrs', title: 'OKRs' },
    () => import('../features/okrs/okrs-page'),
    'OkrsPage',
  ),
  page(
    'okrs/:id',
    { name: 'okrDetail', title: 'Objetivo' },
    () => import('../features/okrs/objective-detail-page'),
    'ObjectiveDetailPage',
  ),
  page(
    'okr-evolution',
    { name: 'okrEvolution', title: 'Evolução OKRs' },
    () => import('../features/okr-evolution/okr-evolution-page'),
    'OkrEvolutionPage',
  ),
  page(
    'check-in',
    { name: 'checkIn', title: 'Check-in' },
    () => import('../features/check-in/check-in-page'),
    'CheckInPage',
  ),
  page(
    'times',
    { name: 'times', title: 'Times' },
    () => import('../features/teams/teams-page'),
    'TeamsPage',
  ),
  page(
    'times/:id',
    { name: 'timeDetail', title: 'Time' },
    () => import('../features/teams/team-detail-page'),
    'TeamDetailPage',
  ),
  page(
    'usuarios',
    { name: 'usuarios', title: 'Usuários', requiresAdmin: true },
    () => import('../features/users/users-page'),
    'UsersPage',
  ),
  page(
    'configuracoes',
    { name: 'configuracoes', title: 'Configurações', requiresAdmin: true },
    () => import('../features/settings/settings-page'),
    'SettingsPage',
  ),
  page(
    'perfil',
    { name: 'perfil', title: 'Meu Perfil' },
    () => import('../features/profile/components/profile-page'),
    'ProfilePage',
  ),
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
                      Component: (await import('./layout/app-layout')).AppLayout,
                    }),
                    // A page's failure shows inside the layout, which keeps the menu and top bar.
                    children: [{ ErrorBoundary: PageErrorBoundary, children: appPages }],
                  },
                  {
                    lazy: async () => ({
                      Component: (await import('./layout/status-layout')).StatusLayout,
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
  return router;
}
