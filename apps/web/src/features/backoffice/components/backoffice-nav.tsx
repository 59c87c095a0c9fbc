import { NavLink } from '@mantine/core';
import {
  IconCreditCard,
  IconLayoutDashboard,
  IconReceipt,
  IconUserShield,
  IconUsersPlus,
  IconWebhook,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { Link, useLocation } from 'react-router';
import type { BackofficePageName } from '../backoffice-routes';
import { backofficeMenu, isBackofficeItemActive } from '../menu-model';
import { useRegisteredBackofficePages } from '../registered-pages';
import { useBackofficeSession } from '../session/backoffice-session-store';
import classes from './backoffice-layout.module.css';

type Icon = ComponentType<{ size?: number | string; stroke?: number }>;

export const BACKOFFICE_PAGE_ICONS: Partial<Record<BackofficePageName, Icon>> = {
  dashboard: IconLayoutDashboard,
  plans: IconCreditCard,
  subscriptions: IconReceipt,
  leads: IconUsersPlus,
  users: IconUserShield,
  webhooks: IconWebhook,
};

/** Spec §2 side menu for the signed-in staff member's flags. */
export function BackofficeNav({ onNavigate }: { onNavigate?: () => void }) {
  const { user } = useBackofficeSession();
  const registered = useRegisteredBackofficePages();
  const { pathname } = useLocation();
  const items = backofficeMenu(user?.permissions, registered);
  return (
    <nav className={classes.nav} aria-label="Menu do backoffice">
      {items.map((item) => {
        const active = isBackofficeItemActive(item, pathname);
        const ItemIcon = BACKOFFICE_PAGE_ICONS[item.page];
        return (
          <NavLink
            key={item.page}
            className={classes.navItem}
            component={Link}
            to={item.to}
            label={item.label}
            leftSection={ItemIcon ? <ItemIcon size={19} stroke={1.75} /> : undefined}
            active={active}
            aria-current={active ? 'page' : undefined}
            onClick={onNavigate}
          />
        );
      })}
    </nav>
  );
}
