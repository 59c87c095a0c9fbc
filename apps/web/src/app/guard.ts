import type { StaffPermission } from '@rumo/shared/backoffice/auth';
import type { CustomerPage } from '../lib/pages';
import { paths } from '../lib/paths';

/** Static data each route declares in its `handle` (from its page's registry entry). */
export interface RouteMeta {
  name: string;
  /** Shown before the product suffix; the landing page uses the bare product name. */
  title?: string;
  /** Who may open the page, as its registry entry says. */
  access?: CustomerPage['access'];
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

/**
 * Spec §2 route guard of the customer app's branch (every page below the app's shell): no
 * sign-in goes to /login, an admin page for another role to "Acesso negado". The public site,
 * the sign-in pages and the status pages sit outside this branch, so it never sees them.
 */
export function resolveCustomerRedirect(route: RouteMeta, session: GuardSession): string | null {
  if (!session.authenticated) return LOGIN_PATH;
  if (route.access === 'admin' && !session.admin) return ACCESS_DENIED_PATH;
  return null;
}

/** Pages for visitors only (the login): a signed-in customer goes to the dashboard. */
export function resolveVisitorRedirect(_route: RouteMeta, session: GuardSession): string | null {
  return session.authenticated ? HOME_PATH : null;
}
