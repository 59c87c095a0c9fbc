import { NavLink } from '@mantine/core';
import { type Ref, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { shouldCloseOnItemClick } from '../../lib/layout/layout-state';
import { layoutStore } from '../../lib/layout/layout-store';
import { isAdmin, useSession } from '../../lib/session-store';
import classes from './app-sidebar.module.css';
import { isItemActive, MAIN_MENU, type MenuItem, visibleMenuItems } from './menu-model';

function onItemNavigate(item: MenuItem) {
  layoutStore.setActiveMenuItem(item.key);
  // Spec §2: on mobile or in overlay mode, choosing an item closes the menu.
  if (shouldCloseOnItemClick(layoutStore.getState().config, window.innerWidth)) {
    layoutStore.closeMenus();
  }
}

function MenuEntry({ item, pathname }: { item: MenuItem; pathname: string }) {
  const active = isItemActive(item, pathname);
  const [opened, setOpened] = useState(active);
  const Icon = item.icon;
  const icon = Icon ? <Icon size={19} stroke={1.75} /> : undefined;

  if (item.items) {
    return (
      <NavLink
        className={classes.item}
        label={item.label}
        leftSection={icon}
        opened={opened}
        onChange={setOpened}
        childrenOffset={28}
      >
        {item.items.map((child) => (
          <MenuEntry key={child.key} item={child} pathname={pathname} />
        ))}
      </NavLink>
    );
  }
  return (
    <NavLink
      className={classes.item}
      component={Link}
      to={item.to ?? '/'}
      label={item.label}
      leftSection={icon}
      active={active}
      aria-current={active ? 'page' : undefined}
      onClick={() => onItemNavigate(item)}
    />
  );
}

export function AppSidebar({
  ref,
  className,
  hidden,
}: {
  ref: Ref<HTMLElement>;
  className?: string;
  /** Slid off screen: `inert` keeps its links out of the tab order. */
  hidden: boolean;
}) {
  const { user } = useSession();
  const { pathname } = useLocation();
  const items = visibleMenuItems(MAIN_MENU.items, isAdmin(user));

  return (
    <aside ref={ref} className={className} aria-label="Menu principal" inert={hidden}>
      <nav className={classes.scroll}>
        <p className={classes.heading}>{MAIN_MENU.heading}</p>
        {items.map((item) => (
          <MenuEntry key={item.key} item={item} pathname={pathname} />
        ))}
      </nav>
    </aside>
  );
}
