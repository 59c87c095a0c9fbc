import type { StaffPermission } from '@rumo/shared/backoffice/auth';

/** The staff backoffice lives under its own prefix (spec §2), apart from the customer app. */
export const BACKOFFICE_BASE_PATH = '/xyz/backoffice';

export const BACKOFFICE_LOGIN_NAME = 'backoffice-login';

export const BACKOFFICE_PAGE_NAMES = [
  'dashboard',
  'plans',
  'payments',
  'stats',
  'users',
  'webhooks',
  'leads',
  'subscriptions',
  'settings',
] as const;
export type BackofficePageName = (typeof BACKOFFICE_PAGE_NAMES)[number];

export interface BackofficePage {
  name: BackofficePageName;
  /** The route name in the router's `handle` (unique across the whole app). */
  routeName: string;
  /** Below `/xyz/backoffice`; '' is the dashboard. */
  subpath: string;
  /** The document title, before the product suffix. */
  title: string;
  /** The flag the page needs beyond sign-in (spec §2); none for the dashboard. */
  permission?: StaffPermission;
}

/** Spec §2's backoffice table: every page, its subpath and the permission it needs. */
export const BACKOFFICE_PAGES: Record<BackofficePageName, BackofficePage> = {
  dashboard: { name: 'dashboard', routeName: 'backoffice', subpath: '', title: 'Dashboard' },
  plans: {
    name: 'plans',
    routeName: 'backoffice-plans',
    subpath: 'plans',
    title: 'Planos de Assinatura',
    permission: 'subscription_plans',
  },
  payments: {
    name: 'payments',
    routeName: 'backoffice-payments',
    subpath: 'payments',
    title: 'Pagamentos',
    permission: 'payments',
  },
  stats: {
    name: 'stats',
    routeName: 'backoffice-stats',
    subpath: 'stats',
    title: 'Estatísticas',
    permission: 'stats',
  },
  users: {
    name: 'users',
    routeName: 'backoffice-users',
    subpath: 'users',
    title: 'Usuários do Sistema',
    permission: 'users',
  },
  webhooks: {
    name: 'webhooks',
    routeName: 'backoffice-webhooks',
    subpath: 'webhooks',
    title: 'Webhooks',
    permission: 'system',
  },
  leads: {
    name: 'leads',
    routeName: 'backoffice-leads',
    subpath: 'leads',
    title: 'Leads',
    permission: 'stats',
  },
  subscriptions: {
    name: 'subscriptions',
    routeName: 'backoffice-subscriptions',
    subpath: 'subscriptions',
    title: 'Assinaturas',
    permission: 'subscription_plans',
  },
  settings: {
    name: 'settings',
    routeName: 'backoffice-settings',
    subpath: 'settings',
    title: 'Configurações',
    permission: 'system',
  },
};

/** The address of a backoffice page. */
export function backofficePath(name: BackofficePageName): string {
  const { subpath } = BACKOFFICE_PAGES[name];
  return subpath ? `${BACKOFFICE_BASE_PATH}/${subpath}` : BACKOFFICE_BASE_PATH;
}

export const backofficePaths = {
  login: `${BACKOFFICE_BASE_PATH}/login`,
  dashboard: BACKOFFICE_BASE_PATH,
} as const;

/** Title shown in the browser tab, before the product suffix: "Dashboard · Backoffice". */
export function backofficeTitle(title: string): string {
  return `${title} · Backoffice`;
}
