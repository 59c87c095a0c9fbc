import { notifications } from '@mantine/notifications';
import type { StaffRole } from '@rumo/shared/backoffice/auth';
import type { StaffPayment } from '@rumo/shared/backoffice/billing/payments';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { backofficeSession } from '../session/backoffice-session-store';
import { signInStaff, staffUser, stubFetch } from '../test-fixtures';
import BackofficePaymentsPage from './payments-page';

const slow = { timeout: 10_000 };
const PAYMENT_ID = '0b8a5f7e-1c2d-4e5f-8a9b-0c1d2e3f4a5b';
const PLAN_ID = '6f1c1d3e-2b7a-4c1e-9a55-0c7d2f1b9e10';

const payment: StaffPayment = {
  id: PAYMENT_ID,
  company: { id: 'c-1', name: 'Loja Azul' },
  subscriptionId: 's-1',
  plan: { id: PLAN_ID, name: 'Equipe', interval: 'monthly', priceCents: 44900, userLimit: 10 },
  efiChargeId: 1234,
  amountCents: 44900,
  status: 'unpaid',
  method: 'card',
  refusalReason: 'Cartão recusado',
  periodStart: '2025-05-01',
  periodEnd: '2025-05-31',
  paidAt: null,
  paidVia: null,
  statusAt: '2025-05-02T12:00:00Z',
  createdAt: '2025-05-01T12:00:00Z',
};

const stats = {
  byStatus: [],
  paidThisMonthCents: 89800,
  paidLastMonthCents: 44900,
  paidThisMonthCount: 2,
  pendingCount: 1,
  pendingCents: 44900,
  overdueCount: 1,
  overdueCents: 44900,
  chargeOutcomes: {
    from: '2025-05-01',
    to: '2025-05-15',
    charged: 4,
    refused: 1,
    refusalRate: 0.25,
    recovered: 0,
    recoveredCents: 0,
    rate: 0,
    byMethod: [],
  },
  byMethod: [],
};

const BOLETO_ID = '1c9b6a8f-2d3e-4f5a-9b0c-1d2e3f4a5b6c';
const boletoPayment: StaffPayment = {
  ...payment,
  id: BOLETO_ID,
  company: { id: 'c-2', name: 'Padaria Sol' },
  amountCents: 9900,
  status: 'unpaid',
  method: 'boleto',
  refusalReason: null,
};
const boleto = {
  dueDate: '2025-05-10',
  linhaDigitavel: '36490.00019 00000.000001 00000.000002 1 99990000009900',
  pdfUrl: 'https://efi.example/boleto/1.pdf',
  pixCode: '00020101021226830014BR.GOV.BCB.PIX2561qrcodes.example/v2/cobv/1',
};

function api() {
  return stubFetch((url, init) => {
    const path = url.pathname;
    if (path === '/api/backoffice/payments/stats') return Response.json(stats);
    if (path === `/api/backoffice/payments/${PAYMENT_ID}/sync-efi`) {
      return Response.json({
        message: 'Pagamento atualizado com a Efí.',
        changed: true,
        previousStatus: 'waiting',
        payment,
      });
    }
    if (path === '/api/backoffice/payments/sync-all-pending' && init.method === 'POST') {
      return Response.json({
        message: 'Dados sincronizados com sucesso',
        checked: 3,
        updated: 1,
        unchanged: 2,
        failed: 0,
        remaining: 0,
        errors: [],
      });
    }
    if (path === `/api/backoffice/payments/${BOLETO_ID}/settle` && init.method === 'POST') {
      return Response.json({
        message: 'Pagamento registrado. A assinatura foi atualizada.',
        payment: { ...boletoPayment, status: 'settled', paidVia: 'settled' },
      });
    }
    if (path === `/api/backoffice/payments/${BOLETO_ID}`) {
      return Response.json({
        data: {
          ...boletoPayment,
          subscription: { id: 's-2', status: 'past_due', efiSubscriptionId: 78 },
          boleto,
          settleable: true,
          efi: {
            available: true,
            error: null,
            status: 'unpaid',
            totalCents: 9900,
            refusalReason: null,
            paymentMethod: 'banking_billet',
            cardMask: null,
            history: [{ message: 'Boleto vencido', at: '2025-05-11T12:00:00Z' }],
          },
        },
      });
    }
    if (path === `/api/backoffice/payments/${PAYMENT_ID}`) {
      return Response.json({
        data: {
          ...payment,
          subscription: { id: 's-1', status: 'past_due', efiSubscriptionId: 77 },
          boleto: null,
          settleable: false,
          efi: {
            available: true,
            error: null,
            status: 'unpaid',
            totalCents: 44900,
            refusalReason: 'Cartão recusado',
            paymentMethod: 'credit_card',
            cardMask: 'XXXXXXXXXXXX4444',
            history: [{ message: 'Cobrança criada', at: '2025-05-01T12:00:00Z' }],
          },
        },
      });
    }
    if (path === '/api/backoffice/plans') {
      return Response.json({ data: [] });
    }
    return Response.json({ data: [payment, boletoPayment], page: 1, limit: 20, total: 2 });
  });
}

afterEach(() => {
  act(() => notifications.clean());
  vi.unstubAllGlobals();
  backofficeSession.logout();
});

describe('BackofficePaymentsPage', () => {
  it('sends the URL filters to the API and switches to the overdue view', async () => {
    const calls = api();
    signInStaff(staffUser('admin'));
    const { router } = renderWithProviders(<BackofficePaymentsPage />, {
      at: `/payments?status=paid&forma=boleto&empresa=Loja&plano=${PLAN_ID}&de=2025-01-01&ate=2025-01-31&valor_min=100&valor_max=449.9&pagina=2`,
      toasts: true,
    });
    expect(await screen.findByText('Loja Azul', {}, slow)).toBeVisible();
    const [query] = calls.queries('/api/backoffice/payments');
    expect(Object.fromEntries(query ?? [])).toEqual({
      page: '2',
      limit: '20',
      status: 'paid',
      method: 'boleto',
      company: 'Loja',
      planId: PLAN_ID,
      from: '2025-01-01',
      to: '2025-01-31',
      minAmountCents: '10000',
      maxAmountCents: '44990',
    });
    expect(screen.getByText('R$ 898,00')).toBeVisible();
    // The method column.
    expect(screen.getByRole('columnheader', { name: 'Forma de pagamento' })).toBeVisible();
    expect(screen.getByRole('row', { name: /Padaria Sol.*Boleto \/ Pix/ })).toBeVisible();
    expect(screen.getByRole('row', { name: /Loja Azul.*Cartão de crédito/ })).toBeVisible();
    // Refusal and recovery over the same window (this month).
    expect(screen.getByText('Recusas no mês')).toBeVisible();
    expect(screen.getByText('25%')).toBeVisible();
    expect(screen.getByText('1 de 4 cobranças · recuperação 0%')).toBeVisible();

    await userEvent.click(screen.getByRole('radio', { name: 'Em atraso' }));
    await waitFor(() => expect(calls.queries('/api/backoffice/payments/overdue')).toHaveLength(1));
    expect(Object.fromEntries(calls.queries('/api/backoffice/payments/overdue')[0] ?? [])).toEqual({
      page: '1',
      limit: '20',
    });
    expect(router.state.location.search).toContain('visao=overdue');
    expect(router.state.location.search).not.toContain('pagina=');
  });

  it.each<[StaffRole, boolean, boolean]>([
    ['analyst', false, false],
    ['manager', true, false],
    ['admin', true, true],
  ])('shows the sync buttons a %s may use', async (role, syncOne, syncAll) => {
    api();
    signInStaff(staffUser(role));
    renderWithProviders(<BackofficePaymentsPage />, {
      at: `/payments?pagamento=${PAYMENT_ID}`,
      toasts: true,
    });
    expect(await screen.findByText('Cobrança criada', {}, slow)).toBeVisible();
    expect(screen.queryAllByRole('button', { name: 'Sincronizar com a Efí' })).toHaveLength(
      syncOne ? 1 : 0,
    );
    expect(
      screen.queryAllByRole('button', { name: 'Sincronizar todos os pendentes' }),
    ).toHaveLength(syncAll ? 1 : 0);
  });

  it('syncs one payment and, after a confirmation, all pending ones with the spec toasts', async () => {
    const calls = api();
    signInStaff(staffUser('admin'));
    renderWithProviders(<BackofficePaymentsPage />, {
      at: `/payments?pagamento=${PAYMENT_ID}`,
      toasts: true,
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Sincronizar com a Efí' }, slow));
    expect(await screen.findByText('Sincronização Completa')).toBeVisible();
    expect(screen.getByText(/Cartão de crédito · •••• 4444/)).toBeVisible();
    expect(screen.getAllByText('Dados sincronizados com sucesso').length).toBeGreaterThan(0);
    expect(calls.posts()).toEqual([`POST /api/backoffice/payments/${PAYMENT_ID}/sync-efi`]);

    await user.click(screen.getByRole('button', { name: 'Sincronizar todos os pendentes' }));
    expect(calls.posts()).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Sincronizar' }));
    await waitFor(() =>
      expect(calls.posts()).toContain('POST /api/backoffice/payments/sync-all-pending'),
    );
    expect(await screen.findByText(/3 verificados: 1 atualizado,/)).toBeVisible();
  });

  it.each<[StaffRole, boolean]>([
    ['analyst', false],
    ['manager', true],
    ['admin', true],
  ])("shows a boleto's details; a %s may register its payment: %s", async (role, maySettle) => {
    api();
    signInStaff(staffUser(role));
    renderWithProviders(<BackofficePaymentsPage />, {
      at: `/payments?pagamento=${BOLETO_ID}`,
      toasts: true,
    });
    expect(await screen.findByText('Boleto vencido', {}, slow)).toBeVisible();
    expect(screen.getByText('10/05/25')).toBeVisible();
    // Rumo's method and Efí's (`banking_billet`), both in pt-BR.
    const drawer = screen.getByRole('dialog', { name: 'Detalhes do pagamento' });
    expect(within(drawer).getAllByText('Boleto / Pix')).toHaveLength(2);
    expect(screen.getByText(boleto.linhaDigitavel)).toBeVisible();
    expect(screen.getByText(boleto.pixCode)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Copiar linha digitável' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Copiar pix copia e cola' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Abrir o PDF do boleto' })).toHaveAttribute(
      'href',
      boleto.pdfUrl,
    );
    expect(screen.queryAllByRole('button', { name: 'Registrar pagamento' })).toHaveLength(
      maySettle ? 1 : 0,
    );
  });

  it('registers a boleto paid outside Efí only after a confirmation with a reason', async () => {
    const calls = api();
    signInStaff(staffUser('manager'));
    renderWithProviders(<BackofficePaymentsPage />, {
      at: `/payments?pagamento=${BOLETO_ID}`,
      toasts: true,
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Registrar pagamento' }, slow));
    const dialog = await screen.findByRole('dialog', { name: 'Registrar pagamento' });
    expect(dialog).toHaveTextContent('R$ 99,00');
    expect(dialog).toHaveTextContent('Padaria Sol');
    const confirm = within(dialog).getByRole('button', { name: 'Registrar pagamento' });
    await user.click(confirm);
    expect(
      await within(dialog).findByText('Informe o motivo (ao menos 3 caracteres).'),
    ).toBeVisible();
    expect(calls.posts()).toEqual([]);

    await user.type(within(dialog).getByLabelText(/Motivo/), 'Comprovante de TED recebido');
    await user.click(confirm);
    await waitFor(() =>
      expect(calls.posts()).toEqual([`POST /api/backoffice/payments/${BOLETO_ID}/settle`]),
    );
    const [, init] =
      calls.fetchMock.mock.calls.find(([url]) => String(url).endsWith('/settle')) ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ reason: 'Comprovante de TED recebido' });
    expect(await screen.findByText('Pagamento registrado')).toBeVisible();
  });
});
