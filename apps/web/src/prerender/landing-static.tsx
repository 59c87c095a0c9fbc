import { MantineProvider } from '@mantine/core';
import type { SessionUser } from '@rumo/shared/auth/contracts';
import { renderToString } from 'react-dom/server';
import { Route, Routes, StaticRouter } from 'react-router';
import { PublicHeader, PublicLayout } from '../app/layout/public-layout';
import LandingPage from '../features/landing/pages/landing-page';
import { DEFAULT_LAYOUT_CONFIG } from '../lib/layout/layout-state';
import { sessionStore } from '../lib/session-store';
import { buildTheme } from '../lib/theme/build-theme';
import { contrastCssVariables } from '../lib/theme/contrast';

// Rendered at build time (build-tools/prerender-landing.ts) with the app's own components, so
// the landing page is static HTML: no React, router or app code in the browser.

export const PRERENDERED_PRESET = DEFAULT_LAYOUT_CONFIG.preset;

function Providers({
  children,
  cssVariables,
}: {
  children: React.ReactNode;
  cssVariables: boolean;
}) {
  return (
    <MantineProvider
      theme={buildTheme(DEFAULT_LAYOUT_CONFIG)}
      cssVariablesResolver={contrastCssVariables}
      withCssVariables={cssVariables}
    >
      <StaticRouter location="/">{children}</StaticRouter>
    </MantineProvider>
  );
}

/** A stand-in session: the header only asks whether someone is signed in. */
const SIGNED_IN: SessionUser = {
  id: 'prerender',
  name: 'Usuário',
  email: '',
  token: 'prerender',
  role: 'user',
  avatar: null,
  phone: null,
  position: null,
  company: '',
  id_team: null,
};

/**
 * The landing page as a visitor without a session sees it, and the header a signed-in visitor
 * sees instead (the page shows one of the two by a class the boot script sets).
 */
export function renderLanding(): { page: string; signedInHeader: string } {
  sessionStore.load();
  const page = renderToString(
    <Providers cssVariables>
      <Routes>
        <Route element={<PublicLayout />}>
          <Route index element={<LandingPage />} />
        </Route>
      </Routes>
    </Providers>,
  );
  sessionStore.save(SIGNED_IN);
  const signedInHeader = renderToString(
    <Providers cssVariables={false}>
      <PublicHeader />
    </Providers>,
  );
  return { page, signedInHeader };
}
