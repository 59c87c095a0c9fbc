import type { PageMenuEntry, PageModule } from './page-registry';

/**
 * Where a page sits in the route tree, which decides who may open it:
 * - `site` (public site), `auth` (sign-in pages), `status` (the app's shell for a customer, the
 *   site's layout for a visitor): public. `access: 'visitor'` sends a signed-in customer to the
 *   dashboard (the login); `light` pages load without the data client (the lightest first visit).
 * - `app`: the customer app's shell, behind the sign-in guard; `access: 'admin'` needs an admin.
 */
/** The customer menu's icons, by key: app/layout/menu-model.ts maps them to components. */
export type CustomerMenuIcon =
  | 'calendar-week'
  | 'chart-line'
  | 'circle-check'
  | 'gauge'
  | 'layout-dashboard'
  | 'settings'
  | 'target'
  | 'timeline'
  | 'users'
  | 'users-group';

export type CustomerPagePlace =
  | { layout: 'site' | 'auth' | 'status'; access: 'anyone' | 'visitor'; light?: true }
  | { layout: 'app'; access: 'customer' | 'admin'; menu?: PageMenuEntry<CustomerMenuIcon> };

export type CustomerPage = CustomerPagePlace & {
  /** The address; `:id` marks a parameter (`paths.objective(id)`). */
  path: string;
  /** The document title, before " | Rumo"; none for the bare product name. */
  title?: string;
  page: PageModule;
};

/**
 * The customer app and public site: every page, once. The router, `paths`, the side menu and
 * the document titles are derived from this table.
 *
 * Adding a page: write `features/<feature>/pages/<name>-page.tsx` (default export) and add one
 * entry here: its path, title, layout and access (who may open it: the layout's branch of the
 * route tree is public or behind the sign-in guard), and `menu` to list it in the side menu
 * (admin-only pages show to admins only). Link to it with `paths.<name>` (lib/paths.ts).
 */
export const customerPages = {
  landing: {
    path: '/',
    layout: 'site',
    access: 'anyone',
    light: true,
    page: 'landing/landing-page',
  },
  plans: {
    path: '/planos',
    title: 'Planos e preços',
    layout: 'site',
    access: 'anyone',
    page: 'checkout/plans-page',
  },
  checkout: {
    path: '/checkout',
    title: 'Finalizar assinatura',
    layout: 'site',
    access: 'anyone',
    page: 'checkout/checkout-page',
  },
  thankYou: {
    path: '/obrigado',
    title: 'Assinatura confirmada',
    layout: 'site',
    access: 'anyone',
    page: 'checkout/thank-you-page',
  },
  proposal: {
    path: '/proposta',
    title: 'Proposta personalizada',
    layout: 'site',
    access: 'anyone',
    page: 'leads/proposal-page',
  },
  error: {
    path: '/auth/error',
    title: 'Erro',
    layout: 'site',
    access: 'anyone',
    page: 'status/error-page',
  },
  notFound: {
    path: '/pages/notfound',
    title: 'Página não encontrada',
    layout: 'site',
    access: 'anyone',
    page: 'status/not-found-page',
  },
  login: {
    path: '/login',
    title: 'Entrar',
    layout: 'auth',
    access: 'visitor',
    light: true,
    page: 'auth/login-page',
  },
  ssoCallback: {
    path: '/auth/sso',
    title: 'Entrando',
    layout: 'auth',
    access: 'anyone',
    page: 'sso/sso-callback-page',
  },
  register: {
    path: '/register',
    title: 'Criar conta',
    layout: 'auth',
    access: 'anyone',
    page: 'auth/register-page',
  },
  betaTester: {
    path: '/auth/beta-tester',
    title: 'Beta tester',
    layout: 'auth',
    access: 'anyone',
    page: 'leads/beta-tester-page',
  },
  betaSuccess: {
    path: '/auth/beta-success',
    title: 'Inscrição recebida',
    layout: 'auth',
    access: 'anyone',
    page: 'leads/beta-success-page',
  },
  welcome: {
    path: '/auth/welcome',
    title: 'Bem-vindo',
    layout: 'auth',
    access: 'anyone',
    page: 'auth/welcome-page',
  },
  emailSent: {
    path: '/auth/email-sent',
    title: 'E-mail enviado',
    layout: 'auth',
    access: 'anyone',
    page: 'auth/email-sent-page',
  },
  resetPassword: {
    path: '/auth/reset-password',
    title: 'Redefinir senha',
    layout: 'auth',
    access: 'anyone',
    page: 'auth/reset-password-page',
  },
  unsubscribe: {
    path: '/notificacoes/cancelar',
    title: 'Cancelar e-mails',
    layout: 'auth',
    access: 'anyone',
    page: 'notifications/unsubscribe-page',
  },
  activateAccount: {
    path: '/activate-account',
    title: 'Ativar conta',
    layout: 'auth',
    access: 'anyone',
    page: 'auth/activate-account-page',
  },
  activatePurchase: {
    path: '/activate-account-purchase',
    title: 'Ativar conta',
    layout: 'auth',
    access: 'anyone',
    page: 'checkout/activate-purchase-page',
  },
  accessDenied: {
    path: '/auth/access',
    title: 'Acesso negado',
    layout: 'status',
    access: 'anyone',
    page: 'status/access-denied-page',
  },
  myWeek: {
    path: '/minha-semana',
    title: 'Minha semana',
    layout: 'app',
    access: 'customer',
    menu: { label: 'Minha semana', icon: 'calendar-week', order: 0 },
    page: 'my-week/my-week-page',
  },
  dashboard: {
    path: '/dashboard',
    title: 'Dashboard',
    layout: 'app',
    access: 'customer',
    menu: { label: 'Dashboard', icon: 'layout-dashboard', order: 1 },
    page: 'dashboard/dashboard-page',
  },
  planning: {
    path: '/planejamento',
    title: 'Planejamento',
    layout: 'app',
    access: 'customer',
    menu: { label: 'Planejamento', icon: 'timeline', order: 2 },
    page: 'planning/planning-page',
  },
  okrs: {
    path: '/okrs',
    title: 'OKRs',
    layout: 'app',
    access: 'customer',
    menu: { label: 'OKRs', icon: 'target', order: 3 },
    page: 'okrs/okrs-page',
  },
  objective: {
    path: '/okrs/:id',
    title: 'Objetivo',
    layout: 'app',
    access: 'customer',
    page: 'okrs/objective-detail-page',
  },
  okrImport: {
    path: '/okrs/importar',
    title: 'Importar OKRs',
    layout: 'app',
    access: 'admin',
    page: 'okrs/okr-import-page',
  },
  presentation: {
    path: '/apresentacao',
    title: 'Apresentação',
    layout: 'app',
    access: 'customer',
    page: 'okrs/presentation-page',
  },
  cycleClosing: {
    path: '/ciclos/:id/encerramento',
    title: 'Encerramento do ciclo',
    layout: 'app',
    access: 'customer',
    page: 'cycle-close/cycle-closing-page',
  },
  cycleReport: {
    path: '/ciclos/:id/relatorio',
    title: 'Relatório do ciclo',
    layout: 'app',
    access: 'customer',
    page: 'cycle-close/cycle-report-page',
  },
  evolution: {
    path: '/okr-evolution',
    title: 'Evolução OKRs',
    layout: 'app',
    access: 'customer',
    menu: { label: 'Evolução OKRs', icon: 'chart-line', order: 4 },
    page: 'okr-evolution/okr-evolution-page',
  },
  checkIn: {
    path: '/check-in',
    title: 'Check-in',
    layout: 'app',
    access: 'customer',
    menu: { label: 'Check-in', icon: 'circle-check', order: 5 },
    page: 'check-in/check-in-page',
  },
  kpis: {
    path: '/indicadores',
    title: 'Indicadores',
    layout: 'app',
    access: 'customer',
    menu: { label: 'Indicadores', icon: 'gauge', order: 5.5 },
    page: 'kpis/kpis-page',
  },
  kpi: {
    path: '/indicadores/:id',
    title: 'Indicador',
    layout: 'app',
    access: 'customer',
    page: 'kpis/kpi-detail-page',
  },
  teams: {
    path: '/times',
    title: 'Times',
    layout: 'app',
    access: 'customer',
    menu: { label: 'Times', icon: 'users-group', order: 6 },
    page: 'teams/teams-page',
  },
  team: {
    path: '/times/:id',
    title: 'Time',
    layout: 'app',
    access: 'customer',
    page: 'teams/team-detail-page',
  },
  users: {
    path: '/usuarios',
    title: 'Usuários',
    layout: 'app',
    access: 'admin',
    menu: { label: 'Usuários', icon: 'users', order: 7 },
    page: 'users/users-page',
  },
  settings: {
    path: '/configuracoes',
    title: 'Configurações',
    layout: 'app',
    access: 'admin',
    menu: { label: 'Configurações', icon: 'settings', order: 8 },
    page: 'settings/settings-page',
  },
  oauthConsent: {
    path: '/oauth/consent',
    title: 'Autorizar aplicativo',
    layout: 'app',
    access: 'customer',
    page: 'integrations/oauth-consent-page',
  },
  profile: {
    path: '/perfil',
    title: 'Meu Perfil',
    layout: 'app',
    access: 'customer',
    page: 'profile/profile-page',
  },
} as const satisfies Record<string, CustomerPage>;

export type CustomerPageName = keyof typeof customerPages;
