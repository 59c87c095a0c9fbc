import { notifications } from '@mantine/notifications';
import type {
  StaffSubscription,
  StaffSubscriptionDetail,
} from '@rumo/shared/backoffice/billing/subscriptions';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { backofficeSession } from '../session/backoffice-session-store';
import {
  readSubscriptionFilters,
  subscriptionListSearch,
} from '../subscriptions/subscription-filters';
import { sentBody, signInStaff, staffUser, stubFetch } from '../test-fixtures';
import SubscriptionsPage from './subscriptions-page';

const slow = { timeout: 10_000 };
const SUB_ID = '22222222-2222-4222-8222-222222222222';
const PLAN_ID = '11111111-1111-4111-8111-111111111111';

function subscription(overrides: Partial<StaffSubscription> = {}): StaffSubscription {
  return {
    id: SUB_ID,
    company: { id: 'c1', name: 'Loja Azul' },
    plan: { id: PLAN_ID, name: 'Equipe', interval: 'monthly', priceCents: 4990, userLimit: 10 },
    nextPlan: null,
    status: 'past_due',
    efiSubscriptionId: 77,
    trialEndsAt: null,
    currentPeriodStart: '2026-01-10',
    currentPeriodEnd: '2026-02-10',
    nextChargeAt: '2026-02-10',
    nextChargeCents: 4990,
    method: 'card',
    nextMethod: null,
    cardBrand: 'mastercard',
    cardMask: 'XXXXXXXXXXXX4444',
    cancelAtPeriodEnd: false,
    cancelReason: null,
    canceledAt: null,
    endedAt: null,
    pastDueSince: '2026-02-10T12:00:00.000Z',
    activeUsers: 4,
    createdAt: '2026-01-10T12:00:00.000Z',
    efiNextExecution: null,
    efiMismatchAt: null,
    ...overrides,
  };
}

function detail(overrides: Partial<StaffSubscription> = {}): StaffSubscriptionDetail['data'] {
  return {
    ...subscription(overrides),
    payer: { name: 'Bia Lima', email: 'bia@loja.example' },
    users: [
      {
        id: 'u1',
        name: 'Bia Lima',
        email: 'bia@loja.example',
        role: 'admin',
        status: 'active',
        lastLoginAt: null,
      },
    ],
    usage: { users: 4, limit: 10 },
    payments: [],
    efi: {
      available: true,
      error: null,
      status: 'active',
      valueCents: 4990,
      nextExecution: null,
      charges: [{ chargeId: 501, status: 'unpaid', at: '2026-02-10T12:00:00.000Z' }],
    },
  };
}

afterEach(() => {
  act(() => notifications.clean());
  vi.unstubAllGlobals();
  backofficeSession.logout();
});

describe('subscription filters', () => {
  it('reads the pt-BR address and writes the API query (blank and invalid ones dropped)', () => {
    const filters = readSubscriptionFilters(
      new URLSearchParams(
        `pagina=3&status=past_due&plano=${PLAN_ID}&forma=boleto&empresa=Loja&de=2026-01-01&ate=nope`,
      ),
    );
    expect(filters).toEqual({
      page: 3,
      status: 'past_due',
      planId: PLAN_ID,
      method: 'boleto',
      company: 'Loja',
      from: '2026-01-01',
      to: null,
    });
    expect(subscriptionListSearch(filters)).toBe(
      `page=3&limit=20&status=past_due&planId=${PLAN_ID}&method=boleto&company=Loja&from=2026-01-01`,
    );
    expect(
      subscriptionListSearch(readSubscriptionFilters(new URLSearchParams('status=x&forma=pix'))),
    ).toBe('page=1&limit=20');
  });
});

describe('SubscriptionsPage', () => {
  it('sends the filters of the address, opens the detail and cancels with a reason', async () => {
    const user = userEvent.setup();
    const listQueries: string[] = [];
    let canceled: unknown;
    let current = detail();
    signInStaff(staffUser('manager'));
    stubFetch((url, init) => {
      if (url.pathname === '/api/backoffice/plans') return Response.json({ data: [] });
      if (url.pathname === '/api/backoffice/subscriptions') {
        listQueries.push(url.search);
        return Response.json({ data: [subscription()], page: 1, limit: 20, total: 1 });
      }
      if (url.pathname === `/api/backoffice/subscriptions/${SUB_ID}`) {
        return Response.json({ data: current });
      }
      if (url.pathname === `/api/backoffice/subscriptions/${SUB_ID}/cancel`) {
        canceled = sentBody(init);
        // As rows canceled before the fix still are: ended, with the flag of a schedule.
        current = detail({
          status: 'canceled',
          canceledAt: '2026-02-12T12:00:00.000Z',
          endedAt: '2026-02-12T12:00:00.000Z',
          cancelAtPeriodEnd: true,
        });
        return Response.json({ message: 'Assinatura cancelada.', data: subscription() });
      }
      return undefined;
    });
    const { router } = renderWithProviders(<SubscriptionsPage />, {
      at: '/?status=past_due&empresa=Loja',
      toasts: true,
    });
    const row = await screen.findByTestId(`subscription-row-${SUB_ID}`, {}, slow);
    expect(listQueries[0]).toBe('?page=1&limit=20&status=past_due&company=Loja');
    expect(row).toHaveTextContent('Pagamento pendente');
    expect(row).toHaveTextContent('4/10');

    await user.click(within(row).getByRole('button', { name: 'Ver assinatura de Loja Azul' }));
    expect(router.state.location.search).toContain(`assinatura=${SUB_ID}`);
    const drawer = await screen.findByRole('dialog', { name: 'Detalhe da assinatura' });
    expect(await within(drawer).findByText('4 de 10 usuários')).toBeVisible();
    expect(within(drawer).getByText('Mastercard •••• 4444')).toBeVisible();
    expect(within(drawer).getByText(/Cobrança #501: Recusado/)).toBeVisible();

    await user.click(within(drawer).getByRole('button', { name: 'Cancelar assinatura' }));
    const confirm = await screen.findByRole('dialog', {
      name: /Cancelar a assinatura de Loja Azul/,
    });
    await user.click(within(confirm).getByRole('button', { name: 'Confirmar cancelamento' }));
    expect(
      await within(confirm).findByText('Informe o motivo (ao menos 3 caracteres).'),
    ).toBeVisible();
    expect(canceled).toBeUndefined();

    await user.click(within(confirm).getByRole('radio', { name: /Imediatamente/ }));
    await user.type(
      within(confirm).getByRole('textbox', { name: /Motivo do cancelamento/ }),
      'Pedido do cliente',
    );
    await user.click(within(confirm).getByRole('button', { name: 'Confirmar cancelamento' }));
    await waitFor(() =>
      expect(canceled).toEqual({ reason: 'Pedido do cliente', when: 'immediately' }),
    );
    expect(await screen.findByText('Assinatura cancelada.')).toBeVisible();
    // The detail is fetched again and the ended subscription offers no more actions.
    await waitFor(() =>
      expect(within(drawer).getByRole('button', { name: 'Cancelar assinatura' })).toBeDisabled(),
    );
    // One state: ended, with no "Cancelamento agendado" beside it.
    expect(within(drawer).getByText('Encerrada em')).toBeVisible();
    expect(within(drawer).queryByText('Cancelamento agendado')).not.toBeInTheDocument();
  });

  it("flags a subscription whose next charge at Efí differs from Rumo's", async () => {
    signInStaff(staffUser('manager'));
    stubFetch((url) => {
      if (url.pathname === '/api/backoffice/plans') return Response.json({ data: [] });
      if (url.pathname === '/api/backoffice/subscriptions') {
        return Response.json({ data: [], page: 1, limit: 20, total: 0 });
      }
      if (url.pathname === `/api/backoffice/subscriptions/${SUB_ID}`) {
        return Response.json({
          data: detail({
            status: 'active',
            pastDueSince: null,
            nextChargeAt: '2026-12-27',
            efiNextExecution: '2027-12-27',
            efiMismatchAt: '2026-11-28T06:15:00.000Z',
          }),
        });
      }
      return undefined;
    });
    renderWithProviders(<SubscriptionsPage />, { at: `/?assinatura=${SUB_ID}`, toasts: true });
    const drawer = await screen.findByRole('dialog', { name: 'Detalhe da assinatura' }, slow);
    expect(await within(drawer).findByText('Próxima cobrança diferente na Efí')).toBeVisible();
    expect(
      within(drawer).getByText(/próxima cobrança da Efí em 27\/12\/27, e a do Rumo em 27\/12\/26/),
    ).toBeVisible();
  });

  it('shows the API refusal of an extension in the dialog', async () => {
    const user = userEvent.setup();
    const message =
      'A Efí não permite adiar a próxima cobrança de uma assinatura paga em dia. Estenda o teste, o prazo de uma cobrança em atraso ou o acesso de uma assinatura com cancelamento agendado.';
    signInStaff(staffUser('manager'));
    stubFetch((url) => {
      if (url.pathname === '/api/backoffice/plans') return Response.json({ data: [] });
      if (url.pathname === '/api/backoffice/subscriptions') {
        return Response.json({ data: [], page: 1, limit: 20, total: 0 });
      }
      if (url.pathname === `/api/backoffice/subscriptions/${SUB_ID}`) {
        return Response.json({ data: detail({ status: 'active', pastDueSince: null }) });
      }
      if (url.pathname.endsWith('/extend')) {
        return Response.json(
          { statusCode: 409, code: 'SUBSCRIPTION_INVALID_STATE', message },
          { status: 409 },
        );
      }
      return undefined;
    });
    renderWithProviders(<SubscriptionsPage />, { at: `/?assinatura=${SUB_ID}`, toasts: true });
    const drawer = await screen.findByRole('dialog', { name: 'Detalhe da assinatura' }, slow);
    await user.click(await within(drawer).findByRole('button', { name: 'Estender' }));
    const dialog = await screen.findByRole('dialog', { name: /Estender a assinatura/ });
    await user.type(within(dialog).getByRole('textbox', { name: /Motivo/ }), 'Cortesia');
    await user.click(within(dialog).getByRole('button', { name: 'Estender' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
  });
});
