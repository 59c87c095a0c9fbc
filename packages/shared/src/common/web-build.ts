/**
 * Which web build the server serves, so an open tab can tell that a deploy removed its chunks.
 * No zod here: the web's entry chunk imports this.
 */

/** Answered by the server itself (apps/api/src/plugins/web-app.ts), never cached. */
export const WEB_BUILD_PATH = '/build.json';

export interface WebBuild {
  /** The SPA's entry script (its hashed name changes with every deploy); null without a build. */
  entry: string | null;
}

/** The entry script of the SPA's index.html. */
export function entryScript(html: string): string | null {
  return /<script[^>]*type="module"[^>]*src="([^"]+)"/.exec(html)?.[1] ?? null;
}

/** The entry a WEB_BUILD_PATH answer names, or null when it names none. */
export function servedEntry(body: unknown): string | null {
  if (typeof body !== 'object' || body === null || !('entry' in body)) return null;
  return typeof body.entry === 'string' ? body.entry : null;
}
