import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { renderWithProviders } from '../../../test/render';
import ActivateAccountPage from '../pages/activate-account-page';

const TOKEN = 'convite-token-1234567890';

function renderPage(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/activate-account', element: <ActivateAccountPage /> },
      { path: '/login', element: <p>página de login</p> },
      { path: '/dashboard', element: <p>dashboard</p> },
    ],
    { initialEntries: [path] },
  );
  renderWithProviders(<RouterProvider router={router} />);
  return router;
}

const PREVIEW = {
  name: 'Carla Convidada',
  email: 'carla@acme.test',
  company: 'Acme Ltda',
  inviterName: 'Ana Admin',
};

/** The preview answers first; `accepted` is the answer to the acceptance (or activation). */
function answer(status: number, accepted: unknown) {
  const fetchMock = vi.fn(async (url: string) =>
    url.startsWith('/api/auth/invitation')
      ? Response.json(PREVIEW)
      : Response.json(accepted, { status }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const SESSION = {
  id: 'u1',
  name: 'Carla Convidada',
  email: 'carla@acme.test',
  role: 'user',
  avatar: null,
  phone: null,
  position: null,
  company: 'Acme Ltda',
  id_team: null,
  token: 'sessao',
};

const acceptCalls = (fetchMock: ReturnType<typeof answer>) =>
  fetchMock.mock.calls.filter(([url]) => !String(url).startsWith('/api/auth/invitation'));

describe('invitation on the activation page', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('names the company and who invited, and asks for a password instead of activating', async () => {
    const fetchMock = answer(200, SESSION);
    renderPage(`/activate-account?token=${TOKEN}&convite=1`);
    expect(await screen.findByRole('heading', { name: 'Defina sua senha' })).toBeInTheDocument();
    expect(
      screen.getByText(/Ana Admin convidou você para a empresa Acme Ltda no Rumo/),
    ).toBeInTheDocument();
    expect(screen.getByText('carla@acme.test')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Senha/)).toBeInTheDocument();
    expect(screen.getByLabelText(/Confirmar senha/)).toBeInTheDocument();
    expect(acceptCalls(fetchMock)).toEqual([]);
  });

  it('validates length and confirmation in pt-BR before calling the API', async () => {
    const fetchMock = answer(200, SESSION);
    const user = userEvent.setup();
    renderPage(`/activate-account?token=${TOKEN}&convite=1`);
    const button = await screen.findByRole('button', { name: 'Aceitar convite e entrar' });
    await user.type(screen.getByLabelText(/^Senha/), 'curta');
    await user.click(button);
    expect(
      await screen.findByText('A senha deve ter pelo menos 8 caracteres.'),
    ).toBeInTheDocument();

    await user.clear(screen.getByLabelText(/^Senha/));
    await user.type(screen.getByLabelText(/^Senha/), 'senha-forte-1');
    await user.type(screen.getByLabelText(/Confirmar senha/), 'senha-forte-2');
    await user.click(button);
    expect(await screen.findByText('As senhas não conferem.')).toBeInTheDocument();
    expect(acceptCalls(fetchMock)).toEqual([]);
  });

  it('posts token and password, stores the session and opens the dashboard', async () => {
    const fetchMock = answer(200, SESSION);
    const user = userEvent.setup();
    const router = renderPage(`/activate-account?token=${TOKEN}&convite=1`);
    await user.type(await screen.findByLabelText(/^Senha/), 'senha-forte-1');
    await user.type(screen.getByLabelText(/Confirmar senha/), 'senha-forte-1');
    await user.click(screen.getByRole('button', { name: 'Aceitar convite e entrar' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    const [url, init] = (acceptCalls(fetchMock)[0] ?? []) as unknown as [string, RequestInit];
    expect(url).toBe('/api/auth/accept-invitation');
    expect(JSON.parse(String(init.body))).toEqual({ token: TOKEN, password: 'senha-forte-1' });
    expect(sessionStore.getState().user.email).toBe('carla@acme.test');
  });

  it('shows the API message and keeps the form when the password is refused', async () => {
    answer(400, {
      statusCode: 400,
      code: 'VALIDATION_ERROR',
      message: 'Dados inválidos.',
    });
    const user = userEvent.setup();
    const router = renderPage(`/activate-account?token=${TOKEN}&convite=1`);
    await user.type(await screen.findByLabelText(/^Senha/), 'senha-forte-1');
    await user.type(screen.getByLabelText(/Confirmar senha/), 'senha-forte-1');
    await user.click(screen.getByRole('button', { name: 'Aceitar convite e entrar' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Dados inválidos.');
    expect(router.state.location.pathname).toBe('/activate-account');
    expect(screen.getByLabelText(/^Senha/)).toHaveValue('senha-forte-1');
  });

  it('still activates a sign-up link (no convite) on load', async () => {
    const fetchMock = vi.fn(async () =>
      Response.json({ message: 'Conta ativada com sucesso. Você já pode entrar.' }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderPage(`/activate-account?token=${TOKEN}`);
    expect(await screen.findByRole('heading', { name: 'Conta ativada!' })).toBeInTheDocument();
    const [, init] = (fetchMock.mock.calls[0] ?? []) as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({ token: TOKEN });
  });
});
