import { DEFAULT_STAFF_PERMISSIONS } from '@rumo/shared/backoffice/auth';
import { screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { RegisteredPagesContext } from '../registered-pages';
import { backofficeSession } from '../session/backoffice-session-store';
import { staffUser } from '../test-fixtures';
import BackofficeDashboardPage from './backoffice-dashboard-page';

const figures = {
  from: '2025-03-01',
  to: '2025-03-15',
  // A R$ 4.490 yearly plan: MRR 449000 / 12 centavos, rounded only on screen.
  mrrCents: 449_000 / 12,
  arrCents: 449_000,
  payingCompanies: 12,
  trials: 3,
  trialConversion: 0.5,
  newThisMonth: 4,
  churnedThisMonth: 1,
  churnRate: 0.0833,
  overdueCents: 19_900,
  overdueCount: 2,
  byMethod: [
    {
      method: 'card',
      mrrCents: 449_000 / 12,
      payingCompanies: 9,
      overdueCents: 9_900,
      overdueCount: 1,
    },
    { method: 'boleto', mrrCents: 0, payingCompanies: 3, overdueCents: 10_000, overdueCount: 1 },
  ],
  recentPayments: [
    {
      id: 'p1',
      company: { id: 'c1', name: 'Acme Ltda' },
      subscriptionId: 's1',
      plan: null,
      efiChargeId: 1,
      amountCents: 9_900,
      status: 'paid',
      method: 'card',
      refusalReason: null,
      periodStart: null,
      periodEnd: null,
      paidAt: '2025-03-05T15:00:00Z',
      paidVia: 'card',
      statusAt: '2025-03-05T15:00:00Z',
      createdAt: '2025-03-05T15:00:00Z',
    },
  ],
  newLeads: 5,
  failingWebhooks: 1,
};

const fetchMock = vi.fn(async () => Response.json(figures));

function renderDashboard() {
  const router = createMemoryRouter([{ path: '/', element: <BackofficeDashboardPage /> }]);
  renderWithProviders(
    <RegisteredPagesContext.Provider
      value={new Set(['dashboard', 'leads', 'webhooks', 'payments'])}
    >
      <RouterProvider router={router} />
    </RegisteredPagesContext.Provider>,
  );
}

function signIn(user: ReturnType<typeof staffUser>) {
  backofficeSession.save({ access_token: 'a', refresh_token: 'r', user });
}

beforeEach(() => {
  localStorage.clear();
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('backoffice dashboard figures', () => {
  it('shows the API figures to staff with the stats flag, with links to the pages they open', async () => {
    signIn(staffUser('admin'));
    renderDashboard();
    const mrr = await screen.findByRole('article', { name: 'MRR' });
    expect(within(mrr).getByTestId('figure-value')).toHaveTextContent('R$ 374,17');
    expect(mrr).toHaveTextContent('ARR R$ 4.490,00');
    expect(fetchMock).toHaveBeenCalledWith('/api/backoffice/dashboard', expect.anything());
    expect(
      within(screen.getByRole('article', { name: 'Churn do mês' })).getByTestId('figure-value'),
    ).toHaveTextContent('8,3%');
    expect(
      within(screen.getByRole('article', { name: 'Em atraso' })).getByRole('link', {
        name: 'Ver pagamentos',
      }),
    ).toHaveAttribute('href', '/xyz/backoffice/payments');
    expect(
      within(screen.getByRole('article', { name: 'Leads novos' })).getByRole('link'),
    ).toHaveAttribute('href', '/xyz/backoffice/leads');
    expect(screen.getByRole('article', { name: 'Webhooks com falha' })).toBeInTheDocument();
    const byMethod = screen.getByRole('region', { name: 'Indicadores por forma de pagamento' });
    expect(within(byMethod).getByRole('row', { name: /Cartão de crédito/ })).toHaveTextContent(
      'R$ 374,179R$ 99,00 (1)',
    );
    expect(within(byMethod).getByRole('row', { name: /Boleto \/ Pix/ })).toHaveTextContent(
      'R$ 0,003R$ 100,00 (1)',
    );
    expect(screen.getByText('Acme Ltda')).toBeInTheDocument();
    expect(screen.getByText('05/03/25')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Seu acesso' })).toBeInTheDocument();
  });

  it('keeps webhooks and payments links to those with system and payments', async () => {
    signIn(staffUser('viewer'));
    renderDashboard();
    await screen.findByRole('article', { name: 'MRR' });
    expect(screen.queryByRole('article', { name: 'Webhooks com falha' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Ver pagamentos' })).not.toBeInTheDocument();
  });

  it('shows no figures and calls nothing without the stats flag', async () => {
    signIn(
      staffUser('viewer', { permissions: { ...DEFAULT_STAFF_PERMISSIONS.viewer, stats: false } }),
    );
    renderDashboard();
    expect(await screen.findByRole('heading', { name: 'Seu acesso' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Indicadores' })).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
