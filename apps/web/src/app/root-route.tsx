import { useEffect } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { pageTitle } from '../lib/page-title';
import { useCurrentRouteMeta } from './route-meta';

/** Every page's title and scroll; each route tree below brings its own guard. */
export function RootRoute() {
  const meta = useCurrentRouteMeta();
  useEffect(() => {
    document.title = pageTitle(meta?.title);
  }, [meta?.title]);
  return (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  );
}
