import type { StaffPermission, StaffPermissions } from '@rumo/shared/backoffice/auth';
import { BACKOFFICE_LOGIN_NAME, backofficePaths } from './backoffice-routes';

/** What the backoffice guard knows of the staff session. */
export interface BackofficeGuardSession {
  authenticated: boolean;
  permissions: StaffPermissions | null;
}

/** The route data the guard reads (the router's `handle`). */
export interface BackofficeRouteMeta {
  name: string;
  permission?: StaffPermission;
}

export function hasPermission(
  permissions: StaffPermissions | null | undefined,
  permission: StaffPermission | undefined,
): boolean {
  if (!permission) return true;
  return permissions?.[permission] === true;
}

/**
 * Spec §2 backoffice guard: signed-in staff on the login go to the dashboard; without sign-in
 * every other backoffice route goes to the login; a page needing a flag the user lacks goes to
 * the dashboard. Null means stay.
 */
export function resolveBackofficeRedirect(
  route: BackofficeRouteMeta,
  session: BackofficeGuardSession,
): string | null {
  if (route.name === BACKOFFICE_LOGIN_NAME) {
    return session.authenticated ? backofficePaths.dashboard : null;
  }
  if (!session.authenticated) return backofficePaths.login;
  if (!hasPermission(session.permissions, route.permission)) return backofficePaths.dashboard;
  return null;
}
