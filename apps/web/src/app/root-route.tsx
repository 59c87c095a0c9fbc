import { useEffect } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { ToastHost } from '../components/toast-host';
import { pageTitle } from '../lib/page-title';
import { useCurrentRouteMeta } from './route-meta';

/** Every page's title, scroll and toasts; each route tree below brings its own guard. */
export function RootRoute() {
  const meta = useCurrentRouteMeta();
  useEffect(() => {
    document.title = pageTitle(meta?.title);
  }, [meta?.title]);
  return (
    <>
      <ScrollRestoration />
      <ToastHost />
      <Outlet />
    </>
  );
}
