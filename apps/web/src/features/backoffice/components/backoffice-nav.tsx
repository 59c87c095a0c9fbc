import { NavLink } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { backofficeMenu, isBackofficeItemActive } from '../menu-model';
import { useRegisteredBackofficePages } from '../registered-pages';
import { useBackofficeSession } from '../session/backoffice-session-store';
import classes from './backoffice-layout.module.css';

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
        const ItemIcon = item.icon;
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
