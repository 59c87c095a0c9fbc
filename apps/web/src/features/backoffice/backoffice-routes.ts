import type { StaffPermission } from '@rumo/shared/backoffice/auth';
import {
  IconChartBar,
  IconCreditCard,
  IconFileInvoice,
  IconLayoutDashboard,
  IconReceipt,
  IconSettings,
  IconUserShield,
  IconUsersPlus,
  IconWebhook,
} from '@tabler/icons-react';
import type { MenuIcon, PageMenuEntry } from '../../lib/page-registry';
import { BACKOFFICE_BASE_PATH } from './backoffice-base-path';

export { BACKOFFICE_BASE_PATH };

export const BACKOFFICE_LOGIN_NAME = 'backoffice-login';
/** "Defina sua senha": the first sign-in after an admin chose the password, or a later change. */
export const BACKOFFICE_PASSWORD_NAME = 'backoffice-password';

/** A backoffice page's registry entry. */
interface BackofficePageEntry {
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
  /** Its component: the default export of `features/backoffice/pages/<page>.tsx`. */
  page: `${string}-page`;
  /** Its dashboard shortcut's icon. */
  icon: MenuIcon;
  /** Its side menu entry (spec §2 order); payments, stats and settings have none. */
  menu?: PageMenuEntry;
}

/**
 * The backoffice's page registry (spec §2 table): every page, its subpath, title, the permission
 * it needs and its menu entry. The router (app/backoffice/backoffice-tree.tsx), the guard, the
 * side menu and the dashboard shortcuts are derived from it.
 *
 * Adding a page: write `features/backoffice/pages/<name>-page.tsx` (default export) and add one
 * entry here; the staff whose flags allow it then see it in the menu and the shortcuts.
 */
const PAGE_TABLE = {
  dashboard: {
    routeName: 'backoffice',
    subpath: '',
    title: 'Dashboard',
    description: 'Visão geral do negócio de assinaturas.',
    page: 'backoffice-dashboard-page',
    icon: IconLayoutDashboard,
    menu: { label: 'Dashboard', icon: IconLayoutDashboard, order: 1 },
  },
  plans: {
    routeName: 'backoffice-plans',
    subpath: 'plans',
    title: 'Planos de Assinatura',
    description: 'Preços, limites e sincronização dos planos com a Efí Pay.',
    permission: 'subscription_plans',
    page: 'plans-page',
    icon: IconCreditCard,
    menu: { label: 'Planos de Assinatura', icon: IconCreditCard, order: 2 },
  },
  payments: {
    routeName: 'backoffice-payments',
    subpath: 'payments',
    title: 'Pagamentos',
    description: 'Cobranças pendentes e em atraso, com o histórico da Efí Pay.',
    permission: 'payments',
    page: 'payments-page',
    icon: IconReceipt,
  },
  stats: {
    routeName: 'backoffice-stats',
    subpath: 'stats',
    title: 'Estatísticas',
    description: 'MRR, churn, conversão de trials e engajamento das empresas.',
    permission: 'stats',
    page: 'stats-page',
    icon: IconChartBar,
  },
  users: {
    routeName: 'backoffice-users',
    subpath: 'users',
    title: 'Usuários do Sistema',
    description: 'Equipe do backoffice, perfis e permissões.',
    permission: 'users',
    page: 'staff-users-page',
    icon: IconUserShield,
    menu: { label: 'Usuários do Sistema', icon: IconUserShield, order: 6 },
  },
  webhooks: {
    routeName: 'backoffice-webhooks',
    subpath: 'webhooks',
    title: 'Webhooks',
    description: 'Notificações da Efí Pay recebidas, processadas e com falha.',
    permission: 'system',
    page: 'webhooks-page',
    icon: IconWebhook,
    menu: { label: 'Webhooks', icon: IconWebhook, order: 7 },
  },
  leads: {
    routeName: 'backoffice-leads',
    subpath: 'leads',
    title: 'Leads',
    description: 'Contatos do site, propostas personalizadas e beta testers.',
    permission: 'stats',
    page: 'leads-page',
    icon: IconUsersPlus,
    menu: { label: 'Leads', icon: IconUsersPlus, order: 5 },
  },
  subscriptions: {
    routeName: 'backoffice-subscriptions',
    subpath: 'subscriptions',
    title: 'Assinaturas',
    description: 'Empresas assinantes, status, cobranças e ações.',
    permission: 'subscription_plans',
    page: 'subscriptions-page',
    icon: IconReceipt,
    menu: { label: 'Assinaturas', icon: IconReceipt, order: 3 },
  },
  settings: {
    routeName: 'backoffice-settings',
    subpath: 'settings',
    title: 'Configurações',
    description: 'Conexão com a Efí Pay, política de cobrança e auditoria.',
    permission: 'system',
    page: 'settings-page',
    icon: IconSettings,
  },
  invoices: {
    routeName: 'backoffice-invoices',
    subpath: 'invoices',
    title: 'Notas fiscais',
    description: 'NFS-e emitidas para cada pagamento, erros, novas tentativas e cancelamentos.',
    permission: 'payments',
    page: 'invoices-page',
    icon: IconFileInvoice,
    menu: { label: 'Notas fiscais', icon: IconFileInvoice, order: 4 },
  },
} as const satisfies Record<string, BackofficePageEntry>;

export type BackofficePageName = keyof typeof PAGE_TABLE;

export interface BackofficePage extends BackofficePageEntry {
  name: BackofficePageName;
}

/** The pages in the table's order (the dashboard shortcuts' order). */
export const BACKOFFICE_PAGE_NAMES = Object.keys(PAGE_TABLE) as BackofficePageName[];

export const BACKOFFICE_PAGES = Object.fromEntries(
  BACKOFFICE_PAGE_NAMES.map((name): [BackofficePageName, BackofficePage] => [
    name,
    { ...PAGE_TABLE[name], name },
  ]),
) as Record<BackofficePageName, BackofficePage>;

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
