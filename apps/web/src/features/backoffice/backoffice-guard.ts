import type { StaffPermission, StaffPermissions } from '@rumo/shared/backoffice/auth';
import {
  BACKOFFICE_LOGIN_NAME,
  BACKOFFICE_PASSWORD_NAME,
  backofficePaths,
} from './backoffice-routes';

/** What the backoffice guard knows of the staff session. */
export interface BackofficeGuardSession {
  authenticated: boolean;
  permissions: StaffPermissions | null;
  /** The password was chosen by someone else: only "Defina sua senha" opens until it changes. */
  mustChangePassword: boolean;
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
 * the dashboard. Someone whose password was chosen by another person goes to "Defina sua senha"
 * from everywhere (the API refuses them the rest anyway). Null means stay.
 */
export function resolveBackofficeRedirect(
  route: BackofficeRouteMeta,
  session: BackofficeGuardSession,
): string | null {
  const home =
    session.authenticated && session.mustChangePassword
      ? backofficePaths.password
      : backofficePaths.dashboard;
  if (route.name === BACKOFFICE_LOGIN_NAME) return session.authenticated ? home : null;
  if (!session.authenticated) return backofficePaths.login;
  if (route.name === BACKOFFICE_PASSWORD_NAME) return null;
  if (session.mustChangePassword) return backofficePaths.password;
  if (!hasPermission(session.permissions, route.permission)) return backofficePaths.dashboard;
  return null;
}
