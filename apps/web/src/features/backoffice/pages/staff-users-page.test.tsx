import { staffUserMessages } from '@rumo/shared/backoffice/staff-users';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { backofficeSession } from '../session/backoffice-session-store';
import { staffUser } from '../test-fixtures';
import StaffUsersPage from './staff-users-page';

const me = staffUser('admin', { id: 'me', name: 'Ana Admin' });
const other = staffUser('admin', { id: 'other', name: 'Bruno Admin', email: 'bruno@rumo.demo' });

type Handler = (url: string, init: RequestInit | undefined) => Response | undefined;
let handler: Handler = () => undefined;

const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
  const answer = handler(url, init);
  if (answer) return answer;
  return Response.json({ data: [me, other], page: 1, limit: 20, total: 2 });
});

function writes(): [string, unknown][] {
  return fetchMock.mock.calls
    .filter(([, init]) => init?.method && init.method !== 'GET')
    .map(([url, init]) => [url, JSON.parse(String(init?.body ?? '{}'))]);
}

async function openAction(name: string, action: string) {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: `Ações de ${name}` }));
  await user.click(await screen.findByRole('menuitem', { name: action }));
  return user;
}

beforeEach(() => {
  localStorage.clear();
  backofficeSession.save({ access_token: 'access', refresh_token: 'refresh', user: me });
  handler = () => undefined;
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('Usuários do Sistema', () => {
  it('lists the staff with role, status and permissions', async () => {
    renderWithProviders(<StaffUsersPage />);
    expect(await screen.findByText('Bruno Admin')).toBeInTheDocument();
    expect(screen.getByText('Ana Admin (você)')).toBeInTheDocument();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/backoffice/users?page=1&limit=20');
  });

  it('requires a reason before changing role or flags, and shows the last-admin refusal', async () => {
    handler = (_url, init) =>
      init?.method === 'PATCH'
        ? Response.json(
            { statusCode: 409, code: 'STAFF_LAST_ADMIN', message: staffUserMessages.lastAdmin },
            { status: 409 },
          )
        : undefined;
    renderWithProviders(<StaffUsersPage />);
    const user = await openAction('Bruno Admin', 'Perfil e permissões');
    const dialog = await screen.findByRole('dialog', { name: 'Perfil e permissões' });
    await user.click(within(dialog).getByRole('switch', { name: /Usuários do sistema/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Salvar alterações' }));
    expect(
      await within(dialog).findByText('Informe o motivo (pelo menos 3 caracteres).'),
    ).toBeInTheDocument();
    expect(writes()).toEqual([]);

    await user.type(within(dialog).getByRole('textbox', { name: /Motivo/ }), 'Mudou de área');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar alterações' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(staffUserMessages.lastAdmin);
    expect(writes()).toEqual([
      [
        '/api/backoffice/users/other',
        {
          permissions: { ...other.permissions, users: false },
          reason: 'Mudou de área',
        },
      ],
    ]);
  });

  it('shows a temporary password once, with a copy button', async () => {
    handler = (url, init) =>
      init?.method === 'POST' && url.endsWith('/reset-password')
        ? Response.json({ data: other, temporaryPassword: 'Tmp-9x7Q-kd2P' })
        : undefined;
    renderWithProviders(<StaffUsersPage />);
    const user = await openAction('Bruno Admin', 'Redefinir senha');
    const dialog = await screen.findByRole('dialog', { name: 'Redefinir senha' });
    await user.click(within(dialog).getByRole('button', { name: 'Gerar senha temporária' }));
    expect(await within(dialog).findByTestId('temporary-password')).toHaveTextContent(
      'Tmp-9x7Q-kd2P',
    );
    expect(within(dialog).getByRole('button', { name: 'Copiar senha' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Concluir' }));
    await waitFor(() => expect(screen.queryByText('Tmp-9x7Q-kd2P')).not.toBeInTheDocument());

    await openAction('Bruno Admin', 'Redefinir senha');
    const again = await screen.findByRole('dialog', { name: 'Redefinir senha' });
    expect(within(again).queryByTestId('temporary-password')).not.toBeInTheDocument();
    expect(
      within(again).getByRole('button', { name: 'Gerar senha temporária' }),
    ).toBeInTheDocument();
  });

  it('asks for a reason before deactivating', async () => {
    renderWithProviders(<StaffUsersPage />);
    const user = await openAction('Bruno Admin', 'Desativar');
    const dialog = await screen.findByRole('dialog', { name: 'Desativar usuário do sistema' });
    await user.click(within(dialog).getByRole('button', { name: 'Desativar' }));
    expect(
      await within(dialog).findByText('Informe o motivo (pelo menos 3 caracteres).'),
    ).toBeInTheDocument();
    expect(writes()).toEqual([]);
  });

  it('offers a manager only what the API lets it do: accounts and roles below its own', async () => {
    const manager = staffUser('manager', {
      id: 'manager',
      name: 'Gabi Gerente',
      permissions: { ...staffUser('manager').permissions, users: true },
    });
    const analyst = staffUser('analyst', { id: 'analyst', name: 'Caio Analista' });
    backofficeSession.save({ access_token: 'access', refresh_token: 'refresh', user: manager });
    handler = (_url, init) =>
      init?.method && init.method !== 'GET'
        ? undefined
        : Response.json({ data: [manager, other, analyst], page: 1, limit: 20, total: 3 });
    renderWithProviders(<StaffUsersPage />);
    expect(await screen.findByText('Caio Analista')).toBeInTheDocument();
    // No actions on an admin nor on oneself.
    expect(screen.queryByRole('button', { name: 'Ações de Bruno Admin' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Ações de Gabi Gerente' })).toBeNull();

    const user = await openAction('Caio Analista', 'Perfil e permissões');
    const dialog = await screen.findByRole('dialog', { name: 'Perfil e permissões' });
    for (const toggle of within(dialog).getAllByRole('switch')) expect(toggle).toBeDisabled();
    await user.click(within(dialog).getByRole('combobox', { name: 'Perfil' }));
    const roles = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(roles).toEqual(['Analista', 'Visualizador']);
    await user.click(screen.getByRole('option', { name: 'Visualizador' }));
    await user.type(within(dialog).getByRole('textbox', { name: /Motivo/ }), 'Mudou de função');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar alterações' }));
    // A role change only: the flags are the new role's defaults, set by the API.
    await waitFor(() =>
      expect(writes()).toEqual([
        ['/api/backoffice/users/analyst', { role: 'viewer', reason: 'Mudou de função' }],
      ]),
    );
  });

  it('shows a Visualizador the list without any write', async () => {
    const viewer = staffUser('viewer', {
      id: 'viewer',
      permissions: { ...staffUser('viewer').permissions, users: true },
    });
    backofficeSession.save({ access_token: 'access', refresh_token: 'refresh', user: viewer });
    renderWithProviders(<StaffUsersPage />);
    expect(await screen.findByText('Bruno Admin')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Novo usuário' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Ações de/ })).toBeNull();
  });
});
