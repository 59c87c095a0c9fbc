import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { backofficeSession } from '../session/backoffice-session-store';
import { staffUser } from '../test-fixtures';
import BackofficeSettingsPage from './settings-page';

const settings = {
  efi: {
    mode: 'simulator',
    environment: 'sandbox',
    clientIdMasked: 'Client_Id_ab…xy',
    notificationUrl: 'http://localhost:3000/api/webhooks/efi',
    lastSuccessAt: null,
    lastSuccessCall: null,
  },
  billing: {
    trialDays: { value: 14, default: 14, overridden: false },
    graceDays: { value: 7, default: 7, overridden: false },
    dunningDays: [1, 3, 7],
  },
  salesEmail: { value: 'vendas@rumo.demo', default: 'vendas@rumo.demo', overridden: false },
  updatedAt: null,
};

const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
  if (url.startsWith('/api/backoffice/settings/fiscal')) return Response.json({ data: null });
  if (url.startsWith('/api/backoffice/settings')) {
    if (init?.method === 'PUT') {
      const body = JSON.parse(String(init.body));
      return Response.json({
        data: {
          ...settings,
          billing: {
            ...settings.billing,
            trialDays: { value: body.trialDays, default: 14, overridden: true },
          },
        },
      });
    }
    return Response.json({ data: settings });
  }
  return Response.json({ data: [], page: 1, limit: 20, total: 0 });
});

function puts() {
  return fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT');
}

beforeEach(() => {
  localStorage.clear();
  backofficeSession.save({ access_token: 'a', refresh_token: 'r', user: staffUser('admin') });
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('backoffice settings', () => {
  it('shows the Efí connection and the fixed dunning days', async () => {
    renderWithProviders(<BackofficeSettingsPage />);
    expect(await screen.findByText('Client_Id_ab…xy')).toBeInTheDocument();
    expect(screen.getByText('Simulador')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Dias de cobrança após recusa/ })).toHaveValue(
      '1, 3, 7',
    );
    expect(await screen.findByText('Nenhum registro encontrado')).toBeInTheDocument();
  });

  it('validates the policy before saving', async () => {
    const user = userEvent.setup();
    renderWithProviders(<BackofficeSettingsPage />);
    const section = await screen.findByRole('region', { name: 'Política de cobrança' });
    await user.clear(within(section).getByRole('textbox', { name: /Dias de teste grátis/ }));
    const email = within(section).getByRole('textbox', { name: /E-mail de vendas/ });
    await user.clear(email);
    await user.type(email, 'vendas@');
    await user.click(within(section).getByRole('button', { name: 'Salvar configurações' }));
    expect(
      await within(section).findByText('O período de teste: informe um número de dias.'),
    ).toBeInTheDocument();
    expect(puts()).toHaveLength(0);
  });

  it('saves the trial days', async () => {
    const user = userEvent.setup();
    renderWithProviders(<BackofficeSettingsPage />);
    const section = await screen.findByRole('region', { name: 'Política de cobrança' });
    const trial = within(section).getByRole('textbox', { name: /Dias de teste grátis/ });
    await user.clear(trial);
    await user.type(trial, '30');
    await user.click(within(section).getByRole('button', { name: 'Salvar configurações' }));
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(JSON.parse(String(puts()[0]?.[1]?.body))).toEqual({
      trialDays: 30,
    });
  });
});
