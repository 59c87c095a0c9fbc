import { getRuntimeConfig } from './runtime-config';

const ABSOLUTE_URL = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i;

export function getStaticBaseUrl(): string {
  const base = getRuntimeConfig().staticBaseUrl || `${window.location.origin}/static`;
  return base.replace(/\/+$/, '');
}

/**
 * Spec §7: absolute URLs (http, data, blob…) are kept; relative static paths such as
 * `avatars/<uuid>.png` are joined to the static base.
 */
export function resolveStaticUrl(path: string | null | undefined): string | null {
  if (!path) return null;
  if (ABSOLUTE_URL.test(path)) return path;
  return `${getStaticBaseUrl()}/${path.replace(/^\/+/, '')}`;
}
