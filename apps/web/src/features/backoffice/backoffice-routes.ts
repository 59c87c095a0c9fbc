import type { StaffPermission } from '@rumo/shared/backoffice/auth';

import { BACKOFFICE_BASE_PATH } from './backoffice-base-path';

export { BACKOFFICE_BASE_PATH };

export const BACKOFFICE_LOGIN_NAME = 'backoffice-login';
/** "Defina sua senha": the first sign-in after an admin chose the password, or a later change. */
export const BACKOFFICE_PASSWORD_NAME = 'backoffice-password';

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
  'invoices',
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
  /** One line on what the page is for (dashboard shortcuts). */
  description: string;
  /** The flag the page needs beyond sign-in (spec §2); none for the dashboard. */
  permission?: StaffPermission;
}

/** Spec §2's backoffice table: every page, its subpath and the permission it needs. */
export const BACKOFFICE_PAGES: Record<BackofficePageName, BackofficePage> = {
  dashboard: {
    name: 'dashboard',
    routeName: 'backoffice',
    subpath: '',
    title: 'Dashboard',
    description: 'Visão geral do negócio de assinaturas.',
  },
  plans: {
    name: 'plans',
    routeName: 'backoffice-plans',
    subpath: 'plans',
    title: 'Planos de Assinatura',
    description: 'Preços, limites e sincronização dos planos com a Efí Pay.',
    permission: 'subscription_plans',
  },
  payments: {
    name: 'payments',
    routeName: 'backoffice-payments',
    subpath: 'payments',
    title: 'Pagamentos',
    description: 'Cobranças pendentes e em atraso, com o histórico da Efí Pay.',
    permission: 'payments',
  },
  stats: {
    name: 'stats',
    routeName: 'backoffice-stats',
    subpath: 'stats',
    title: 'Estatísticas',
    description: 'MRR, churn, conversão de trials e engajamento das empresas.',
    permission: 'stats',
  },
  users: {
    name: 'users',
    routeName: 'backoffice-users',
    subpath: 'users',
    title: 'Usuários do Sistema',
    description: 'Equipe do backoffice, perfis e permissões.',
    permission: 'users',
  },
  webhooks: {
    name: 'webhooks',
    routeName: 'backoffice-webhooks',
    subpath: 'webhooks',
    title: 'Webhooks',
    description: 'Notificações da Efí Pay recebidas, processadas e com falha.',
    permission: 'system',
  },
  leads: {
    name: 'leads',
    routeName: 'backoffice-leads',
    subpath: 'leads',
    title: 'Leads',
    description: 'Contatos do site, propostas personalizadas e beta testers.',
    permission: 'stats',
  },
  subscriptions: {
    name: 'subscriptions',
    routeName: 'backoffice-subscriptions',
    subpath: 'subscriptions',
    title: 'Assinaturas',
    description: 'Empresas assinantes, status, cobranças e ações.',
    permission: 'subscription_plans',
  },
  settings: {
    name: 'settings',
    routeName: 'backoffice-settings',
    subpath: 'settings',
    title: 'Configurações',
    description: 'Conexão com a Efí Pay, política de cobrança e auditoria.',
    permission: 'system',
  },
  invoices: {
    name: 'invoices',
    routeName: 'backoffice-invoices',
    subpath: 'invoices',
    title: 'Notas fiscais',
    description: 'NFS-e emitidas para cada pagamento, erros, novas tentativas e cancelamentos.',
    permission: 'payments',
  },
};

/** The address of a backoffice page. */
export function backofficePath(name: BackofficePageName): string {
  const { subpath } = BACKOFFICE_PAGES[name];
  return subpath ? `${BACKOFFICE_BASE_PATH}/${subpath}` : BACKOFFICE_BASE_PATH;
}

export const backofficePaths = {
  login: `${BACKOFFICE_BASE_PATH}/login`,
  password: `${BACKOFFICE_BASE_PATH}/senha`,
  dashboard: BACKOFFICE_BASE_PATH,
} as const;

/** Title shown in the browser tab, before the product suffix: "Dashboard · Backoffice". */
export function backofficeTitle(title: string): string {
  return `${title} · Backoffice`;
}
