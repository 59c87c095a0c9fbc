import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_RELOAD_KEY, entryScript, isChunkLoadError, reloadIfNewDeploy } from './chunk-errors';

const page = (entry: string) =>
  `<html><head><script type="module" crossorigin src="${entry}"></script></head></html>`;

describe('chunk errors', () => {
  const reload = vi.fn();

  beforeEach(() => {
    document.head.innerHTML = page('/assets/index-old.js').replace(/<\/?(html|head)>/g, '');
    vi.stubGlobal('location', { ...window.location, reload });
    sessionStorage.clear();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    reload.mockReset();
    document.head.innerHTML = '';
  });

  it('recognises the browsers’ messages for a missing chunk', () => {
    expect(
      isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /a.js')),
    ).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(entryScript(page('/assets/index-abc.js'))).toBe('/assets/index-abc.js');
  });

  it('reloads once when a new deploy serves another entry, never twice for the same one', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(page('/assets/index-new.js'))),
    );
    expect(await reloadIfNewDeploy()).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem(CHUNK_RELOAD_KEY)).toBe('/assets/index-new.js');

    expect(await reloadIfNewDeploy()).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload for the same build or when offline', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(page('/assets/index-old.js'))),
    );
    expect(await reloadIfNewDeploy()).toBe(false);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    expect(await reloadIfNewDeploy()).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});
