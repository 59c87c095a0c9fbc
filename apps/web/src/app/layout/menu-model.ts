import {
  IconCalendarWeek,
  IconChartLine,
  IconCircleCheck,
  IconGauge,
  IconLayoutDashboard,
  IconSettings,
  IconTarget,
  IconTimeline,
  IconUsers,
  IconUsersGroup,
} from '@tabler/icons-react';
import { type MenuIcon, menuEntries } from '../../lib/page-registry';
import { type CustomerMenuIcon, type CustomerPage, customerPages } from '../../lib/pages';

export interface MenuItem {
  key: string;
  label: string;
  icon?: MenuIcon;
  to?: string;
  requiresAdmin?: boolean;
  /** A submenu: the item collapses and expands instead of navigating. */
  items?: MenuItem[];
}

/** Here rather than in lib/pages.ts: the icons load with the app's shell, not with /login. */
const MENU_ICONS: Record<CustomerMenuIcon, MenuIcon> = {
  'calendar-week': IconCalendarWeek,
  'chart-line': IconChartLine,
  'circle-check': IconCircleCheck,
  gauge: IconGauge,
  'layout-dashboard': IconLayoutDashboard,
  settings: IconSettings,
  target: IconTarget,
  timeline: IconTimeline,
  users: IconUsers,
  'users-group': IconUsersGroup,
};

/** Spec §2: the sidebar under the heading "Menu", from the pages' `menu` entries (lib/pages.ts). */
export const MAIN_MENU: { heading: string; items: MenuItem[] } = {
  heading: 'Menu',
  items: menuEntries<CustomerPage, CustomerMenuIcon>(customerPages).map((page) => ({
    key: page.path.slice(1),
    label: page.menu.label,
    icon: page.menu.icon && MENU_ICONS[page.menu.icon],
    to: page.path,
    requiresAdmin: page.access === 'admin',
  })),
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
