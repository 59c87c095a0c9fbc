import type { PaymentList, PaymentView } from '@rumo/shared/billing/contracts';
import type { CustomerInvoice } from '@rumo/shared/billing/invoices';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { renderWithProviders } from '../../../test/render';
import { PaymentHistoryCard } from './payment-history-card';

const issued: CustomerInvoice = {
  id: 'inv-1',
  status: 'authorized',
  number: '2026/41',
  verificationCode: 'AB12',
  issuedAt: '2026-10-05T13:10:00Z',
  pdfUrl: '/api/billing/invoices/inv-1/pdf',
  xmlUrl: '/api/billing/invoices/inv-1/xml',
};

const payment = (id: string, invoice: CustomerInvoice | null): PaymentView => ({
  id,
  amountCents: 44_900,
  status: invoice ? 'paid' : 'unpaid',
  description: 'Plano Equipe mensal',
  method: 'card',
  boleto: null,
  createdAt: '2026-10-05T13:00:00Z',
  paidAt: invoice ? '2026-10-05T13:01:00Z' : null,
  refusalReason: null,
  invoice,
});

const list: PaymentList = {
  data: [
    payment('p4', {
      ...issued,
      id: 'inv-4',
      status: 'error',
      number: null,
      pdfUrl: null,
      xmlUrl: null,
    }),
    payment('p3', null),
    payment('p2', {
      ...issued,
      id: 'inv-2',
      status: 'processing',
      number: null,
      pdfUrl: null,
      xmlUrl: null,
    }),
    payment('p1', issued),
  ],
  page: 1,
  limit: 10,
  total: 4,
};

const fetchMock = vi.fn(async (url: string) => {
  if (url.startsWith('/api/billing/payments')) return Response.json(list);
  if (url === '/api/billing/invoices/inv-1/pdf') {
    return new Response('%PDF-1.4', {
      headers: { 'Content-Type': 'application/pdf' },
    });
  }
  return Response.json({ message: 'sem rota' }, { status: 404 });
});

beforeEach(() => {
  localStorage.setItem(
    'user',
    JSON.stringify({ id: 'u-1', name: 'Ana Admin', role: 'admin', token: 'tok-1234567890' }),
  );
  sessionStore.load();
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
  URL.createObjectURL = vi.fn(() => 'blob:nfse');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.unstubAllGlobals());

describe('billing tab › payments with their nota fiscal', () => {
  it('lists the number with PDF and XML, the status while on its way, a dash when unpaid', async () => {
    renderWithProviders(<PaymentHistoryCard />);
    const table = await screen.findByRole('table', { name: 'Histórico de pagamentos' });
    expect(within(table).getByRole('columnheader', { name: 'Nota fiscal' })).toBeVisible();
    const [, refused, unpaid, processing, paid] = within(table).getAllByRole(
      'row',
    ) as HTMLElement[];
    // A nota the provider refused is staff's to fix: the customer reads it as on its way.
    expect(refused).toHaveTextContent('Em emissão');
    expect(refused).not.toHaveTextContent('Com erro');
    expect(unpaid?.lastElementChild).toHaveTextContent('—');
    expect(processing).toHaveTextContent('Em processamento');
    expect(within(processing as HTMLElement).queryByRole('button', { name: /PDF/ })).toBeNull();
    expect(paid).toHaveTextContent('NFS-e nº 2026/41');
    expect(
      within(paid as HTMLElement).getByRole('button', {
        name: 'Baixar XML da nota fiscal nº 2026/41',
      }),
    ).toBeVisible();
  });

  it("downloads the PDF with the admin's token", async () => {
    const user = userEvent.setup();
    renderWithProviders(<PaymentHistoryCard />);
    await user.click(
      await screen.findByRole('button', { name: 'Baixar PDF da nota fiscal nº 2026/41' }),
    );
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith('/api/billing/invoices/inv-1/pdf', {
        headers: { Accept: 'application/pdf', Authorization: 'Bearer tok-1234567890' },
      }),
    );
    await waitFor(() => expect(URL.createObjectURL).toHaveBeenCalled());
  });
});
