import { describe, expect, it } from 'vitest';
import {
  applyDarkClass,
  closeFloatingMenus,
  DEFAULT_LAYOUT_CONFIG,
  DEFAULT_LAYOUT_FLAGS,
  isSidebarVisible,
  type LayoutState,
  parseStoredConfig,
  setConfig,
  setPanelVisible,
  shouldCloseOnItemClick,
  toggleMenu,
} from './layout-state';

const initial: LayoutState = { config: DEFAULT_LAYOUT_CONFIG, flags: DEFAULT_LAYOUT_FLAGS };
const overlay = setConfig(initial, { menuMode: 'overlay' });

describe('layout state', () => {
  it('has the spec defaults', () => {
    expect(DEFAULT_LAYOUT_CONFIG).toEqual({
      preset: 'Aura',
      primary: 'emerald',
      surface: null,
      darkTheme: false,
      menuMode: 'static',
    });
    expect(DEFAULT_LAYOUT_FLAGS).toEqual({
      staticMenuDesktopInactive: false,
      overlayMenuActive: false,
      profileSidebarVisible: false,
      configSidebarVisible: false,
      staticMenuMobileActive: false,
      menuHoverActive: false,
      activeMenuItem: null,
    });
  });

  it('flips the overlay flag in overlay mode, whatever the width', () => {
    const opened = toggleMenu(overlay, 1400);
    expect(opened.flags.overlayMenuActive).toBe(true);
    expect(opened.flags.staticMenuDesktopInactive).toBe(false);
    expect(toggleMenu(opened, 400).flags.overlayMenuActive).toBe(false);
  });

  it('flips the desktop static menu above 991px', () => {
    const hidden = toggleMenu(initial, 992);
    expect(hidden.flags.staticMenuDesktopInactive).toBe(true);
    expect(hidden.flags.staticMenuMobileActive).toBe(false);
    expect(toggleMenu(hidden, 1366).flags.staticMenuDesktopInactive).toBe(false);
  });

  it('flips the mobile static menu at 991px and below', () => {
    const opened = toggleMenu(initial, 991);
    expect(opened.flags.staticMenuMobileActive).toBe(true);
    expect(opened.flags.staticMenuDesktopInactive).toBe(false);
    expect(toggleMenu(opened, 390).flags.staticMenuMobileActive).toBe(false);
  });

  it('closes the floating menus and keeps the same state when nothing is open', () => {
    const mobileOpen = toggleMenu(initial, 390);
    expect(closeFloatingMenus(toggleMenu(overlay, 1400)).flags.overlayMenuActive).toBe(false);
    expect(closeFloatingMenus(mobileOpen).flags.staticMenuMobileActive).toBe(false);
    expect(closeFloatingMenus(initial)).toBe(initial);
  });

  it('closes on item click in overlay mode or on small screens only', () => {
    expect(shouldCloseOnItemClick(overlay.config, 1400)).toBe(true);
    expect(shouldCloseOnItemClick(initial.config, 390)).toBe(true);
    expect(shouldCloseOnItemClick(initial.config, 1400)).toBe(false);
  });

  it('knows when the sidebar is on screen', () => {
    expect(isSidebarVisible(initial, 1400)).toBe(true);
    expect(isSidebarVisible(initial, 390)).toBe(false);
    expect(isSidebarVisible(toggleMenu(initial, 390), 390)).toBe(true);
    expect(isSidebarVisible(overlay, 1400)).toBe(false);
  });

  it('starts a new menu mode closed', () => {
    const hidden = toggleMenu(initial, 1400);
    const switched = setConfig(hidden, { menuMode: 'overlay' });
    expect(switched.flags.staticMenuDesktopInactive).toBe(false);
    expect(setConfig(hidden, { primary: 'blue' }).flags).toBe(hidden.flags);
  });

  it('adds and removes app-dark on the root', () => {
    const root = document.createElement('html');
    applyDarkClass(root, true);
    expect(root.classList.contains('app-dark')).toBe(true);
    applyDarkClass(root, false);
    expect(root.classList.contains('app-dark')).toBe(false);
  });

  it('reads stored configs defensively', () => {
    expect(parseStoredConfig(null)).toEqual(DEFAULT_LAYOUT_CONFIG);
    expect(parseStoredConfig('{broken')).toEqual(DEFAULT_LAYOUT_CONFIG);
    expect(
      parseStoredConfig(
        JSON.stringify({
          preset: 'Nora',
          primary: 'rose',
          surface: 'ocean',
          darkTheme: true,
          menuMode: 'overlay',
        }),
      ),
    ).toEqual({
      preset: 'Nora',
      primary: 'rose',
      surface: 'ocean',
      darkTheme: true,
      menuMode: 'overlay',
    });
    expect(
      parseStoredConfig(
        JSON.stringify({ preset: 'X', primary: 'red', surface: 'mud', darkTheme: 'yes' }),
      ),
    ).toEqual(DEFAULT_LAYOUT_CONFIG);
  });
});

describe('panels', () => {
  it('records the configurator and user dropdown visibility', () => {
    const opened = setPanelVisible(initial, 'configSidebarVisible', true);
    expect(opened.flags.configSidebarVisible).toBe(true);
    expect(setPanelVisible(opened, 'configSidebarVisible', true)).toBe(opened);
    expect(setPanelVisible(opened, 'profileSidebarVisible', true).flags.profileSidebarVisible).toBe(
      true,
    );
  });
});
