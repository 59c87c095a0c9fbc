import { useEffect, useMemo } from 'react';
import { Navigate, Outlet, ScrollRestoration, useLocation, useMatches } from 'react-router';
import { pageTitle } from '../lib/page-title';
import { isAdmin, isAuthenticated, useSession } from '../lib/session-store';
import { LOGIN_PATH, type RouteMeta, resolveGuardRedirect } from './guard';

function isRouteMeta(handle: unknown): handle is RouteMeta {
  return typeof handle === 'object' && handle !== null && 'name' in handle;
}

/** The deepest matched route's meta: the page being shown. */
function useCurrentRouteMeta(): RouteMeta | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.handle;
    if (isRouteMeta(handle)) return handle;
  }
  return undefined;
}

/** Applies the spec §2 guard and page title to every route. */
export function RootRoute() {
  const meta = useCurrentRouteMeta();
  const { user } = useSession();
  const location = useLocation();

  useEffect(() => {
    document.title = pageTitle(meta?.title);
  }, [meta?.title]);

  const redirect = meta
    ? resolveGuardRedirect(meta, { authenticated: isAuthenticated(user), admin: isAdmin(user) })
    : null;
  // Remember where the visitor was heading so login can send them back. The object must stay
  // stable: <Navigate> re-navigates whenever its state changes while the target page loads.
  const from = redirect === LOGIN_PATH ? `${location.pathname}${location.search}` : undefined;
  const redirectState = useMemo(() => (from ? { from } : undefined), [from]);

  if (redirect) return <Navigate to={redirect} replace state={redirectState} />;
  return (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  );
}
