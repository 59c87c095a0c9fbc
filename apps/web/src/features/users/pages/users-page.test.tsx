import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { renderWithProviders } from '../../../test/render';
import UsersPage from './users-page';

const TEAM = '6f1c1d3e-2b7a-4c1e-9a55-0c7d2f1b9e10';

const people = [
  {
    id: 'u-1',
    name: 'Ana Admin',
    email: 'ana@empresa.com.br',
    role: 'admin',
    status: 'active',
    avatar: null,
    position: null,
    team: { id: TEAM, name: 'Produto' },
    createdAt: '2025-01-01T12:00:00Z',
    lastLoginAt: '2025-05-02T12:00:00Z',
  },
  {
    id: 'u-2',
    name: 'Bruno Pendente',
    email: 'bruno@empresa.com.br',
    role: 'user',
    status: 'pending',
    avatar: null,
    position: null,
    team: null,
    createdAt: '2025-01-01T12:00:00Z',
    lastLoginAt: null,
  },
];

const fetchMock = vi.fn(async (url: string) => {
  if (url.startsWith('/api/teams')) {
    return Response.json({
      data: [
        { id: TEAM, name: 'Produto', description: null, leader: null, memberCount: 1, progress: 0 },
      ],
      page: 1,
      limit: 100,
      total: 1,
    });
  }
  return Response.json({ data: people, page: 1, limit: 20, total: 2 });
});

function usersCalls(): URLSearchParams[] {
  return fetchMock.mock.calls
    .map(([url]) => url)
    .filter((url) => url.startsWith('/api/users?'))
    .map((url) => new URLSearchParams(url.split('?')[1]));
}

function renderPage(path: string) {
  localStorage.setItem(
    'user',
    JSON.stringify({ id: 'u-1', name: 'Ana Admin', role: 'admin', token: 'tok-1234567890' }),
  );
  sessionStore.load();
  const router = createMemoryRouter([{ path: '/usuarios', element: <UsersPage /> }], {
    initialEntries: [path],
  });
  renderWithProviders(<RouterProvider router={router} />);
  return router;
}

beforeEach(() => {
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('UsersPage filters and the URL query', () => {
  it('starts from the filters in the URL and sends them to the API', async () => {
    renderPage(`/usuarios?busca=ana&papel=admin&status=active&time=${TEAM}&pagina=2`);
    await screen.findByText('ana@empresa.com.br');
    const query = usersCalls().at(-1);
    expect(query?.get('search')).toBe('ana');
    expect(query?.get('role')).toBe('admin');
    expect(query?.get('status')).toBe('active');
    expect(query?.get('teamId')).toBe(TEAM);
    expect(query?.get('page')).toBe('2');
    expect(screen.getByLabelText('Busca')).toHaveValue('ana');
    expect(screen.getByRole('combobox', { name: 'Papel' })).toHaveValue('Administrador');
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Time' })).toHaveValue('Produto'),
    );
  });

  it('puts a chosen filter in the URL, resets the page and refetches', async () => {
    const user = userEvent.setup();
    const router = renderPage('/usuarios?pagina=3');
    await screen.findByText('ana@empresa.com.br');

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Pendente' }));

    await waitFor(() => expect(router.state.location.search).toBe('?status=pending'));
    await waitFor(() => expect(usersCalls().at(-1)?.get('status')).toBe('pending'));
    expect(usersCalls().at(-1)?.get('page')).toBe('1');
  });

  it('writes the search to the URL after typing and clears all filters', async () => {
    const user = userEvent.setup();
    const router = renderPage('/usuarios?papel=user');
    await screen.findByText('ana@empresa.com.br');

    await user.type(screen.getByLabelText('Busca'), 'bru');
    await waitFor(() => expect(router.state.location.search).toBe('?papel=user&busca=bru'));

    await user.click(screen.getByRole('button', { name: 'Limpar filtros' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    // The field follows the address on the next render.
    await waitFor(() => expect(screen.getByLabelText('Busca')).toHaveValue(''));
  });

  it('shows status badges and hides Desativar on the signed-in admin row', async () => {
    const user = userEvent.setup();
    renderPage('/usuarios');
    const table = await screen.findByRole('table', { name: 'Usuários da empresa' });
    expect(within(table).getByText('Ativo')).toBeInTheDocument();
    expect(within(table).getByText('Pendente')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Ações de Ana Admin' }));
    expect(await screen.findByRole('menuitem', { name: 'Tornar usuário' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Desativar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Reenviar convite' })).not.toBeInTheDocument();
  });

  it('offers Reenviar convite and Desativar for another, pending person', async () => {
    const user = userEvent.setup();
    renderPage('/usuarios');
    await user.click(await screen.findByRole('button', { name: 'Ações de Bruno Pendente' }));
    expect(await screen.findByRole('menuitem', { name: 'Reenviar convite' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Tornar administrador' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Desativar' })).toBeInTheDocument();
  });
});
