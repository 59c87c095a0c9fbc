import {
  IconChartLine,
  IconCircleCheck,
  IconLayoutDashboard,
  IconSettings,
  IconTarget,
  IconTimeline,
  IconUsers,
  IconUsersGroup,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { paths } from '../../lib/paths';

export interface MenuItem {
  key: string;
  label: string;
  icon?: ComponentType<{ size?: number | string; stroke?: number }>;
  to?: string;
  requiresAdmin?: boolean;
  /** A submenu: the item collapses and expands instead of navigating. */
  items?: MenuItem[];
}

/** Spec §2: the sidebar under the heading "Menu". */
export const MAIN_MENU: { heading: string; items: MenuItem[] } = {
  heading: 'Menu',
  items: [
    { key: 'dashboard', label: 'Dashboard', icon: IconLayoutDashboard, to: paths.dashboard },
    { key: 'planejamento', label: 'Planejamento', icon: IconTimeline, to: paths.planning },
    { key: 'okrs', label: 'OKRs', icon: IconTarget, to: paths.okrs },
    { key: 'okr-evolution', label: 'Evolução OKRs', icon: IconChartLine, to: paths.evolution },
    { key: 'check-in', label: 'Check-in', icon: IconCircleCheck, to: paths.checkIn },
    { key: 'times', label: 'Times', icon: IconUsersGroup, to: paths.teams },
    { key: 'usuarios', label: 'Usuários', icon: IconUsers, to: paths.users, requiresAdmin: true },
    {
      key: 'configuracoes',
      label: 'Configurações',
      icon: IconSettings,
      to: paths.settings,
      requiresAdmin: true,
    },
  ],
};

/** Hides admin-only entries (and empty submenus) from other roles. */
export function visibleMenuItems(items: MenuItem[], admin: boolean): MenuItem[] {
  return items.flatMap((item) => {
    if (item.requiresAdmin && !admin) return [];
    if (!item.items) return [item];
    const children = visibleMenuItems(item.items, admin);
    return children.length > 0 ? [{ ...item, items: children }] : [];
  });
}

/** An item is active on its own path and below it (`/okrs/123` keeps OKRs lit). */
export function isItemActive(item: MenuItem, pathname: string): boolean {
  if (item.to) return pathname === item.to || pathname.startsWith(`${item.to}/`);
  return (item.items ?? []).some((child) => isItemActive(child, pathname));
}
