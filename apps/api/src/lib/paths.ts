import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The nearest folder at or above `start` holding a package.json. Found by walking up rather than
 * by a fixed `../..`, because this module runs both from src/ (tsx, tests) and bundled into
 * dist/server.js, at different depths.
 */
export function packageRootOf(start: string): string {
  let dir = start;
  while (!existsSync(join(dir, 'package.json'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`no package.json above ${start}`);
    dir = parent;
  }
  return dir;
}

/** apps/api. */
export const API_ROOT = packageRootOf(dirname(fileURLToPath(import.meta.url)));

/** The committed SQL migrations (read at run time, not bundled). */
export const MIGRATIONS_FOLDER = join(API_ROOT, 'drizzle');

/** The web app's build output, served by the API. */
export const WEB_DIST_DIR = join(API_ROOT, '..', 'web', 'dist');
