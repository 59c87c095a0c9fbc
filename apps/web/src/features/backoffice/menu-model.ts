import type { StaffPermissions } from '@rumo/shared/backoffice/auth';
import { type MenuIcon, menuEntries } from '../../lib/page-registry';
import { hasPermission } from './backoffice-guard';
import {
  BACKOFFICE_PAGES,
  type BackofficePage,
  type BackofficePageName,
  backofficePath,
} from './backoffice-routes';

export interface BackofficeMenuItem {
  page: BackofficePageName;
  label: string;
  icon?: MenuIcon;
  to: string;
}

/**
 * Spec §2 side menu, in its order (the pages' `menu` entries): Dashboard (always); Planos de
 * Assinatura and Assinaturas (subscription_plans); Notas fiscais (payments; issue 21); Leads
 * (stats); Usuários do Sistema (users); Webhooks (system). Payments, stats and settings have no
 * side link.
 */
const BACKOFFICE_MENU = menuEntries<BackofficePage>(BACKOFFICE_PAGES);

/** The links a staff member sees: allowed by their flags and backed by a registered page. */
export function backofficeMenu(
  permissions: StaffPermissions | null | undefined,
  registered: ReadonlySet<BackofficePageName>,
): BackofficeMenuItem[] {
  return BACKOFFICE_MENU.filter(
    (page) => registered.has(page.name) && hasPermission(permissions, page.permission),
  ).map((page) => ({
    page: page.name,
    label: page.menu.label,
    icon: page.menu.icon,
    to: backofficePath(page.name),
  }));
}

/** Dashboard is lit only on itself; other items on their path and below it. */
export function isBackofficeItemActive(item: BackofficeMenuItem, pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '');
  if (item.page === 'dashboard') return path === item.to;
  return path === item.to || path.startsWith(`${item.to}/`);
}
