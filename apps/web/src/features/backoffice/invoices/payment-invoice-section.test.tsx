import { notifications } from '@mantine/notifications';
import type { InvoiceSummary } from '@rumo/shared/billing/invoices';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { PaymentDetailDrawer } from '../payments/payment-detail-drawer';
import { backofficeSession } from '../session/backoffice-session-store';
import { signInStaff, staffUser, stubFetch } from '../test-fixtures';

const slow = { timeout: 10_000 };

const refused: InvoiceSummary = {
  id: 'inv-9',
  status: 'error',
  number: null,
  verificationCode: null,
  issuedAt: null,
  pdfUrl: null,
  xmlUrl: null,
  errorMessage: 'Código IBGE do município do tomador inválido.',
};

function api(invoice: InvoiceSummary | null) {
  return stubFetch((url, init) => {
    const path = url.pathname;
    if (path === '/api/backoffice/invoices/inv-9/retry' && init.method === 'POST') {
      return Response.json({ message: 'Nova tentativa de emissão agendada.', invoice: {} });
    }
    if (path === '/api/backoffice/invoices/inv-9/reissue' && init.method === 'POST') {
      return Response.json({ message: 'Nova nota fiscal na fila de emissão.', invoice: {} });
    }
    return Response.json({
      data: {
        id: 'pay-1',
        company: { id: 'c-1', name: 'Loja Azul' },
        subscriptionId: 's-1',
        plan: null,
        efiChargeId: 1234,
        amountCents: 44_900,
        status: 'paid',
        method: 'card',
        refusalReason: null,
        periodStart: null,
        periodEnd: null,
        paidAt: '2026-11-05T13:00:00Z',
        statusAt: '2026-11-05T13:00:00Z',
        createdAt: '2026-11-05T12:00:00Z',
        subscription: { id: 's-1', status: 'active', efiSubscriptionId: 77 },
        efi: {
          available: false,
          error: null,
          status: null,
          totalCents: null,
          refusalReason: null,
          paymentMethod: null,
          cardMask: null,
          history: [],
        },
        invoice,
      },
    });
  });
}

const Drawer = () => <PaymentDetailDrawer id="pay-1" onClose={() => undefined} />;

afterEach(() => {
  act(() => notifications.clean());
  vi.unstubAllGlobals();
  backofficeSession.logout();
});

describe('payment drawer › Nota fiscal', () => {
  it("shows the provider's error and retries the invoice", async () => {
    const user = userEvent.setup();
    const calls = api(refused);
    signInStaff(staffUser('manager'));
    renderWithProviders(<Drawer />, { at: '/payments', toasts: true });
    const section = await screen.findByRole('region', { name: 'Nota fiscal' }, slow);
    expect(within(section).getByText('Com erro')).toBeVisible();
    expect(
      within(section).getByText('Código IBGE do município do tomador inválido.'),
    ).toBeVisible();
    await user.click(within(section).getByRole('button', { name: 'Tentar de novo a nota' }));
    await waitFor(() =>
      expect(calls.posts()).toEqual(['POST /api/backoffice/invoices/inv-9/retry']),
    );
  });

  it('shows an issued invoice with its number and files, without retry', async () => {
    api({
      ...refused,
      status: 'authorized',
      number: '77',
      verificationCode: 'XY12',
      issuedAt: '2026-11-05T13:05:00Z',
      pdfUrl: '/api/backoffice/invoices/inv-9/pdf',
      xmlUrl: '/api/backoffice/invoices/inv-9/xml',
      errorMessage: null,
    });
    signInStaff(staffUser('viewer'));
    renderWithProviders(<Drawer />, { at: '/payments', toasts: true });
    const section = await screen.findByRole('region', { name: 'Nota fiscal' }, slow);
    expect(within(section).getByText('77')).toBeVisible();
    expect(within(section).getByText('XY12')).toBeVisible();
    expect(
      within(section).getByRole('button', { name: 'Baixar PDF da nota fiscal nº 77' }),
    ).toBeVisible();
    expect(
      within(section).queryByRole('button', { name: /Tentar de novo|Cancelar nota/ }),
    ).toBeNull();
  });

  it('"Emitir nova nota" for the paid payment\'s canceled nota (manager), confirmed first', async () => {
    const user = userEvent.setup();
    const calls = api({ ...refused, status: 'canceled', number: '77', errorMessage: null });
    signInStaff(staffUser('manager'));
    renderWithProviders(<Drawer />, { at: '/payments', toasts: true });
    const section = await screen.findByRole('region', { name: 'Nota fiscal' }, slow);
    await user.click(
      within(section).getByRole('button', { name: 'Emitir nova nota no lugar da nota nº 77' }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Emitir nova nota no lugar da nº 77',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Emitir nova nota' }));
    await waitFor(() =>
      expect(calls.posts()).toEqual(['POST /api/backoffice/invoices/inv-9/reissue']),
    );
  });

  it('says when the payment has no invoice', async () => {
    api(null);
    signInStaff(staffUser('admin'));
    renderWithProviders(<Drawer />, { at: '/payments', toasts: true });
    const section = await screen.findByRole('region', { name: 'Nota fiscal' }, slow);
    expect(section).toHaveTextContent('Nenhuma nota fiscal para este pagamento');
  });
});
