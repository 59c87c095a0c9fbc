import type { SessionUser } from '@rumo/shared/auth/contracts';
import type { SearchResponse } from '@rumo/shared/search/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore, USER_STORAGE_KEY } from '../../../lib/session-store';
import { renderWithProviders } from '../../../test/render';
import { SearchDialog } from './search-dialog';

const member: SessionUser = {
  id: 'u1',
  name: 'Ana Souza',
  email: 'ana@empresa.com.br',
  token: 'token',
  role: 'user',
  avatar: null,
  phone: null,
  position: null,
  company: 'Empresa',
  id_team: null,
};

const answer: SearchResponse = {
  query: 'vendas',
  results: [
    {
      kind: 'team',
      id: 't1',
      title: 'Vendas',
      subtitle: null,
      objectiveId: null,
      avatar: null,
      private: false,
    },
    {
      kind: 'objective',
      id: 'o1',
      title: 'Dobrar as vendas',
      subtitle: 'T4 2026',
      objectiveId: null,
      avatar: null,
      private: true,
    },
    {
      kind: 'key_result',
      id: 'k1',
      title: 'Vendas de R$ 1 mi',
      subtitle: 'Dobrar as vendas',
      objectiveId: 'o1',
      avatar: null,
      private: true,
    },
  ],
};

const fetchMock = vi.fn(async (url: string) => {
  const q = new URL(url, 'http://localhost').searchParams.get('q') ?? '';
  if (q === 'vendas') return Response.json(answer);
  return Response.json({ query: q, results: [] });
});

function renderDialog() {
  const router = createMemoryRouter(
    [
      { path: '/dashboard', element: <SearchDialog opened onClose={() => {}} /> },
      { path: '*', element: <p>outra página</p> },
    ],
    { initialEntries: ['/dashboard'] },
  );
  renderWithProviders(<RouterProvider router={router} />);
  return router;
}

describe('SearchDialog', () => {
  beforeEach(() => {
    localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(member));
    sessionStore.load();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockClear();
    sessionStore.load();
  });

  it('asks for two characters before searching', async () => {
    renderDialog();
    const field = screen.getByRole('combobox', { name: /Buscar objetivos/ });
    await userEvent.type(field, 'v');
    expect(screen.getByText('Digite pelo menos 2 caracteres para buscar.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('groups the results by kind and opens the one chosen with the arrows and Enter', async () => {
    const user = userEvent.setup();
    const router = renderDialog();
    const field = screen.getByRole('combobox', { name: /Buscar objetivos/ });
    await user.type(field, 'vendas');

    const groups = await screen.findAllByRole('group');
    const label = (group: HTMLElement) =>
      document.getElementById(group.getAttribute('aria-labelledby') ?? '')?.textContent;
    expect(groups.map(label)).toEqual(['Objetivos', 'Resultados-chave', 'Times']);
    const options = screen.getAllByRole('option');
    // The private objective and its key result say so; the team does not.
    expect(options.map((option) => option.textContent?.includes('Privado'))).toEqual([
      true,
      true,
      false,
    ]);
    expect(options.map((option) => option.getAttribute('aria-selected'))).toEqual([
      'true',
      'false',
      'false',
    ]);
    expect(field).toHaveAttribute('aria-activedescendant', options[0]?.id);

    await user.keyboard('{ArrowDown}');
    expect(field).toHaveAttribute('aria-activedescendant', options[1]?.id);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/okrs/o1'));
    expect(router.state.location.hash).toBe('#kr-k1');
  });

  it('wraps around with the arrow up', async () => {
    const user = userEvent.setup();
    const router = renderDialog();
    await user.type(screen.getByRole('combobox', { name: /Buscar objetivos/ }), 'vendas');
    await screen.findAllByRole('option');
    await user.keyboard('{ArrowUp}{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/times/t1'));
  });

  it('says when nothing matched', async () => {
    const user = userEvent.setup();
    renderDialog();
    await user.type(screen.getByRole('combobox', { name: /Buscar objetivos/ }), 'xyz');
    expect(await screen.findByText('Nenhum resultado para “xyz”')).toBeInTheDocument();
  });
});
