import type { CompanyEngagement, StatsSummary } from '@rumo/shared/backoffice/stats';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { backofficeSession } from '../session/backoffice-session-store';
import { signInStaff, staffUser, stubFetch } from '../test-fixtures';
import BackofficeStatsPage from './stats-page';

const slow = { timeout: 10_000 };

// One R$ 4.490 yearly plan and one R$ 100 monthly plan paying.
const summary: StatsSummary = {
  from: '2025-06-01',
  to: '2025-06-20',
  mrrCents: (449_000 + 120_000) / 12,
  arrCents: 569_000,
  arpaCents: (449_000 + 120_000) / 12 / 2,
  payingCompanies: 2,
  mrrAtStartCents: 449_000 / 12,
  payingAtStart: 1,
  movements: {
    newCents: 10_000,
    expansionCents: 0,
    contractionCents: 0,
    churnCents: 0,
    reactivationCents: 0,
    netCents: 10_000,
  },
  newCompanies: 1,
  churnedCompanies: 0,
  logoChurnRate: 0,
  revenueChurnRate: 0,
  monthlyRevenueChurnRate: 0,
  ltvCents: null,
  trialConversion: { ended: 2, converted: 1, rate: 0.5 },
  failedPaymentRecovery: {
    charged: 4,
    refused: 1,
    refusalRate: 0.25,
    recovered: 1,
    recoveredCents: 10_000,
    rate: 1,
  },
  byMethod: [
    {
      method: 'card',
      mrrCents: 449_000 / 12,
      payingCompanies: 1,
      failedPaymentRecovery: {
        charged: 3,
        refused: 1,
        refusalRate: 0.3333,
        recovered: 1,
        recoveredCents: 10_000,
        rate: 1,
      },
    },
    {
      method: 'boleto',
      mrrCents: 10_000,
      payingCompanies: 1,
      failedPaymentRecovery: {
        charged: 1,
        refused: 0,
        refusalRate: 0,
        recovered: 0,
        recoveredCents: 0,
        rate: null,
      },
    },
  ],
};

const trial: CompanyEngagement = {
  companyId: 'c-1',
  companyName: 'Teta em Teste',
  plan: null,
  status: 'trialing',
  engagement: {
    activeKeyResults: 0,
    onTimeWeeks: 0,
    onTimeRate: null,
    activeUsers: 1,
    lastCheckInAt: null,
    lastSignInAt: null,
    atRisk: true,
    riskReasons: ['never_checked_in'],
  },
};

afterEach(() => {
  vi.unstubAllGlobals();
  backofficeSession.logout();
});

describe('BackofficeStatsPage', () => {
  it('shows MRR rounded only on screen, the exact ARR, decided trials and the refusal rate', async () => {
    stubFetch((url) => {
      const path = url.pathname;
      if (path === '/api/backoffice/stats/summary') return Response.json({ data: summary });
      if (path === '/api/backoffice/stats/mrr') return Response.json({ data: [] });
      return Response.json({ data: [trial], page: 1, limit: 20, total: 1 });
    });
    signInStaff(staffUser('viewer'));
    renderWithProviders(<BackofficeStatsPage />, { at: '/stats', toasts: true });
    const mrr = await screen.findByRole('article', { name: 'MRR' }, slow);
    expect(mrr).toHaveTextContent('R$ 474,17');
    expect(screen.getByRole('article', { name: 'ARR' })).toHaveTextContent('R$ 5.690,00');
    expect(screen.getByRole('article', { name: 'Conversão de testes' })).toHaveTextContent(
      '1 de 2 testes encerrados',
    );
    expect(screen.getByRole('article', { name: 'Recuperação de falhas' })).toHaveTextContent(
      'recusa 25%',
    );
    const byMethod = screen.getByRole('region', { name: 'Indicadores por forma de pagamento' });
    expect(within(byMethod).getByRole('row', { name: /Cartão de crédito/ })).toHaveTextContent(
      'R$ 374,17131 (33,3%)1 (100%)',
    );
    expect(within(byMethod).getByRole('row', { name: /Boleto \/ Pix/ })).toHaveTextContent(
      'R$ 100,00110 (0%)0 (—)',
    );
    const trialCard = (await screen.findByText('Teta em Teste', {}, slow)).closest('article');
    expect(within(trialCard as HTMLElement).getByText('Nenhum check-in registrado')).toBeVisible();
  });
});
