import {
  PRIMARY_COLORS,
  type PrimaryColor,
  SURFACE_NAMES,
  type SurfaceName,
} from '../theme/palettes';

export const PRESETS = ['Aura', 'Lara', 'Nora'] as const;
export type Preset = (typeof PRESETS)[number];

export const MENU_MODES = ['static', 'overlay'] as const;
export type MenuMode = (typeof MENU_MODES)[number];

/** Spec §3 layout config. */
export interface LayoutConfig {
  preset: Preset;
  primary: PrimaryColor;
  surface: SurfaceName | null;
  darkTheme: boolean;
  menuMode: MenuMode;
}

/** Spec §3 layout state flags. */
export interface LayoutFlags {
  staticMenuDesktopInactive: boolean;
  overlayMenuActive: boolean;
  profileSidebarVisible: boolean;
  configSidebarVisible: boolean;
  staticMenuMobileActive: boolean;
  menuHoverActive: boolean;
  activeMenuItem: string | null;
}

export interface LayoutState {
  config: LayoutConfig;
  flags: LayoutFlags;
}

export const DEFAULT_LAYOUT_CONFIG: LayoutConfig = {
  preset: 'Aura',
  primary: 'emerald',
  surface: null,
  darkTheme: false,
  menuMode: 'static',
};

export const DEFAULT_LAYOUT_FLAGS: LayoutFlags = {
  staticMenuDesktopInactive: false,
  overlayMenuActive: false,
  profileSidebarVisible: false,
  configSidebarVisible: false,
  staticMenuMobileActive: false,
  menuHoverActive: false,
  activeMenuItem: null,
};

/** Spec §9: the desktop layout applies above this width. */
export const DESKTOP_BREAKPOINT = 991;
export const LAYOUT_STORAGE_KEY = 'rumo:layout-config';
export const DARK_CLASS = 'app-dark';

export function isDesktop(width: number): boolean {
  return width > DESKTOP_BREAKPOINT;
}

/** Spec §4: overlay flips the overlay flag; otherwise desktop or mobile static by width. */
export function toggleMenu(state: LayoutState, width: number): LayoutState {
  const { flags } = state;
  if (state.config.menuMode === 'overlay') {
    return { ...state, flags: { ...flags, overlayMenuActive: !flags.overlayMenuActive } };
  }
  if (isDesktop(width)) {
    return {
      ...state,
      flags: { ...flags, staticMenuDesktopInactive: !flags.staticMenuDesktopInactive },
    };
  }
  return { ...state, flags: { ...flags, staticMenuMobileActive: !flags.staticMenuMobileActive } };
}

/** Overlay and mobile menus close after an item click or an outside click. */
export function closeFloatingMenus(state: LayoutState): LayoutState {
  const { flags } = state;
  if (!flags.overlayMenuActive && !flags.staticMenuMobileActive && !flags.menuHoverActive) {
    return state;
  }
  return {
    ...state,
    flags: {
      ...flags,
      overlayMenuActive: false,
      staticMenuMobileActive: false,
      menuHoverActive: false,
    },
  };
}

export function isFloatingMenuOpen(flags: LayoutFlags): boolean {
  return flags.overlayMenuActive || flags.staticMenuMobileActive;
}

/** Whether a click on a menu item should close the menu (mobile width or overlay mode). */
export function shouldCloseOnItemClick(config: LayoutConfig, width: number): boolean {
  return config.menuMode === 'overlay' || !isDesktop(width);
}

/** Whether the sidebar is on screen for the given width. */
export function isSidebarVisible(state: LayoutState, width: number): boolean {
  const { config, flags } = state;
  if (config.menuMode === 'overlay') return flags.overlayMenuActive;
  return isDesktop(width) ? !flags.staticMenuDesktopInactive : flags.staticMenuMobileActive;
}

export function setConfig(state: LayoutState, patch: Partial<LayoutConfig>): LayoutState {
  const config = { ...state.config, ...patch };
  // Switching mode starts from a closed menu so the two modes' flags never mix.
  const flags =
    patch.menuMode && patch.menuMode !== state.config.menuMode
      ? { ...state.flags, overlayMenuActive: false, staticMenuDesktopInactive: false }
      : state.flags;
  return { config, flags };
}

export type LayoutPanel = 'configSidebarVisible' | 'profileSidebarVisible';

/** The configurator popover and the user dropdown report their open state here. */
export function setPanelVisible(
  state: LayoutState,
  panel: LayoutPanel,
  visible: boolean,
): LayoutState {
  if (state.flags[panel] === visible) return state;
  return { ...state, flags: { ...state.flags, [panel]: visible } };
}

export function setActiveMenuItem(state: LayoutState, key: string | null): LayoutState {
  return { ...state, flags: { ...state.flags, activeMenuItem: key } };
}

/** Spec §4: dark mode adds or removes `app-dark` on the document root. */
export function applyDarkClass(root: HTMLElement, dark: boolean): void {
  root.classList.toggle(DARK_CLASS, dark);
}

function pick<T extends string>(options: readonly T[], value: unknown, fallback: T): T {
  return options.includes(value as T) ? (value as T) : fallback;
}

/** Reads a stored config, ignoring anything unknown so a bad entry never breaks the app. */
export function parseStoredConfig(raw: string | null): LayoutConfig {
  if (!raw) return DEFAULT_LAYOUT_CONFIG;
  try {
    const value = JSON.parse(raw) as Partial<Record<keyof LayoutConfig, unknown>>;
    const d = DEFAULT_LAYOUT_CONFIG;
    return {
      preset: pick(PRESETS, value.preset, d.preset),
      primary: pick(PRIMARY_COLORS, value.primary, d.primary),
      surface: SURFACE_NAMES.includes(value.surface as SurfaceName)
        ? (value.surface as SurfaceName)
        : null,
      darkTheme: typeof value.darkTheme === 'boolean' ? value.darkTheme : d.darkTheme,
      menuMode: pick(MENU_MODES, value.menuMode, d.menuMode),
    };
  } catch {
    return DEFAULT_LAYOUT_CONFIG;
  }
}

export function loadLayoutConfig(storage: Storage = localStorage): LayoutConfig {
  try {
    return parseStoredConfig(storage.getItem(LAYOUT_STORAGE_KEY));
  } catch {
    return DEFAULT_LAYOUT_CONFIG;
  }
}

export function saveLayoutConfig(config: LayoutConfig, storage: Storage = localStorage): void {
  try {
    storage.setItem(LAYOUT_STORAGE_KEY, JSON.stringify(config));
  } catch {
    // Private mode or a full quota: the choice still applies for this visit.
  }
}
