import type { StaffPermission } from '@rumo/shared/backoffice/auth';
import { paths } from '../lib/paths';
/** Spec §2 public route names: no sign-in needed. */
export const PUBLIC_ROUTE_NAMES: ReadonlySet<string> = new Set([
  'landing',
  'login',
  'register',
  'welcome',
  'emailSent',
  'resetPassword',
  'accessDenied',
  'error',
  'notfound',
  'activateAccount',
  'activateAccountPurchase',
  'backoffice-login',
  'planos',
  'checkout',
  'obrigado',
  'proposta',
  'betaTester',
  'betaSuccess',
  'unsubscribe',
]);

/** Static data each route declares in its `handle`. */
export interface RouteMeta {
  name: string;
  /** Shown before the product suffix; the landing page uses the bare product name. */
  title?: string;
  requiresAdmin?: boolean;
  /** Backoffice pages: the staff permission flag the page needs (spec §2). */
  permission?: StaffPermission;
}

export interface GuardSession {
  authenticated: boolean;
  admin: boolean;
}

export const LOGIN_PATH = paths.login;
export const HOME_PATH = paths.dashboard;
export const ACCESS_DENIED_PATH = paths.accessDenied;
export const NOT_FOUND_PATH = paths.notFound;

/** Where the customer must go instead of `route`, or null to stay (spec §2 route guard). */
export function resolveGuardRedirect(route: RouteMeta, session: GuardSession): string | null {
  if (route.name === 'login' && session.authenticated) return HOME_PATH;
  if (PUBLIC_ROUTE_NAMES.has(route.name)) return null;
  if (!session.authenticated) return LOGIN_PATH;
  if (route.requiresAdmin && !session.admin) return ACCESS_DENIED_PATH;
  return null;
}
