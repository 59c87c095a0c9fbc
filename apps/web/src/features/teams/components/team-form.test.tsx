import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { TeamForm } from './team-form';

const LEADER = '0b4f6a52-8a0e-4f7e-9d67-3c2b1a0f9e11';
const team = {
  id: 'c9d7e2a1-5b3f-4e8c-a1d2-7f6e5d4c3b2a',
  name: 'Produto',
  description: 'Descobre e entrega',
  leader: { id: LEADER, name: 'Lia Líder', avatar: null },
  memberCount: 3,
  progress: 40,
};

let saveAnswer: (body: Record<string, unknown>) => Response;
const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
  if (url.startsWith('/api/users/lookup')) {
    return Response.json({
      data: [{ id: LEADER, name: 'Lia Líder', avatar: null, id_team: null }],
    });
  }
  return saveAnswer(JSON.parse(String(init?.body ?? '{}')));
});

function saves() {
  return fetchMock.mock.calls.filter(([url]) => url.startsWith('/api/teams'));
}

beforeEach(() => {
  fetchMock.mockClear();
  saveAnswer = (body) => Response.json({ ...team, ...body }, { status: 201 });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('TeamForm', () => {
  it('asks for the name with the shared message and sends nothing', async () => {
    const user = userEvent.setup();
    renderWithProviders(<TeamForm onCancel={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Criar time' }));
    expect(await screen.findByText('Informe o nome do time.')).toBeInTheDocument();

    await user.type(screen.getByLabelText(/Nome/), 'A');
    await user.click(screen.getByRole('button', { name: 'Criar time' }));
    expect(
      await screen.findByText('O nome do time deve ter pelo menos 2 caracteres.'),
    ).toBeInTheDocument();
    expect(saves()).toHaveLength(0);
  });

  it('creates a team with a leader chosen from the lookup', async () => {
    const user = userEvent.setup();
    const onSaved = vi.fn();
    renderWithProviders(<TeamForm onCancel={() => {}} onSaved={onSaved} />);
    await user.type(screen.getByLabelText(/Nome/), '  Marketing ');
    await user.click(screen.getByRole('combobox', { name: /Líder/ }));
    await user.click(await screen.findByRole('option', { name: /Lia Líder/ }));
    await user.click(screen.getByRole('button', { name: 'Criar time' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const [url, init] = saves()[0] ?? [];
    expect(url).toBe('/api/teams');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({
      name: 'Marketing',
      description: null,
      leaderId: LEADER,
    });
  });

  it('edits with PUT and shows a taken name on the name field', async () => {
    saveAnswer = () =>
      Response.json(
        { statusCode: 409, code: 'TEAM_NAME_TAKEN', message: 'Já existe um time com este nome.' },
        { status: 409 },
      );
    const user = userEvent.setup();
    renderWithProviders(<TeamForm team={team} onCancel={() => {}} />);
    expect(screen.getByLabelText(/Nome/)).toHaveValue('Produto');
    expect(screen.getByLabelText(/Descrição/)).toHaveValue('Descobre e entrega');
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));

    expect(await screen.findByText('Já existe um time com este nome.')).toBeInTheDocument();
    expect(screen.getByLabelText(/Nome/)).toHaveAttribute('aria-invalid', 'true');
    const [url, init] = saves()[0] ?? [];
    expect(url).toBe(`/api/teams/${team.id}`);
    expect(init?.method).toBe('PUT');
  });
});
