import { useSyncExternalStore } from 'react';
import {
  applyDarkClass,
  closeFloatingMenus,
  DEFAULT_LAYOUT_FLAGS,
  type LayoutConfig,
  type LayoutPanel,
  type LayoutState,
  loadLayoutConfig,
  saveLayoutConfig,
  setActiveMenuItem,
  setConfig,
  setPanelVisible,
  toggleMenu,
} from './layout-state';

type Listener = () => void;

export function createLayoutStore(storage: Storage = localStorage, root?: HTMLElement) {
  let state: LayoutState = { config: loadLayoutConfig(storage), flags: DEFAULT_LAYOUT_FLAGS };
  const listeners = new Set<Listener>();
  const documentRoot = () => root ?? document.documentElement;

  function commit(next: LayoutState) {
    if (next === state) return;
    const configChanged = next.config !== state.config;
    state = next;
    if (configChanged) {
      saveLayoutConfig(state.config, storage);
      applyDarkClass(documentRoot(), state.config.darkTheme);
    }
    for (const listener of listeners) listener();
  }

  return {
    getState: () => state,
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Puts the stored dark choice on <html> before the first paint. */
    applyToDocument() {
      applyDarkClass(documentRoot(), state.config.darkTheme);
    },
    updateConfig(patch: Partial<LayoutConfig>) {
      commit(setConfig(state, patch));
    },
    toggleDarkMode() {
      commit(setConfig(state, { darkTheme: !state.config.darkTheme }));
    },
    onMenuToggle(width: number = window.innerWidth) {
      commit(toggleMenu(state, width));
    },
    closeMenus() {
      commit(closeFloatingMenus(state));
    },
    setPanelVisible(panel: LayoutPanel, visible: boolean) {
      commit(setPanelVisible(state, panel, visible));
    },
    setActiveMenuItem(key: string | null) {
      if (state.flags.activeMenuItem !== key) commit(setActiveMenuItem(state, key));
    },
  };
}

export type LayoutStore = ReturnType<typeof createLayoutStore>;

export const layoutStore = createLayoutStore();

export function useLayout(store: LayoutStore = layoutStore): LayoutState {
  return useSyncExternalStore(store.subscribe, store.getState, store.getState);
}
