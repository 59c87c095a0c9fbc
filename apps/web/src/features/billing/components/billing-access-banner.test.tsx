import type { BillingAccess } from '@rumo/shared/billing/contracts';
import { billingMessages } from '@rumo/shared/billing/contracts';
import { screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { renderWithProviders } from '../../../test/render';
import { BillingAccessBanner } from './billing-access-banner';
import { TrialBadge } from './trial-badge';

const base: BillingAccess = {
  status: 'active',
  readOnly: false,
  reason: null,
  trialDaysLeft: null,
  graceDaysLeft: null,
};

function renderBanner(access: BillingAccess, role: 'admin' | 'user', path = '/dashboard') {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json(access)),
  );
  localStorage.setItem('user', JSON.stringify({ id: 'u-1', name: 'Ana', role, token: 'tok-123' }));
  sessionStore.load();
  const element = (
    <>
      <TrialBadge />
      <BillingAccessBanner />
    </>
  );
  const router = createMemoryRouter(
    [
      { path: '/dashboard', element },
      { path: '/configuracoes', element },
    ],
    { initialEntries: [path] },
  );
  renderWithProviders(<RouterProvider router={router} />);
}

afterEach(() => vi.unstubAllGlobals());

describe('billing access banner', () => {
  it('trial ending: admins get Escolher plano and the top bar badge', async () => {
    renderBanner({ ...base, status: 'trialing', trialDaysLeft: 5 }, 'admin');
    expect(await screen.findByText('Seu teste grátis termina em 5 dias')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Escolher plano' })).toHaveAttribute(
      'href',
      '/configuracoes?aba=assinatura',
    );
    expect(screen.getByRole('link', { name: /^Teste: 5 dias/ })).toBeInTheDocument();
  });

  it('trial ending: other people are told to ask an administrator, with no badge', async () => {
    renderBanner({ ...base, status: 'trialing', trialDaysLeft: 2 }, 'user');
    expect(await screen.findByText('Seu teste grátis termina em 2 dias')).toBeInTheDocument();
    expect(screen.getByText(/fale com um administrador/)).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('a trial far from its end shows only the badge', async () => {
    renderBanner({ ...base, status: 'trialing', trialDaysLeft: 12 }, 'admin');
    expect(await screen.findByRole('link', { name: /^Teste: 12 dias/ })).toBeInTheDocument();
    expect(screen.queryByText(/Seu teste grátis termina/)).not.toBeInTheDocument();
  });

  it('past due: a warning with the grace days left', async () => {
    renderBanner({ ...base, status: 'past_due', graceDaysLeft: 3 }, 'admin');
    expect(await screen.findByText(/Regularize em até 3 dias/)).toBeInTheDocument();
    // It opens the payment dialog on the billing tab, not just the tab.
    expect(screen.getByRole('link', { name: 'Pagar agora' })).toHaveAttribute(
      'href',
      '/configuracoes?aba=assinatura&acao=pagar',
    );
  });

  it('read-only: the reason, everywhere, even on the billing tab', async () => {
    renderBanner(
      { ...base, status: 'suspended', readOnly: true, reason: 'payment_overdue' },
      'admin',
      '/configuracoes?aba=assinatura',
    );
    expect(await screen.findByText(billingMessages.readOnly.payment_overdue)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pagar agora' })).toHaveAttribute(
      'href',
      '/configuracoes?aba=assinatura&acao=pagar',
    );
  });

  it('read-only after a cancellation: the way to the billing tab', async () => {
    renderBanner({ ...base, status: 'canceled', readOnly: true, reason: 'canceled' }, 'admin');
    expect(await screen.findByText(billingMessages.readOnly.canceled)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir para Assinatura' })).toHaveAttribute(
      'href',
      '/configuracoes?aba=assinatura',
    );
  });
});
