import { notifications } from '@mantine/notifications';
import type { StaffInvoice } from '@rumo/shared/backoffice/invoices';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { backofficeSession } from '../session/backoffice-session-store';
import { signInStaff, staffUser, stubFetch } from '../test-fixtures';
import BackofficeInvoicesPage from './invoices-page';

const slow = { timeout: 10_000 };

const base: StaffInvoice = {
  id: 'inv-1',
  status: 'authorized',
  company: { id: 'c-1', name: 'Loja Azul' },
  payment: {
    id: 'pay-1',
    status: 'paid',
    method: 'card',
    amountCents: 44_900,
    paidAt: '2026-11-05T13:00:00Z',
  },
  amountCents: 44_900,
  number: '2026/123',
  verificationCode: 'AB12CD',
  errorMessage: null,
  attempts: 1,
  nextAttemptAt: null,
  issuedAt: '2026-11-05T13:05:00Z',
  canceledAt: null,
  cancelReason: null,
  reissueOf: null,
  reissuedAs: null,
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

const failedToo: StaffInvoice = {
  ...failed,
  id: 'inv-3',
  company: { id: 'c-3', name: 'Mercado Lua' },
};
const canceled: StaffInvoice = {
  ...base,
  id: 'inv-4',
  status: 'canceled',
  canceledAt: '2026-11-06T10:00:00Z',
  cancelReason: 'Nota cancelada por engano.',
};

function api(rows: StaffInvoice[] = [base, failed]) {
  return stubFetch((url, init) => {
    const path = url.pathname;
    if (path === '/api/backoffice/invoices/retry' && init.method === 'POST') {
      const { ids } = JSON.parse(String(init.body)) as { ids: string[] };
      return Response.json({
        message: `Nova tentativa agendada para ${ids.length} notas.`,
        retried: ids,
        skipped: [],
      });
    }
    if (path === '/api/backoffice/invoices/inv-4/reissue' && init.method === 'POST') {
      return Response.json({
        message: 'Nova nota fiscal na fila de emissão.',
        invoice: { ...base, id: 'inv-5', status: 'queued', reissueOf: 'inv-4' },
      });
    }
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
    signInStaff(staffUser('admin'));
    renderWithProviders(<BackofficeInvoicesPage />, {
      at: '/invoices?status=error&empresa=Loja&de=2026-11-01&ate=2026-11-30&pagina=2',
      toasts: true,
    });
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
    signInStaff(staffUser('analyst'));
    renderWithProviders(<BackofficeInvoicesPage />, { at: '/invoices', toasts: true });
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
    signInStaff(staffUser('manager'));
    renderWithProviders(<BackofficeInvoicesPage />, { at: '/invoices', toasts: true });
    await user.click(
      await screen.findByRole('button', { name: 'Cancelar nota de Padaria Sol' }, slow),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Cancelar a nota fiscal' });
    expect(dialog).toHaveTextContent('A nota ainda não foi emitida: ela sai da fila');
  });

  it('cancels an issued invoice only with a reason of 15 characters or more', async () => {
    const user = userEvent.setup();
    const { fetchMock, posts } = api();
    signInStaff(staffUser('manager'));
    renderWithProviders(<BackofficeInvoicesPage />, { at: '/invoices', toasts: true });
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
    signInStaff(staffUser('viewer'));
    renderWithProviders(<BackofficeInvoicesPage />, { at: '/invoices', toasts: true });
    await screen.findByRole('table', { name: 'Notas fiscais' }, slow);
    expect(screen.queryByRole('button', { name: /Tentar de novo/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Cancelar nota/ })).toBeNull();
    expect(
      screen.getByRole('button', { name: 'Baixar XML da nota fiscal nº 2026/123' }),
    ).toBeVisible();
  });

  it('"Tentar novamente (N)" sends the selected notas in error in one request, once confirmed', async () => {
    const user = userEvent.setup();
    const { fetchMock, posts } = api([base, failed, failedToo]);
    signInStaff(staffUser('analyst'));
    renderWithProviders(<BackofficeInvoicesPage />, { at: '/invoices', toasts: true });
    const bulk = await screen.findByRole('button', { name: 'Tentar novamente (0)' }, slow);
    expect(bulk).toBeDisabled();
    // Only the notas in error have a checkbox.
    expect(screen.getAllByRole('checkbox', { name: /Selecionar a nota com erro/ })).toHaveLength(2);
    await user.click(
      screen.getByRole('checkbox', { name: 'Selecionar a nota com erro de Padaria Sol' }),
    );
    expect(screen.getByRole('button', { name: 'Tentar novamente (1)' })).toBeEnabled();
    await user.click(
      screen.getByRole('checkbox', { name: 'Selecionar as notas com erro desta página' }),
    );
    await user.click(screen.getByRole('button', { name: 'Tentar novamente (2)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tentar emitir de novo' });
    expect(dialog).toHaveTextContent('2 notas com erro serão enviadas de novo');
    expect(posts()).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Tentar novamente (2)' }));
    await waitFor(() => expect(posts()).toEqual(['POST /api/backoffice/invoices/retry']));
    const call = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/invoices/retry'));
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ ids: ['inv-2', 'inv-3'] });
    expect(await screen.findByText('Nova tentativa agendada para 2 notas.')).toBeVisible();
  });

  it('shows no selection to a viewer', async () => {
    api([failed]);
    signInStaff(staffUser('viewer'));
    renderWithProviders(<BackofficeInvoicesPage />, { at: '/invoices', toasts: true });
    await screen.findByRole('table', { name: 'Notas fiscais' }, slow);
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByRole('button', { name: /Tentar novamente/ })).toBeNull();
  });

  it('"Emitir nova nota" for a nota canceled while the payment is paid, once confirmed', async () => {
    const user = userEvent.setup();
    const { posts } = api([
      canceled,
      {
        ...canceled,
        id: 'inv-6',
        company: { id: 'c-6', name: 'Refunded' },
        payment: { ...canceled.payment, status: 'refunded' },
      },
      { ...canceled, id: 'inv-7', company: { id: 'c-7', name: 'Reissued' }, reissuedAs: 'inv-8' },
    ]);
    signInStaff(staffUser('manager'));
    renderWithProviders(<BackofficeInvoicesPage />, { at: '/invoices', toasts: true });
    const buttons = await screen.findAllByRole('button', { name: /Emitir nova nota/ }, slow);
    expect(buttons).toHaveLength(1);
    expect(screen.getByText('Uma nova nota foi emitida no lugar desta.')).toBeVisible();
    await user.click(
      screen.getByRole('button', {
        name: 'Emitir nova nota no lugar da nota nº 2026/123 de Loja Azul',
      }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Emitir nova nota no lugar da nº 2026/123',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Emitir nova nota' }));
    await waitFor(() => expect(posts()).toEqual(['POST /api/backoffice/invoices/inv-4/reissue']));
    expect(await screen.findByText('Nova nota fiscal na fila de emissão.')).toBeVisible();
  });

  it('an analyst may not issue a nota again', async () => {
    api([canceled]);
    signInStaff(staffUser('analyst'));
    renderWithProviders(<BackofficeInvoicesPage />, { at: '/invoices', toasts: true });
    await screen.findByRole('table', { name: 'Notas fiscais' }, slow);
    expect(screen.queryByRole('button', { name: /Emitir nova nota/ })).toBeNull();
  });

  it('a PDF download whose token expired is refreshed and retried', async () => {
    const user = userEvent.setup();
    const { fetchMock } = stubFetch((url, init) => {
      const path = url.pathname;
      const bearer = new Headers(init.headers).get('Authorization');
      if (path === '/api/backoffice/auth/refresh') {
        return Response.json({
          success: true,
          message: 'ok',
          data: {
            access_token: 'access-new',
            refresh_token: 'refresh-new',
            user: backofficeSession.getState().user,
          },
        });
      }
      if (path === '/api/backoffice/invoices/inv-1/pdf') {
        if (bearer !== 'Bearer access-new') {
          return Response.json(
            { statusCode: 401, code: 'TOKEN_EXPIRED', message: 'Token expirado.' },
            { status: 401 },
          );
        }
        return new Response('%PDF-1.4', {
          headers: {
            'content-type': 'application/pdf',
            'content-disposition': 'attachment; filename="nfse-2026-123.pdf"',
          },
        });
      }
      return Response.json({ data: [base], page: 1, limit: 20, total: 1 });
    });
    const created: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      created.push(blob);
      return 'blob:nfse';
    });
    URL.revokeObjectURL = vi.fn();
    const click = vi
      .spyOn(HTMLAnchorElement.prototype, 'click')
      .mockImplementation(() => undefined);
    signInStaff(staffUser('viewer'));
    renderWithProviders(<BackofficeInvoicesPage />, { at: '/invoices', toasts: true });
    await user.click(
      await screen.findByRole('button', { name: 'Baixar PDF da nota fiscal nº 2026/123' }, slow),
    );
    await waitFor(() => expect(click).toHaveBeenCalled());
    const paths = fetchMock.mock.calls.map(([url]) => String(url).split('?')[0] ?? '');
    expect(paths.filter((path) => !path.endsWith('/invoices'))).toEqual([
      '/api/backoffice/invoices/inv-1/pdf',
      '/api/backoffice/auth/refresh',
      '/api/backoffice/invoices/inv-1/pdf',
    ]);
    expect(await created[0]?.text()).toBe('%PDF-1.4');
    expect(backofficeSession.getState().accessToken).toBe('access-new');
    click.mockRestore();
  });

  it('says when there is no invoice yet', async () => {
    api([]);
    signInStaff(staffUser('admin'));
    renderWithProviders(<BackofficeInvoicesPage />, { at: '/invoices', toasts: true });
    expect(await screen.findByText('Nenhuma nota fiscal encontrada', {}, slow)).toBeVisible();
    expect(
      screen.getByText('Cada pagamento confirmado gera uma nota fiscal, que aparece aqui.'),
    ).toBeVisible();
  });
});
