import type { StaffPermissions } from '@rumo/shared/backoffice/auth';
import { hasPermission } from './backoffice-guard';
import { BACKOFFICE_PAGES, type BackofficePageName, backofficePath } from './backoffice-routes';

export interface BackofficeMenuItem {
  page: BackofficePageName;
  label: string;
  to: string;
}

/**
 * Spec §2 side menu, in its order: Dashboard (always); Planos de Assinatura and Assinaturas
 * (subscription_plans); Notas fiscais (payments; issue 21); Leads (stats); Usuários do Sistema
 * (users); Webhooks (system). Payments, stats and settings have no side link.
 */
export const BACKOFFICE_MENU: readonly { page: BackofficePageName; label: string }[] = [
  { page: 'dashboard', label: 'Dashboard' },
  { page: 'plans', label: 'Planos de Assinatura' },
  { page: 'subscriptions', label: 'Assinaturas' },
  { page: 'invoices', label: 'Notas fiscais' },
  { page: 'leads', label: 'Leads' },
  { page: 'users', label: 'Usuários do Sistema' },
  { page: 'webhooks', label: 'Webhooks' },
];

/** The links a staff member sees: allowed by their flags and backed by a registered page. */
export function backofficeMenu(
  permissions: StaffPermissions | null | undefined,
  registered: ReadonlySet<BackofficePageName>,
): BackofficeMenuItem[] {
  return BACKOFFICE_MENU.filter(
    ({ page }) =>
      registered.has(page) && hasPermission(permissions, BACKOFFICE_PAGES[page].permission),
  ).map(({ page, label }) => ({ page, label, to: backofficePath(page) }));
}

/** Dashboard is lit only on itself; other items on their path and below it. */
export function isBackofficeItemActive(item: BackofficeMenuItem, pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '');
  if (item.page === 'dashboard') return path === item.to;
  return path === item.to || path.startsWith(`${item.to}/`);
}
