import { createHash } from 'node:crypto';

/** Placeholder in apps/web/index.html replaced by the runtime configuration script. */
export const RUNTIME_CONFIG_PLACEHOLDER = '<!-- rumo:config -->';

/** The inline script body giving the SPA its runtime settings (`window.__RUMO__`). */
export function runtimeConfigScript(settings: { staticBaseUrl: string }): string {
  // Escaping `<` keeps a crafted URL from closing the script element.
  const json = JSON.stringify({ staticBaseUrl: settings.staticBaseUrl }).replace(/</g, '\\u003c');
  return `window.__RUMO__=${json}`;
}

/** CSP source allowing exactly that inline script, so script-src needs no 'unsafe-inline'. */
export function scriptHashSource(script: string): string {
  return `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
}
