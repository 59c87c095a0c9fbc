import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { renderWithProviders } from '../../../test/render';
import LoginPage from '../pages/login-page';
import RegisterPage from '../pages/register-page';

function renderPage(element: React.ReactElement, path: string) {
  const router = createMemoryRouter(
    [
      { path, element },
      { path: '*', element: <p>outra página</p> },
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

describe('auth forms', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
    sessionStore.load();
  });

  it('validates the login form in pt-BR before calling the API', async () => {
    const fetchMock = answer(200, {});
    const user = userEvent.setup({ delay: null });
    renderPage(<LoginPage />, '/login');
    await user.type(screen.getByLabelText(/E-mail/), 'ana@');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByText('Informe um e-mail válido.')).toBeInTheDocument();
    expect(screen.getByText('Informe a senha.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the API message and keeps what was typed when sign-in fails', async () => {
    answer(401, {
      statusCode: 401,
      code: 'INVALID_CREDENTIALS',
      message: 'E-mail ou senha inválidos.',
    });
    const user = userEvent.setup({ delay: null });
    renderPage(<LoginPage />, '/login');
    await user.type(screen.getByLabelText(/E-mail/), 'ana@empresa.com.br');
    await user.type(screen.getByLabelText(/^Senha/), 'senha-errada');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('E-mail ou senha inválidos.');
    expect(screen.getByLabelText(/E-mail/)).toHaveValue('ana@empresa.com.br');
    expect(screen.getByLabelText(/^Senha/)).toHaveValue('senha-errada');
  });

  it('stores the session and opens the dashboard after signing in', async () => {
    const signed = {
      id: 'u1',
      name: 'Ana',
      email: 'ana@empresa.com.br',
      token: 'tok-1234567890',
      role: 'admin',
      avatar: null,
      phone: null,
      position: null,
      company: 'Empresa',
      id_team: null,
    };
    const fetchMock = answer(200, signed);
    const user = userEvent.setup({ delay: null });
    const router = renderPage(<LoginPage />, '/login');
    await user.type(screen.getByLabelText(/E-mail/), ' Ana@Empresa.com.br ');
    await user.type(screen.getByLabelText(/^Senha/), 'segredo-forte');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(sessionStore.getState().user.token).toBe('tok-1234567890');
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(init.body as string)).toEqual({
      email: 'ana@empresa.com.br',
      password: 'segredo-forte',
    });
  });

  it('tells the trial a new company gets, without a card', async () => {
    answer(200, { mode: 'simulator', trialDays: 14 });
    renderPage(<RegisterPage />, '/register');
    expect(
      await screen.findByText(/^Teste grátis por 14 dias, sem cartão de crédito\./),
    ).toBeInTheDocument();
  });

  it('checks the password confirmation and maps API issues back to fields', async () => {
    answer(409, {
      statusCode: 409,
      code: 'EMAIL_TAKEN',
      message: 'Já existe uma conta com este e-mail.',
      issues: [{ path: 'body.email', message: 'Já existe uma conta com este e-mail.' }],
    });
    const user = userEvent.setup({ delay: null });
    renderPage(<RegisterPage />, '/register');
    await user.type(screen.getByLabelText(/^Nome/), 'Ana Souza');
    await user.type(screen.getByLabelText(/^Empresa/), 'Acme');
    await user.type(screen.getByLabelText(/^E-mail/), 'ana@acme.com');
    await user.type(screen.getByLabelText(/^Senha/), 'segredo-forte');
    await user.type(screen.getByLabelText(/^Confirmar senha/), 'outra-senha');
    await user.click(screen.getByRole('button', { name: 'Criar conta' }));
    expect(await screen.findByText('As senhas não conferem.')).toBeInTheDocument();

    await user.clear(screen.getByLabelText(/^Confirmar senha/));
    await user.type(screen.getByLabelText(/^Confirmar senha/), 'segredo-forte');
    await user.click(screen.getByRole('button', { name: 'Criar conta' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Já existe uma conta com este e-mail.',
    );
    expect(screen.getByLabelText(/^E-mail/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Nome/)).toHaveValue('Ana Souza');
  });
});
