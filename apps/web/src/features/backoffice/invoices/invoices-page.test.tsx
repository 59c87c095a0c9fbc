import { notifications } from '@mantine/notifications';
import type { StaffInvoice } from '@rumo/shared/backoffice/invoices';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderBackofficePage, stubFetch } from '../lists/test-render';
import { backofficeSession } from '../session/backoffice-session-store';
import { BackofficeInvoicesPage } from './invoices-page';

const slow = { timeout: 10_000 };

const base: StaffInvoice = {
  id: 'inv-1',
  status: 'authorized',
  company: { id: 'c-1', name: 'Loja Azul' },
  payment: { id: 'pay-1', method: 'card', amountCents: 44_900, paidAt: '2026-11-05T13:00:00Z' },
  amountCents: 44_900,
  number: '2026/123',
  verificationCode: 'AB12CD',
  errorMessage: null,
  attempts: 1,
  nextAttemptAt: null,
  issuedAt: '2026-11-05T13:05:00Z',
  canceledAt: null,
  cancelReason: null,
  pdfUrl: '/api/backoffice/invoices/inv-1/pdf',
  xmlUrl: '/api/backoffice/invoices/inv-1/xml',
  createdAt: '2026-11-05T13:01:00Z',
  updatedAt: '2026-11-05T13:05:00Z',
};
const failed: StaffInvoice = {
  ...base,
  id: 'inv-2',
  status: 'error',
  company: { id: 'c-2', name: 'Padaria Sol' },
  number: null,
  verificationCode: null,
  errorMessage: 'CNPJ do tomador inválido.',
  attempts: 3,
  nextAttemptAt: '2026-11-05T15:00:00Z',
  issuedAt: null,
  pdfUrl: null,
  xmlUrl: null,
};

function api(rows: StaffInvoice[] = [base, failed]) {
  return stubFetch((url, init) => {
    const path = url.split('?')[0];
    if (path === '/api/backoffice/invoices/inv-2/retry' && init.method === 'POST') {
      return Response.json({
        message: 'Nova tentativa de emissão agendada.',
        invoice: { ...failed, status: 'queued' },
      });
    }
    if (path === '/api/backoffice/invoices/inv-1/cancel' && init.method === 'POST') {
      return Response.json({
        message: 'Cancelamento da nota fiscal solicitado.',
        invoice: { ...base, status: 'canceling' },
      });
    }
    if (path === '/api/backoffice/invoices') {
      return Response.json({ data: rows, page: 1, limit: 20, total: rows.length });
    }
    return Response.json({ statusCode: 404, message: 'Rota não encontrada.' }, { status: 404 });
  });
}

afterEach(() => {
  act(() => notifications.clean());
  vi.unstubAllGlobals();
  backofficeSession.logout();
});

describe('BackofficeInvoicesPage', () => {
  it('sends the URL filters and lists number, amount, company, status and the error', async () => {
    const calls = api();
    renderBackofficePage(
      BackofficeInvoicesPage,
      '/invoices?status=error&empresa=Loja&de=2026-11-01&ate=2026-11-30&pagina=2',
      'admin',
    );
    const table = await screen.findByRole('table', { name: 'Notas fiscais' }, slow);
    expect(Object.fromEntries(calls.queries('/api/backoffice/invoices')[0] ?? [])).toEqual({
      page: '2',
      limit: '20',
      status: 'error',
      company: 'Loja',
      from: '2026-11-01',
      to: '2026-11-30',
    });
    const [, issued, refused] = within(table).getAllByRole('row');
    expect(issued).toHaveTextContent('Loja Azul');
    expect(issued).toHaveTextContent('R$ 449,00');
    expect(issued).toHaveTextContent('nº 2026/123');
    expect(issued).toHaveTextContent('Emitida');
    expect(refused).toHaveTextContent('Com erro');
    expect(refused).toHaveTextContent('CNPJ do tomador inválido.');
    expect(refused).toHaveTextContent('3 tentativas');
    expect(
      within(issued as HTMLElement).getByRole('button', {
        name: 'Baixar PDF da nota fiscal nº 2026/123',
      }),
    ).toBeVisible();
    expect(within(refused as HTMLElement).queryByRole('button', { name: /PDF/ })).toBeNull();
  });

  it('retries a refused invoice', async () => {
    const user = userEvent.setup();
    const calls = api();
    renderBackofficePage(BackofficeInvoicesPage, '/invoices', 'analyst');
    await user.click(
      await screen.findByRole('button', { name: 'Tentar de novo a nota de Padaria Sol' }, slow),
    );
    await waitFor(() =>
      expect(calls.posts()).toEqual(['POST /api/backoffice/invoices/inv-2/retry']),
    );
    expect(await screen.findByText('Nova tentativa de emissão agendada.')).toBeVisible();
    // An analyst may retry but not cancel.
    expect(screen.queryByRole('button', { name: /Cancelar nota/ })).toBeNull();
  });

  it('lets a manager drop a refused invoice that was never issued', async () => {
    const user = userEvent.setup();
    api();
    renderBackofficePage(BackofficeInvoicesPage, '/invoices', 'manager');
    await user.click(
      await screen.findByRole('button', { name: 'Cancelar nota de Padaria Sol' }, slow),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Cancelar a nota fiscal' });
    expect(dialog).toHaveTextContent('A nota ainda não foi emitida: ela sai da fila');
  });

  it('cancels an issued invoice only with a reason of 15 characters or more', async () => {
    const user = userEvent.setup();
    const { fetchMock, posts } = api();
    renderBackofficePage(BackofficeInvoicesPage, '/invoices', 'manager');
    await user.click(
      await screen.findByRole('button', { name: 'Cancelar nota nº 2026/123 de Loja Azul' }, slow),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Cancelar a nota fiscal nº 2026/123',
    });
    const reason = within(dialog).getByRole('textbox', { name: /Motivo do cancelamento/ });
    await user.type(reason, 'Erro');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar nota' }));
    expect(
      await within(dialog).findByText('O motivo do cancelamento deve ter ao menos 15 caracteres.'),
    ).toBeVisible();
    expect(posts()).toEqual([]);

    await user.type(reason, ' no valor cobrado');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar nota' }));
    await waitFor(() => expect(posts()).toEqual(['POST /api/backoffice/invoices/inv-1/cancel']));
    const cancelCall = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/cancel'));
    expect(JSON.parse(String(cancelCall?.[1]?.body))).toEqual({
      reason: 'Erro no valor cobrado',
    });
    expect(await screen.findByText('Cancelamento da nota fiscal solicitado.')).toBeVisible();
  });

  it('shows a viewer the list without retry or cancel', async () => {
    api();
    renderBackofficePage(BackofficeInvoicesPage, '/invoices', 'viewer');
    await screen.findByRole('table', { name: 'Notas fiscais' }, slow);
    expect(screen.queryByRole('button', { name: /Tentar de novo/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Cancelar nota/ })).toBeNull();
    expect(
      screen.getByRole('button', { name: 'Baixar XML da nota fiscal nº 2026/123' }),
    ).toBeVisible();
  });

  it('says when there is no invoice yet', async () => {
    api([]);
    renderBackofficePage(BackofficeInvoicesPage, '/invoices', 'admin');
    expect(await screen.findByText('Nenhuma nota fiscal encontrada', {}, slow)).toBeVisible();
    expect(
      screen.getByText('Cada pagamento confirmado gera uma nota fiscal, que aparece aqui.'),
    ).toBeVisible();
  });
});
