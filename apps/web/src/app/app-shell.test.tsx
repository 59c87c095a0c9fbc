import type { SessionUser } from '@rumo/shared/auth/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setNavigator } from '../lib/navigation';
import { sessionStore, USER_STORAGE_KEY } from '../lib/session-store';
import { renderWithProviders } from '../test/render';
import { routes } from './router';

const member: SessionUser = {
  id: 'u2',
  name: 'Bruno Lima',
  email: 'bruno@empresa.com.br',
  token: 'member-token',
  role: 'user',
  avatar: null,
  phone: null,
  position: null,
  company: 'Empresa',
  id_team: null,
};

/** Lazy routes compile on first use in tests, which can take a few seconds. */
const slow = { timeout: 15_000 };

function signIn(user: SessionUser | null) {
  if (user) localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(user));
  sessionStore.load();
}

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  setNavigator((to, options) => void router.navigate(to, options));
  renderWithProviders(<RouterProvider router={router} />);
  return router;
}

describe('app shell', () => {
  beforeEach(() => {
    // The shell refreshes the user and revokes tokens on logout; other calls find nothing.
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        if (url.endsWith('/auth/logout')) return new Response(null, { status: 204 });
        if (url.endsWith('/auth/me')) return Response.json(member);
        return Response.json({ statusCode: 404, code: 'NOT_FOUND', message: 'x' }, { status: 404 });
      }),
    );
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    setNavigator(null);
    localStorage.clear();
    sessionStore.load();
  });

  it('sends a visitor without a session to the login page', async () => {
    signIn(null);
    const router = renderAt('/dashboard');
    expect(
      await screen.findByRole('heading', { name: 'Entrar no Rumo' }, slow),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    await waitFor(() => expect(document.title).toBe('Entrar | Rumo'));
  });

  it('sends a member away from admin pages to access denied', async () => {
    signIn(member);
    const router = renderAt('/usuarios');
    expect(await screen.findByRole('heading', { name: 'Acesso negado' }, slow)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth/access');
    // Inside the app's shell, not the marketing site's layout.
    expect(screen.getByRole('complementary', { name: 'Menu principal' })).toBeInTheDocument();
  });

  it('shows unknown paths as not found', async () => {
    signIn(null);
    const router = renderAt('/nada-aqui');
    expect(
      await screen.findByRole('heading', { name: 'Página não encontrada' }, slow),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/pages/notfound');
  });

  it('renders the shell for a member and signs out from the user menu', async () => {
    signIn(member);
    const user = userEvent.setup();
    const router = renderAt('/perfil');

    const sidebar = await screen.findByRole('complementary', { name: 'Menu principal' }, slow);
    expect(within(sidebar).getByText('Menu')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Meu Perfil' }, slow)).toBeInTheDocument();
    expect(within(sidebar).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute(
      'aria-current',
    );
    expect(within(sidebar).queryByRole('link', { name: 'Usuários' })).toBeNull();
    expect(screen.getByTestId('topbar-user-name')).toHaveTextContent('Bruno');
    expect(screen.getByText(`© ${new Date().getFullYear()}`)).toBeInTheDocument();

    const menuButton = screen.getByRole('button', { name: 'Bruno, menu do usuário' });
    // Named by its content, so the name holds what is seen (axe label-content-name-mismatch).
    expect(menuButton).not.toHaveAttribute('aria-label');
    await user.click(menuButton);
    const profileItem = await screen.findByRole('menuitem', { name: 'Meu Perfil' }, slow);
    const dropdown = profileItem.closest('[role="menu"]') as HTMLElement;
    expect(within(dropdown).getByText('bruno@empresa.com.br')).toBeInTheDocument();
    expect(within(dropdown).getByText('Bruno Lima')).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Configurações' })).toBeNull();

    await user.click(screen.getByRole('menuitem', { name: 'Sair' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(localStorage.getItem(USER_STORAGE_KEY)).toBeNull();
  });

  it('shows admin entries to admins', async () => {
    signIn({ ...member, role: 'admin' });
    renderAt('/perfil');
    const sidebar = await screen.findByRole('complementary', { name: 'Menu principal' }, slow);
    expect(within(sidebar).getByRole('link', { name: 'Usuários' })).toBeInTheDocument();
    expect(within(sidebar).getByRole('link', { name: 'Configurações' })).toBeInTheDocument();
  });
});
