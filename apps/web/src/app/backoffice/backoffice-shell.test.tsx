import { MantineProvider } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  DEFAULT_STAFF_PERMISSIONS,
  type StaffRole,
  type StaffUser,
} from '@rumo/shared/backoffice/auth';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetBackofficeVerification } from '../../features/backoffice/components/backoffice-root';
import {
  BACKOFFICE_STORAGE_KEYS,
  backofficeSession,
} from '../../features/backoffice/session/backoffice-session-store';
import { setNavigator } from '../../lib/navigation';
import { patchBackofficeRoutes, routes } from '../router';

const slow = { timeout: 15_000 };

function staff(role: StaffRole, name = 'Ana Souza'): StaffUser {
  return {
    id: `s-${role}`,
    name,
    email: `${role}@backoffice.rumo.demo`,
    role,
    permissions: { ...DEFAULT_STAFF_PERMISSIONS[role] },
    status: 'active',
    lastLoginAt: null,
    mustChangePassword: false,
  };
}

type Handler = (url: string, init: RequestInit) => Response | Promise<Response>;
let handler: Handler;
const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) =>
  handler(String(input), init ?? {}),
);

function signIn(user: StaffUser) {
  backofficeSession.save({ access_token: 'access-1', refresh_token: 'refresh-1', user });
}

function renderAt(path: string) {
  const router = createMemoryRouter(routes, {
    initialEntries: [path],
    patchRoutesOnNavigation: patchBackofficeRoutes,
  });
  setNavigator((to, options) => void router.navigate(to, options));
  // The route tree brings its data client and modals (AppServices), the root route its toasts.
  render(
    <MantineProvider env="test">
      <RouterProvider router={router} />
    </MantineProvider>,
  );
  return router;
}

const verifyAs = (user: StaffUser) => Response.json({ data: { valid: true, user } });
const menu = () => screen.getByRole('navigation', { name: 'Menu do backoffice' });

describe('backoffice shell', () => {
  beforeEach(() => {
    resetBackofficeVerification();
    backofficeSession.logout();
    handler = (url) =>
      url.endsWith('/auth/verify')
        ? verifyAs(backofficeSession.getState().user ?? staff('admin'))
        : Response.json(
            { statusCode: 404, code: 'NOT_FOUND', message: 'Rota não encontrada.' },
            { status: 404 },
          );
    vi.stubGlobal('fetch', fetchMock);
  });

  afterEach(() => {
    act(() => notifications.clean());
    vi.unstubAllGlobals();
    fetchMock.mockClear();
    setNavigator(null);
    backofficeSession.logout();
  });

  it('sends a visitor to the backoffice login, signs in and lands on the dashboard', async () => {
    const admin = staff('admin');
    handler = (url) => {
      if (url.endsWith('/backoffice/auth/login')) {
        return Response.json({
          success: true,
          message: 'ok',
          data: { access_token: 'access-1', refresh_token: 'refresh-1', user: admin },
        });
      }
      return verifyAs(admin);
    };
    const router = renderAt('/xyz/backoffice');
    expect(await screen.findByRole('heading', { name: 'Acesso da equipe' }, slow)).toBeVisible();
    expect(router.state.location.pathname).toBe('/xyz/backoffice/login');
    await waitFor(() => expect(document.title).toBe('Entrar · Backoffice | Rumo'));

    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'admin@backoffice.rumo.demo');
    await user.type(screen.getByLabelText('Senha'), 'rumo1234');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));

    expect(await screen.findByText('Seu acesso', {}, slow)).toBeVisible();
    expect(router.state.location.pathname).toBe('/xyz/backoffice');
    expect(localStorage.getItem(BACKOFFICE_STORAGE_KEYS.accessToken)).toBe('access-1');
    expect(localStorage.getItem(BACKOFFICE_STORAGE_KEYS.refreshToken)).toBe('refresh-1');
    expect(localStorage.getItem('user')).toBeNull();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/, Ana!$/);
  });

  it("shows the API's refusal, or 'Erro no login'", async () => {
    handler = () =>
      Response.json(
        {
          success: false,
          statusCode: 401,
          code: 'INVALID_CREDENTIALS',
          message: 'E-mail ou senha inválidos.',
        },
        { status: 401 },
      );
    renderAt('/xyz/backoffice/login');
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'E-mail' }, slow), 'x@rumo.com.br');
    await user.type(screen.getByLabelText('Senha'), 'errada');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('E-mail ou senha inválidos.');

    handler = () => new Response('', { status: 500 });
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Erro no login'));
  });

  it('sends signed-in staff from the login to the dashboard, and a viewer from users too', async () => {
    signIn(staff('viewer'));
    const router = renderAt('/xyz/backoffice/login');
    expect(await screen.findByText('Seu acesso', {}, slow)).toBeVisible();
    expect(router.state.location.pathname).toBe('/xyz/backoffice');

    await act(() => router.navigate('/xyz/backoffice/users'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/xyz/backoffice'));
  });

  it('shows the viewer its menu, initials, name and role, and no Efí buttons', async () => {
    signIn(staff('viewer', 'Bruno de Lima'));
    renderAt('/xyz/backoffice');
    expect(await screen.findByText('Seu acesso', {}, slow)).toBeVisible();
    expect(
      within(menu())
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Dashboard', 'Leads']);
    const userButton = screen.getByRole('button', {
      name: 'Menu do usuário: Bruno de Lima, Visualizador',
    });
    expect(userButton).toHaveTextContent('BD');
    // Named by its content, so the name holds what is seen (axe label-content-name-mismatch).
    expect(userButton).not.toHaveAttribute('aria-label');
    expect(screen.queryByRole('button', { name: 'Testar conexão' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Sincronizar' })).toBeNull();
    expect(screen.getByTestId('permission-stats')).toHaveTextContent('Liberado');
    expect(screen.getByTestId('permission-users')).toHaveTextContent('Sem acesso');
  });

  it("tests the Efí connection for an admin: 'Conexão OK', or 'Erro na Conexão' with the message", async () => {
    signIn(staff('admin'));
    handler = (url) =>
      url.endsWith('/test-efi-connection')
        ? Response.json({ success: true })
        : verifyAs(staff('admin'));
    renderAt('/xyz/backoffice');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Testar conexão' }, slow));
    expect(await screen.findByText('Conexão com Efí Pay funcionando corretamente')).toBeVisible();
    expect(screen.getByText('Conexão OK')).toBeVisible();

    handler = (url) =>
      url.endsWith('/test-efi-connection')
        ? Response.json(
            { statusCode: 502, code: 'EFI', message: 'Credenciais da Efí recusadas.' },
            { status: 502 },
          )
        : verifyAs(staff('admin'));
    await user.click(screen.getByRole('button', { name: 'Testar conexão' }));
    expect(await screen.findByText('Erro na Conexão')).toBeVisible();
    expect(screen.getByText('Credenciais da Efí recusadas.')).toBeVisible();

    handler = (url) =>
      url.endsWith('/sync-efi') ? new Response('', { status: 500 }) : verifyAs(staff('admin'));
    await user.click(screen.getByRole('button', { name: 'Sincronizar' }));
    expect(await screen.findByText('Erro na Sincronização')).toBeVisible();
    expect(screen.getByText('Falha ao sincronizar dados')).toBeVisible();
  });

  it("syncs for a manager: 'Sincronização Completa'", async () => {
    signIn(staff('manager'));
    handler = (url, init) =>
      url.endsWith('/sync-efi') && init.method === 'POST'
        ? Response.json({ success: true })
        : verifyAs(staff('manager'));
    renderAt('/xyz/backoffice');
    await userEvent.click(await screen.findByRole('button', { name: 'Sincronizar' }, slow));
    expect(await screen.findByText('Sincronização Completa')).toBeVisible();
    expect(screen.getByText('Dados sincronizados com sucesso')).toBeVisible();
  });

  it('logs out after the confirmation', async () => {
    signIn(staff('analyst'));
    handler = (url) =>
      url.endsWith('/auth/logout')
        ? new Response(null, { status: 204 })
        : verifyAs(staff('analyst'));
    const router = renderAt('/xyz/backoffice');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /^Menu do usuário/ }, slow));
    await user.click(await screen.findByRole('menuitem', { name: 'Sair' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirmar Logout' });
    expect(dialog).toHaveTextContent('Deseja realmente sair do sistema?');

    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(backofficeSession.getState().accessToken).toBe('access-1');

    await user.click(screen.getByRole('button', { name: /^Menu do usuário/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sair' }));
    const again = await screen.findByRole('dialog', { name: 'Confirmar Logout' });
    await user.click(within(again).getByRole('button', { name: 'Sair' }));

    expect(await screen.findByText('Você foi desconectado com sucesso')).toBeVisible();
    expect(screen.getByText('Logout realizado')).toBeVisible();
    await waitFor(() => expect(router.state.location.pathname).toBe('/xyz/backoffice/login'));
    expect(localStorage.getItem(BACKOFFICE_STORAGE_KEYS.accessToken)).toBeNull();
    expect(
      fetchMock.mock.calls.some(
        ([url, init]) =>
          String(url).endsWith('/backoffice/auth/logout') &&
          new Headers(init?.headers).get('Authorization') === 'Bearer access-1',
      ),
    ).toBe(true);
  });

  it('a refused verification ends the session with one Sessão Expirada notice', async () => {
    signIn(staff('admin'));
    handler = () =>
      Response.json(
        { statusCode: 401, code: 'UNAUTHORIZED', message: 'Não autorizado.' },
        { status: 401 },
      );
    const router = renderAt('/xyz/backoffice');
    expect(await screen.findByText('Sessão Expirada', {}, slow)).toBeVisible();
    expect(
      screen.getByText('Sua sessão expirou. Você será redirecionado para o login.'),
    ).toBeVisible();
    await waitFor(() => expect(router.state.location.pathname).toBe('/xyz/backoffice/login'));
    expect(localStorage.getItem(BACKOFFICE_STORAGE_KEYS.refreshToken)).toBeNull();
    // The refresh was tried before giving up.
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain(
      '/api/backoffice/auth/refresh',
    );
  });

  it('shows the in-development toasts of the notification button and Meu Perfil', async () => {
    signIn(staff('viewer'));
    renderAt('/xyz/backoffice');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Notificações' }, slow));
    expect(
      await screen.findByText('As notificações do backoffice estão em desenvolvimento.'),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: /^Menu do usuário/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Meu Perfil' }));
    expect(
      await screen.findByText('O perfil do usuário do sistema está em desenvolvimento.'),
    ).toBeVisible();
  });

  it('a customer session does not open the backoffice', async () => {
    localStorage.setItem(
      'user',
      JSON.stringify({ id: 'u1', name: 'Cliente', token: 'customer-token', role: 'admin' }),
    );
    const router = renderAt('/xyz/backoffice');
    expect(await screen.findByRole('heading', { name: 'Acesso da equipe' }, slow)).toBeVisible();
    expect(router.state.location.pathname).toBe('/xyz/backoffice/login');
  });
});
