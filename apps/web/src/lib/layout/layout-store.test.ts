import { describe, expect, it } from 'vitest';
import { LAYOUT_STORAGE_KEY } from './layout-state';
import { createLayoutStore } from './layout-store';

describe('layout store', () => {
  it('persists configurator choices and restores them in a new store', () => {
    const root = document.createElement('html');
    const store = createLayoutStore(localStorage, root);
    store.updateConfig({ primary: 'violet', surface: 'soho', preset: 'Lara', menuMode: 'overlay' });
    store.toggleDarkMode();

    expect(root.classList.contains('app-dark')).toBe(true);
    expect(JSON.parse(localStorage.getItem(LAYOUT_STORAGE_KEY) ?? '')).toEqual({
      preset: 'Lara',
      primary: 'violet',
      surface: 'soho',
      darkTheme: true,
      menuMode: 'overlay',
    });

    const reloadedRoot = document.createElement('html');
    const reloaded = createLayoutStore(localStorage, reloadedRoot);
    reloaded.applyToDocument();
    expect(reloaded.getState().config.primary).toBe('violet');
    expect(reloadedRoot.classList.contains('app-dark')).toBe(true);

    reloaded.toggleDarkMode();
    expect(reloadedRoot.classList.contains('app-dark')).toBe(false);
  });

  it('keeps menu flags out of storage and notifies subscribers', () => {
    const store = createLayoutStore(localStorage, document.createElement('html'));
    let calls = 0;
    store.subscribe(() => {
      calls += 1;
    });
    store.onMenuToggle(390);
    expect(store.getState().flags.staticMenuMobileActive).toBe(true);
    expect(localStorage.getItem(LAYOUT_STORAGE_KEY)).toBeNull();
    store.closeMenus();
    expect(store.getState().flags.staticMenuMobileActive).toBe(false);
    store.closeMenus();
    expect(calls).toBe(2);
  });
});
