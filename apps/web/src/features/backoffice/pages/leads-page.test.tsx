import { notifications } from '@mantine/notifications';
import type { StaffLead } from '@rumo/shared/backoffice/billing/leads';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { leadsCsv } from '../leads/leads-api';
import { backofficeSession } from '../session/backoffice-session-store';
import { signInStaff, staffUser, stubFetch } from '../test-fixtures';
import BackofficeLeadsPage from './leads-page';

const slow = { timeout: 10_000 };
const ID = '5d2e8b3c-6f7a-4b8c-9d0e-1f2a3b4c5d6e';

const lead: StaffLead = {
  id: ID,
  source: 'proposta',
  status: 'new',
  name: 'Bia Lima',
  email: 'bia@empresa.com.br',
  phone: null,
  company: 'Empresa; Ltda',
  companySize: '11-50',
  message: 'Quero uma proposta',
  owner: null,
  notes: null,
  createdAt: '2025-05-01T12:00:00Z',
  updatedAt: '2025-05-01T12:00:00Z',
};

function api() {
  return stubFetch(async (_url, init) => {
    if (init.method === 'PATCH') {
      const body = JSON.parse(String(init.body)) as Partial<StaffLead>;
      return Response.json({ ...lead, ...body });
    }
    return Response.json({ data: [lead], page: 1, limit: 20, total: 1 });
  });
}

afterEach(() => {
  act(() => notifications.clean());
  vi.unstubAllGlobals();
  backofficeSession.logout();
});

describe('BackofficeLeadsPage', () => {
  it('sends the URL filters to the API', async () => {
    const calls = api();
    signInStaff(staffUser('analyst'));
    renderWithProviders(<BackofficeLeadsPage />, {
      at: '/leads?origem=beta&status=contacted&de=2025-01-01&ate=2025-02-01&busca=bia&pagina=2',
      toasts: true,
    });
    expect(await screen.findByText('Bia Lima', {}, slow)).toBeVisible();
    expect(Object.fromEntries(calls.queries('/api/backoffice/leads')[0] ?? [])).toEqual({
      page: '2',
      limit: '20',
      source: 'beta',
      status: 'contacted',
      from: '2025-01-01',
      to: '2025-02-01',
      search: 'bia',
    });
  });

  it('changes a lead status inline', async () => {
    const calls = api();
    signInStaff(staffUser('analyst'));
    renderWithProviders(<BackofficeLeadsPage />, { at: '/leads', toasts: true });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('combobox', { name: 'Status de Bia Lima' }, slow));
    await user.click(await screen.findByRole('option', { name: 'Qualificado' }));
    await waitFor(() => expect(calls.posts()).toEqual([`PATCH /api/backoffice/leads/${ID}`]));
    const patch = calls.fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH');
    expect(JSON.parse(String(patch?.[1]?.body))).toEqual({ status: 'qualified' });
    expect(await screen.findByText('Bia Lima: Qualificado')).toBeVisible();
  });

  it('writes CSV for Excel pt-BR: BOM, semicolons and quoted cells', () => {
    const csv = leadsCsv([lead]);
    expect(csv.startsWith('\uFEFFNome;E-mail;')).toBe(true);
    expect(csv).toContain('Bia Lima;bia@empresa.com.br;;"Empresa; Ltda";11-50;Proposta;Novo;');
    expect(csv.endsWith('01/05/25\r\n')).toBe(true);
  });
});
