import { WEB_BUILD_PATH } from '@rumo/shared/common/web-build';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setPendingPath } from '../lib/navigation';
import { CHUNK_RELOAD_KEY, isChunkLoadError, reloadIfNewDeploy } from './chunk-errors';

/** The server's answer at WEB_BUILD_PATH. */
const servedBuild = (entry: string | null) => vi.fn(async () => Response.json({ entry }));

describe('chunk errors', () => {
  const reload = vi.fn();
  const assign = vi.fn();

  beforeEach(() => {
    document.head.innerHTML =
      '<script type="module" crossorigin src="/assets/index-old.js"></script>';
    vi.stubGlobal('location', { ...window.location, reload, assign });
    sessionStorage.clear();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    reload.mockReset();
    assign.mockReset();
    setPendingPath(null);
    document.head.innerHTML = '';
  });

  it('recognises the browsers’ messages for a missing chunk', () => {
    expect(
      isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /a.js')),
    ).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
  });

  it('reloads once when a new deploy serves another entry, never twice for the same one', async () => {
    const fetch = servedBuild('/assets/index-new.js');
    vi.stubGlobal('fetch', fetch);
    expect(await reloadIfNewDeploy()).toBe(true);
    expect(fetch).toHaveBeenCalledWith(
      WEB_BUILD_PATH,
      expect.objectContaining({ cache: 'no-store' }),
    );
    expect(reload).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem(CHUNK_RELOAD_KEY)).toBe('/assets/index-new.js');

    expect(await reloadIfNewDeploy()).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('goes on to the address of the navigation whose page failed, on the new build', async () => {
    vi.stubGlobal('fetch', servedBuild('/assets/index-new.js'));
    setPendingPath(() => '/times?q=a');
    expect(await reloadIfNewDeploy()).toBe(true);
    expect(assign).toHaveBeenCalledWith('/times?q=a');
    expect(reload).not.toHaveBeenCalled();
  });

  it('does not reload for the same build, an unknown one, a page that is not JSON or offline', async () => {
    vi.stubGlobal('fetch', servedBuild('/assets/index-old.js'));
    expect(await reloadIfNewDeploy()).toBe(false);
    vi.stubGlobal('fetch', servedBuild(null));
    expect(await reloadIfNewDeploy()).toBe(false);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<!doctype html><html></html>')),
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
