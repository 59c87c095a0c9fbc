import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { ActivateAccountPage } from './activate-account-page';

const TOKEN = 'convite-token-1234567890';

function renderPage(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/activate-account', element: <ActivateAccountPage /> },
      { path: '/login', element: <p>página de login</p> },
    ],
    { initialEntries: [path] },
  );
  renderWithProviders(<RouterProvider router={router} />);
  return router;
}

function answer(status: number, body: unknown) {
  const fetchMock = vi.fn(async () => Response.json(body, { status }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('invitation on the activation page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for a password instead of activating on load', async () => {
    const fetchMock = answer(200, { message: 'ok' });
    renderPage(`/activate-account?token=${TOKEN}&convite=1`);
    expect(await screen.findByRole('heading', { name: 'Defina sua senha' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Senha/)).toBeInTheDocument();
    expect(screen.getByLabelText(/Confirmar senha/)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('validates length and confirmation in pt-BR before calling the API', async () => {
    const fetchMock = answer(200, { message: 'ok' });
    const user = userEvent.setup();
    renderPage(`/activate-account?token=${TOKEN}&convite=1`);
    await user.type(screen.getByLabelText(/^Senha/), 'curta');
    await user.click(screen.getByRole('button', { name: 'Ativar conta' }));
    expect(
      await screen.findByText('A senha deve ter pelo menos 8 caracteres.'),
    ).toBeInTheDocument();

    await user.clear(screen.getByLabelText(/^Senha/));
    await user.type(screen.getByLabelText(/^Senha/), 'senha-forte-1');
    await user.type(screen.getByLabelText(/Confirmar senha/), 'senha-forte-2');
    await user.click(screen.getByRole('button', { name: 'Ativar conta' }));
    expect(await screen.findByText('As senhas não conferem.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('posts token and password, then opens the login', async () => {
    const fetchMock = answer(200, { message: 'Conta ativada com sucesso. Você já pode entrar.' });
    const user = userEvent.setup();
    const router = renderPage(`/activate-account?token=${TOKEN}&convite=1`);
    await user.type(screen.getByLabelText(/^Senha/), 'senha-forte-1');
    await user.type(screen.getByLabelText(/Confirmar senha/), 'senha-forte-1');
    await user.click(screen.getByRole('button', { name: 'Ativar conta' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    const [url, init] = (fetchMock.mock.calls[0] ?? []) as unknown as [string, RequestInit];
    expect(url).toBe('/api/auth/activate');
    expect(JSON.parse(String(init.body))).toEqual({ token: TOKEN, password: 'senha-forte-1' });
  });

  it('shows the API message and keeps the form when the link expired', async () => {
    answer(400, {
      statusCode: 400,
      code: 'INVALID_TOKEN',
      message: 'Este link expirou ou já foi usado.',
    });
    const user = userEvent.setup();
    const router = renderPage(`/activate-account?token=${TOKEN}&convite=1`);
    await user.type(screen.getByLabelText(/^Senha/), 'senha-forte-1');
    await user.type(screen.getByLabelText(/Confirmar senha/), 'senha-forte-1');
    await user.click(screen.getByRole('button', { name: 'Ativar conta' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Este link expirou ou já foi usado.',
    );
    expect(router.state.location.pathname).toBe('/activate-account');
    expect(screen.getByLabelText(/^Senha/)).toHaveValue('senha-forte-1');
  });

  it('still activates a sign-up link (no convite) on load', async () => {
    const fetchMock = answer(200, { message: 'Conta ativada com sucesso. Você já pode entrar.' });
    renderPage(`/activate-account?token=${TOKEN}`);
    expect(await screen.findByRole('heading', { name: 'Conta ativada!' })).toBeInTheDocument();
    const [, init] = (fetchMock.mock.calls[0] ?? []) as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({ token: TOKEN });
  });
});
