import { type ComponentType, useMemo } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { isAdmin, isAuthenticated, useSession } from '../lib/session-store';
import {
  type GuardSession,
  LOGIN_PATH,
  type RouteMeta,
  resolveCustomerRedirect,
  resolveVisitorRedirect,
} from './guard';
import { useCurrentRouteMeta } from './route-meta';

/**
 * A layout-level guard: the pathless parent of one route tree, deciding with that tree's own
 * session (the customer's here; the backoffice brings its staff session and rules).
 */
export function createRouteGuard<S>(
  useGuardSession: () => S,
  resolve: (route: RouteMeta, session: S) => string | null,
  loginPath: string = LOGIN_PATH,
): ComponentType {
  return function RouteGuard() {
    const meta = useCurrentRouteMeta();
    const session = useGuardSession();
    const location = useLocation();
    const redirect = meta ? resolve(meta, session) : null;
    // Remember where the visitor was heading so login can send them back. The object must stay
    // stable: <Navigate> re-navigates whenever its state changes while the target page loads.
    const from = redirect === loginPath ? `${location.pathname}${location.search}` : undefined;
    const redirectState = useMemo(() => (from ? { from } : undefined), [from]);
    if (redirect) return <Navigate to={redirect} replace state={redirectState} />;
    return <Outlet />;
  };
}

function useCustomerGuardSession(): GuardSession {
  const { user } = useSession();
  return { authenticated: isAuthenticated(user), admin: isAdmin(user) };
}

/** The customer app's branch: sign-in, and admin pages for admins. */
export const CustomerRouteGuard = createRouteGuard(
  useCustomerGuardSession,
  resolveCustomerRedirect,
);

/** Around visitor-only pages (the login), which a signed-in customer skips. */
export const VisitorRouteGuard = createRouteGuard(useCustomerGuardSession, resolveVisitorRedirect);
