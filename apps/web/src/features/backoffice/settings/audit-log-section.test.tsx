import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { backofficeSession } from '../session/backoffice-session-store';
import { staffUser } from '../test-fixtures';
import { AuditLogSection } from './audit-log-section';

const entry = {
  id: 'e1',
  actor: { id: 's1', name: 'Ana Souza', email: 'ana@backoffice.rumo.demo' },
  action: 'subscription.charge_retried',
  targetType: 'subscription',
  targetId: 'sub-1',
  before: null,
  after: { status: 'past_due' },
  reason: 'Cliente pediu',
  ip: null,
  createdAt: '2026-11-20T15:00:00.000Z',
};

const fetchMock = vi.fn(async (url: string) =>
  url.startsWith('/api/backoffice/audit-log')
    ? Response.json({ data: [entry], page: 1, limit: 20, total: 1 })
    : Response.json({ data: [], page: 1, limit: 100, total: 0 }),
);

const auditUrls = () =>
  fetchMock.mock.calls.map(([url]) => url).filter((url) => url.includes('/audit-log'));

beforeEach(() => {
  localStorage.clear();
  backofficeSession.save({ access_token: 'a', refresh_token: 'r', user: staffUser('admin') });
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('audit log', () => {
  it('shows billing actions and their target in pt-BR', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AuditLogSection />);
    const row = (await screen.findByText(/Cliente pediu/)).closest('tr, article') as HTMLElement;
    expect(within(row).getByText('Nova tentativa de cobrança')).toBeInTheDocument();
    expect(screen.queryByText('subscription.charge_retried')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Ver antes e depois' }));
    expect(await screen.findByText('Alvo: Assinatura sub-1')).toBeInTheDocument();
  });

  it('lists every action in its filter, billing ones included', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AuditLogSection />);
    await user.click(await screen.findByRole('combobox', { name: 'Ação' }));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    const labels = options.map((option) => option.textContent);
    expect(labels).toEqual(
      expect.arrayContaining([
        'Usuário do sistema criado',
        'Configurações alteradas',
        'Plano criado',
        'Assinatura cancelada',
        'Pagamento sincronizado com a Efí',
        'Notificação reprocessada',
        'Lead alterado',
      ]),
    );
  });

  it('filters by days picked in the dd/mm/aa date picker', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AuditLogSection />);
    await screen.findByText(/Cliente pediu/);
    expect(document.querySelector('input[type="date"]')).toBeNull();
    const from = screen.getByRole('button', { name: 'De' });
    expect(from).toHaveTextContent('dd/mm/aa');
    await user.click(from);
    const days = await screen.findAllByRole('button', { name: /^15 / });
    await user.click(days[0] as HTMLElement);
    await waitFor(() => expect(auditUrls().at(-1)).toMatch(/from=\d{4}-\d{2}-15/));
    expect(from).toHaveTextContent(/^15\/\d{2}\/\d{2}$/);
  });
});
