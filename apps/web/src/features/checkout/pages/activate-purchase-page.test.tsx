import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setNavigator } from '../../../lib/navigation';
import { sessionStore } from '../../../lib/session-store';
import { renderWithProviders } from '../../../test/render';
import ActivatePurchasePage from './activate-purchase-page';

const TOKEN = 'compra-token-1234567890';
const USER = {
  id: 'u1',
  name: 'Clara Souza',
  email: 'clara@loja.com.br',
  token: 'session-token',
  role: 'admin',
  avatar: null,
  phone: null,
  position: null,
  company: 'Loja Boa Vista',
  id_team: null,
};

function renderPage(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/activate-account-purchase', element: <ActivatePurchasePage /> },
      { path: '/dashboard', element: <p>dashboard</p> },
      { path: '/login', element: <p>login</p> },
    ],
    { initialEntries: [path] },
  );
  renderWithProviders(<RouterProvider router={router} />);
  return router;
}

const fetchMock = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
  const url = String(input);
  if (url.startsWith('/api/auth/purchase-activation')) {
    return url.includes(TOKEN)
      ? Response.json({
          name: 'Clara Souza',
          email: 'clara@loja.com.br',
          company: 'Loja Boa Vista',
          planName: 'Equipe',
        })
      : Response.json(
          { statusCode: 400, code: 'INVALID_TOKEN', message: 'Este link expirou ou já foi usado.' },
          { status: 400 },
        );
  }
  if (url === '/api/auth/activate-purchase') return Response.json(USER);
  throw new Error(`unexpected fetch ${url}`);
});

beforeEach(() => {
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
  setNavigator(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  if (sessionStore.getState().user.token) sessionStore.logout();
  setNavigator(null);
});

describe('ActivatePurchasePage', () => {
  it('shows the company and e-mail, sets the password, stores the session and opens the dashboard', async () => {
    const user = userEvent.setup();
    const router = renderPage(`/activate-account-purchase?token=${TOKEN}`);
    expect(await screen.findByRole('heading', { name: 'Ative sua conta' })).toBeVisible();
    expect(screen.getByText('Loja Boa Vista')).toBeVisible();
    expect(screen.getByText('clara@loja.com.br')).toBeVisible();

    await user.type(screen.getByLabelText(/^Senha/), 'senha-forte-1');
    await user.type(screen.getByLabelText(/Confirmar senha/), 'senha-forte-2');
    await user.click(screen.getByRole('button', { name: 'Ativar conta e entrar' }));
    expect(await screen.findByText('As senhas não conferem.')).toBeVisible();

    await user.clear(screen.getByLabelText(/Confirmar senha/));
    await user.type(screen.getByLabelText(/Confirmar senha/), 'senha-forte-1');
    await user.click(screen.getByRole('button', { name: 'Ativar conta e entrar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    const [, init] = fetchMock.mock.calls.at(-1) as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({ token: TOKEN, password: 'senha-forte-1' });
    expect(JSON.parse(localStorage.getItem('user') ?? '{}')).toMatchObject({
      token: 'session-token',
      role: 'admin',
    });
  });

  it('explains an invalid or expired link and offers the login', async () => {
    renderPage('/activate-account-purchase?token=outro-token-123456');
    expect(await screen.findByRole('heading', { name: 'Link de ativação inválido' })).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent('Este link expirou ou já foi usado.');
    expect(screen.getByRole('link', { name: 'Ir para o login' })).toHaveAttribute('href', '/login');
  });
});
