import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { InviteUserForm } from './invite-user-form';

const TEAM = '6f1c1d3e-2b7a-4c1e-9a55-0c7d2f1b9e10';
const teams = {
  data: [
    { id: TEAM, name: 'Produto', description: null, leader: null, memberCount: 0, progress: 0 },
  ],
  page: 1,
  limit: 100,
  total: 1,
};

let inviteAnswer: () => Response;
const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
  if (url.startsWith('/api/teams')) return Response.json(teams);
  if (url === '/api/users/invite' && init?.method === 'POST') return inviteAnswer();
  return Response.json({}, { status: 404 });
});

function invitePosts() {
  return fetchMock.mock.calls.filter(([url]) => url === '/api/users/invite');
}

function renderForm() {
  const onInvited = vi.fn();
  renderWithProviders(<InviteUserForm onInvited={onInvited} onCancel={() => {}} />);
  return { onInvited };
}

beforeEach(() => {
  fetchMock.mockClear();
  inviteAnswer = () =>
    Response.json(
      {
        id: 'u-9',
        name: 'Carla Souza',
        email: 'carla@empresa.com.br',
        role: 'user',
        status: 'pending',
        avatar: null,
        position: null,
        team: { id: TEAM, name: 'Produto' },
        createdAt: '2025-05-05T12:00:00Z',
        lastLoginAt: null,
      },
      { status: 201 },
    );
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('InviteUserForm', () => {
  it('shows the shared pt-BR messages and sends nothing while invalid', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole('button', { name: 'Enviar convite' }));
    expect(await screen.findByText('O nome deve ter pelo menos 2 caracteres.')).toBeInTheDocument();
    expect(screen.getByText('Informe o e-mail.')).toBeInTheDocument();

    await user.type(screen.getByLabelText(/E-mail/), 'carla@');
    await user.click(screen.getByRole('button', { name: 'Enviar convite' }));
    expect(await screen.findByText('Informe um e-mail válido.')).toBeInTheDocument();
    expect(invitePosts()).toHaveLength(0);
  });

  it('posts name, e-mail, role and team, then reports the invitation', async () => {
    const user = userEvent.setup();
    const { onInvited } = renderForm();
    await user.type(screen.getByLabelText(/Nome/), 'Carla Souza');
    await user.type(screen.getByLabelText(/E-mail/), ' Carla@Empresa.com.br ');
    await user.click(screen.getByRole('combobox', { name: /Papel/ }));
    await user.click(await screen.findByRole('option', { name: 'Administrador' }));
    await user.click(screen.getByRole('combobox', { name: 'Time' }));
    await user.click(await screen.findByRole('option', { name: 'Produto' }));
    await user.click(screen.getByRole('button', { name: 'Enviar convite' }));

    await waitFor(() => expect(onInvited).toHaveBeenCalled());
    const [, init] = invitePosts()[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({
      name: 'Carla Souza',
      email: 'carla@empresa.com.br',
      role: 'admin',
      teamId: TEAM,
    });
  });

  it('puts a duplicate e-mail on the e-mail field and keeps what was typed', async () => {
    inviteAnswer = () =>
      Response.json(
        { statusCode: 409, code: 'EMAIL_TAKEN', message: 'Este e-mail já está cadastrado.' },
        { status: 409 },
      );
    const user = userEvent.setup();
    const { onInvited } = renderForm();
    await user.type(screen.getByLabelText(/Nome/), 'Carla Souza');
    await user.type(screen.getByLabelText(/E-mail/), 'carla@empresa.com.br');
    await user.click(screen.getByRole('button', { name: 'Enviar convite' }));

    expect(await screen.findByText('Este e-mail já está cadastrado.')).toBeInTheDocument();
    expect(screen.getByLabelText(/E-mail/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/Nome/)).toHaveValue('Carla Souza');
    expect(onInvited).not.toHaveBeenCalled();
  });
});
