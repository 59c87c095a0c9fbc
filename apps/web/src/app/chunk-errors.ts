import { servedEntry, WEB_BUILD_PATH } from '@rumo/shared/common/web-build';
import { pendingNavigationPath } from '../lib/navigation';

/** Messages browsers give when a dynamic import's file cannot be fetched or evaluated. */
const CHUNK_ERROR =
  /dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS/i;

export const CHUNK_RELOAD_KEY = 'rumo:chunk-reload';

/** Whether a failure is a page's code not arriving (offline, or removed by a new deploy). */
export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && CHUNK_ERROR.test(error.message);
}

function currentEntryScript(): string | null {
  return document.querySelector('script[type="module"][src]')?.getAttribute('src') ?? null;
}

/**
 * After a chunk error: when the server now serves another build, the old chunks are gone for
 * good, so reload once to get the new one. The server names its build at WEB_BUILD_PATH (`/`
 * is the prerendered landing, which has no entry script to compare). sessionStorage remembers
 * which build a reload was for, so a stale cache that keeps serving the old page cannot cause
 * a reload loop. A navigation whose page failed to load goes on to its address on the new build,
 * so the person lands where they clicked.
 * Resolves true when the page is reloading.
 */
export async function reloadIfNewDeploy(): Promise<boolean> {
  const current = currentEntryScript();
  let served: string | null;
  try {
    const response = await fetch(WEB_BUILD_PATH, {
      cache: 'no-store',
      headers: { accept: 'application/json' },
    });
    served = response.ok ? servedEntry(await response.json()) : null;
  } catch {
    // Offline (or no answer in JSON, as from Vite's dev server): the page offers to try again.
    return false;
  }
  if (!current || !served || served === current) return false;
  if (sessionStorage.getItem(CHUNK_RELOAD_KEY) === served) return false;
  sessionStorage.setItem(CHUNK_RELOAD_KEY, served);
  const target = pendingNavigationPath();
  if (target) window.location.assign(target);
  else window.location.reload();
  return true;
}
