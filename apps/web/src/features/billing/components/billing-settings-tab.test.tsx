import type {
  BillingAccess,
  BillingOverview,
  PaymentList,
  SubscriptionView,
} from '@rumo/shared/billing/contracts';
import type { PublicPlan } from '@rumo/shared/billing/plans';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { renderWithProviders } from '../../../test/render';
import { BillingSettingsTab } from './billing-settings-tab';

const EQUIPE = '11111111-1111-4111-8111-111111111111';
const EMPRESA = '22222222-2222-4222-8222-222222222222';
const ESSENCIAL = '33333333-3333-4333-8333-333333333333';

const plan = (id: string, name: string, priceCents: number, userLimit: number): PublicPlan => ({
  id,
  tier: name.toLowerCase(),
  name,
  description: `Plano ${name}`,
  features: [`Até ${userLimit} usuários`],
  priceCents,
  interval: 'monthly',
  userLimit,
  trialDays: 14,
  highlighted: name === 'Equipe',
});
const plans = [
  plan(ESSENCIAL, 'Essencial', 14_900, 10),
  plan(EQUIPE, 'Equipe', 44_900, 50),
  plan(EMPRESA, 'Empresa', 129_000, 200),
];
const summary = ({ id, name, interval, priceCents, userLimit }: PublicPlan) => ({
  id,
  name,
  interval,
  priceCents,
  userLimit,
});

const okAccess: BillingAccess = {
  status: 'active',
  readOnly: false,
  reason: null,
  trialDaysLeft: null,
  graceDaysLeft: null,
};

const active: SubscriptionView = {
  status: 'active',
  plan: summary(plans[1] as PublicPlan),
  nextPlan: null,
  trialEndsAt: null,
  currentPeriodEnd: '2026-12-05',
  nextChargeAt: '2026-12-05',
  nextChargeCents: 44_900,
  paymentMethod: 'card',
  nextPaymentMethod: null,
  cardBrand: 'mastercard',
  cardMask: 'XXXXXXXXXXXX4444',
  cancelAtPeriodEnd: false,
  cancelReason: null,
  canceledAt: null,
  pastDueSince: null,
  activeUsers: 12,
};

const payments: PaymentList = {
  data: [
    {
      id: 'p2',
      amountCents: 44_900,
      status: 'unpaid',
      description: 'Plano Equipe mensal',
      method: 'card',
      boleto: null,
      createdAt: '2026-11-05T13:00:00Z',
      paidAt: null,
      refusalReason: 'Transação não autorizada por motivos de segurança.',
      invoice: null,
    },
    {
      id: 'p1',
      amountCents: 44_900,
      status: 'paid',
      description: 'Plano Equipe mensal',
      method: 'card',
      boleto: null,
      createdAt: '2026-10-05T13:00:00Z',
      paidAt: '2026-10-05T13:01:00Z',
      refusalReason: null,
      invoice: null,
    },
  ],
  page: 1,
  limit: 10,
  total: 2,
};

type Handler = (body: unknown) => Response | Promise<Response>;
let overview: BillingOverview;
let handlers: Record<string, Handler>;
const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
  const method = init?.method ?? 'GET';
  const path = url.split('?')[0] ?? url;
  const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
  const handler = handlers[`${method} ${path}`];
  if (!handler) return Response.json({ message: `sem rota ${method} ${path}` }, { status: 404 });
  return handler(body);
});

function calls(method: string, path: string) {
  return fetchMock.mock.calls
    .filter(([url, init]) => (init?.method ?? 'GET') === method && url.split('?')[0] === path)
    .map(([, init]) => (typeof init?.body === 'string' ? JSON.parse(init.body) : undefined));
}

const result = (subscription: SubscriptionView, message: string, access = okAccess) =>
  Response.json({ subscription, access, message });

function renderTab(
  state: Omit<BillingOverview, 'openBoletos'>,
  path = '/configuracoes?aba=assinatura',
) {
  overview = { openBoletos: [], ...state };
  localStorage.setItem(
    'user',
    JSON.stringify({ id: 'u-1', name: 'Ana Admin', role: 'admin', token: 'tok-1234567890' }),
  );
  sessionStore.load();
  const router = createMemoryRouter([{ path: '/configuracoes', element: <BillingSettingsTab /> }], {
    initialEntries: [path],
  });
  renderWithProviders(<RouterProvider router={router} />);
  return router;
}

beforeEach(() => {
  fetchMock.mockClear();
  handlers = {
    'GET /api/billing/subscription': () => Response.json(overview),
    'GET /api/billing/payments': () => Response.json(payments),
    'GET /api/plans': () => Response.json({ data: plans }),
    'GET /api/billing/fiscal-data': () => Response.json({ data: null }),
  };
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

/** Intl puts a no-break space after "R$". */
const money = (text: string) => new RegExp(text.replace('R$ ', 'R\\$\\s'));

describe('Configurações › Assinatura', () => {
  it('in trial: the days left, Assinar agora and the plans to buy', async () => {
    renderTab({
      subscription: {
        ...active,
        status: 'trialing',
        plan: null,
        trialEndsAt: '2026-11-30T12:00:00Z',
        currentPeriodEnd: null,
        nextChargeAt: null,
        nextChargeCents: null,
        cardBrand: null,
        cardMask: null,
      },
      access: { ...okAccess, status: 'trialing', trialDaysLeft: 5 },
    });
    expect(await screen.findByText('Seu teste grátis termina em 5 dias')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Assinar agora' })).toHaveAttribute('href', '/planos');
    expect(
      await screen.findByRole('link', { name: 'Assinar o plano Equipe mensal' }),
    ).toHaveAttribute('href', `/checkout?plano=${EQUIPE}`);
    expect(screen.queryByText('Histórico de pagamentos')).not.toBeInTheDocument();
  });

  it('subscribed in trial: the first charge on the trial’s last day, nothing more to buy', async () => {
    renderTab({
      subscription: {
        ...active,
        status: 'trialing',
        trialEndsAt: '2026-12-06T02:59:59.999Z',
        currentPeriodEnd: '2026-12-05',
        nextChargeAt: '2026-12-05',
      },
      access: { ...okAccess, status: 'trialing', trialDaysLeft: 5 },
    });
    expect(
      await screen.findByText(
        'Você já assinou o plano Equipe. A primeira cobrança será em 05/12/26, no fim do seu período de teste.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Assinar agora' })).not.toBeInTheDocument();
    expect(
      screen.queryByRole('link', { name: 'Assinar o plano Equipe mensal' }),
    ).not.toBeInTheDocument();
    expect(screen.getByText(money('05/12/26 · R$ 449,00'))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Atualizar cartão' })).toBeEnabled();
  });

  it('active: plan, price, users, next charge, card and the payment history', async () => {
    renderTab({ subscription: active, access: okAccess });
    expect(await screen.findByRole('heading', { name: 'Plano Equipe' })).toBeInTheDocument();
    expect(screen.getByText('Ativa')).toBeInTheDocument();
    expect(screen.getByText(money('Mensal · R$ 449,00 por mês'))).toBeInTheDocument();
    expect(screen.getByText('12 de 50 usuários')).toBeInTheDocument();
    expect(screen.getByText(money('05/12/26 · R$ 449,00'))).toBeInTheDocument();
    expect(screen.getByText('Mastercard •••• 4444')).toBeInTheDocument();

    const table = await screen.findByRole('table', { name: 'Histórico de pagamentos' });
    expect(within(table).getByText('Pago')).toBeInTheDocument();
    expect(within(table).getByText('Recusado')).toBeInTheDocument();
    expect(within(table).getByText('05/10/26')).toBeInTheDocument();
    expect(
      within(table).getByText(/Transação não autorizada por motivos de segurança/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Escolha um plano' })).not.toBeInTheDocument();
  });

  it('past due: the amount and Pagar agora with a new card, tokenized in the browser', async () => {
    const pastDue = { ...active, status: 'past_due' as const, pastDueSince: '2026-11-05' };
    const token = 'ab'.repeat(20);
    handlers['GET /api/billing/config'] = () =>
      Response.json({
        mode: 'simulator',
        payeeCode: null,
        environment: 'sandbox',
        simulatorUrl: '/efi-sim',
        trialDays: 14,
      });
    handlers['POST /efi-sim/control/tokenize'] = () =>
      Response.json({ payment_token: token, card_mask: 'XXXXXXXXXXXX0004' });
    handlers['POST /api/billing/pay'] = () =>
      result({ ...active, cardMask: 'XXXXXXXXXXXX0004', cardBrand: 'visa' }, 'Pagamento enviado.');
    const user = userEvent.setup();
    renderTab({
      subscription: pastDue,
      access: { ...okAccess, status: 'past_due', graceDaysLeft: 3 },
    });

    expect(await screen.findByText(money('Pagamento pendente de R$ 449,00'))).toBeInTheDocument();
    expect(screen.getByText(/Regularize em até 3 dias/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pagar agora' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pagar com outro cartão' });
    await user.type(within(dialog).getByLabelText(/Número do cartão/), '4111111111110004');
    await user.type(within(dialog).getByLabelText(/Nome impresso/), 'Ana Admin');
    await user.type(within(dialog).getByLabelText(/Validade/), '1230');
    await user.type(within(dialog).getByLabelText(/CVV/), '123');
    await user.click(within(dialog).getByRole('button', { name: money('Pagar R$ 449,00') }));

    await waitFor(() => expect(calls('POST', '/api/billing/pay')).toHaveLength(1));
    const [body] = calls('POST', '/api/billing/pay');
    expect(body).toEqual({
      card: { paymentToken: token, cardMask: 'XXXXXXXXXXXX0004', cardBrand: 'visa' },
    });
    // The card itself went to the tokenizer only, never to Rumo's API.
    const sentToApi = fetchMock.mock.calls
      .filter(([url]) => url.startsWith('/api/'))
      .map(([, init]) => String(init?.body ?? ''));
    expect(sentToApi.join()).not.toContain('4111111111110004');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  });

  it('cancel scheduled: the date and undoing it', async () => {
    handlers['POST /api/billing/cancel/undo'] = () =>
      result(active, 'Cancelamento desfeito. Sua assinatura continua normalmente.');
    const user = userEvent.setup();
    renderTab({
      subscription: { ...active, cancelAtPeriodEnd: true, cancelReason: 'Custo alto' },
      access: okAccess,
    });
    expect(await screen.findByText('Cancelamento agendado para 05/12/26')).toBeInTheDocument();
    expect(screen.getByText('Nenhuma cobrança prevista')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancelar assinatura' })).not.toBeInTheDocument();

    overview = { subscription: active, access: okAccess, openBoletos: [] };
    await user.click(screen.getByRole('button', { name: 'Desfazer cancelamento' }));
    await waitFor(() => expect(calls('POST', '/api/billing/cancel/undo')).toHaveLength(1));
    await waitFor(() =>
      expect(screen.queryByText('Cancelamento agendado para 05/12/26')).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('button', { name: 'Cancelar assinatura' })).toBeInTheDocument();
  });

  it('cancelling needs a reason and a confirmation; a failure keeps what was typed', async () => {
    let attempt = 0;
    handlers['POST /api/billing/cancel'] = () => {
      attempt += 1;
      if (attempt === 1) {
        return Response.json(
          { statusCode: 503, code: 'PAYMENT_PROVIDER_UNAVAILABLE', message: 'Operadora fora.' },
          { status: 503 },
        );
      }
      return result({ ...active, cancelAtPeriodEnd: true }, 'Cancelamento agendado.');
    };
    const user = userEvent.setup();
    renderTab({ subscription: active, access: okAccess });

    await user.click(await screen.findByRole('button', { name: 'Cancelar assinatura' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancelar a assinatura?' });
    expect(within(dialog).getByText(/acesso completo até 05\/12\/26/)).toBeInTheDocument();
    const submit = within(dialog).getByRole('button', { name: 'Cancelar assinatura' });

    await user.click(submit);
    expect(await within(dialog).findByText('Conte o motivo do cancelamento.')).toBeInTheDocument();
    expect(calls('POST', '/api/billing/cancel')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(/Por que você está cancelando/), 'Custo alto');
    await user.click(submit);
    expect(
      await within(dialog).findByText('Confirme que entendeu quando a assinatura termina.'),
    ).toBeInTheDocument();
    expect(calls('POST', '/api/billing/cancel')).toHaveLength(0);

    await user.click(within(dialog).getByLabelText('Entendo que a assinatura termina em 05/12/26'));
    await user.click(submit);
    expect(await within(dialog).findByText('Operadora fora.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Por que você está cancelando/)).toHaveValue('Custo alto');

    await user.click(submit);
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(calls('POST', '/api/billing/cancel')).toEqual([
      { reason: 'Custo alto' },
      { reason: 'Custo alto' },
    ]);
  });

  it('changing plan shows the API refusal in the modal and keeps the choice', async () => {
    handlers['PUT /api/billing/plan'] = () =>
      Response.json(
        {
          statusCode: 409,
          code: 'SUBSCRIPTION_INVALID_STATE',
          message:
            'Sua empresa tem 12 usuários ativos e este plano permite até 10. Desative usuários ou escolha um plano maior.',
        },
        { status: 409 },
      );
    const user = userEvent.setup();
    renderTab({ subscription: active, access: okAccess });

    await user.click(await screen.findByRole('button', { name: 'Mudar de plano' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mudar de plano' });
    expect(
      within(dialog).getByText(/a partir da próxima cobrança, em 05\/12\/26/),
    ).toBeInTheDocument();
    expect(
      await within(dialog).findByRole('radio', { name: 'Equipe mensal (plano atual)' }),
    ).toBeDisabled();
    await user.click(within(dialog).getByRole('radio', { name: 'Essencial mensal' }));
    await user.click(within(dialog).getByRole('button', { name: 'Mudar para Essencial mensal' }));

    expect(
      await within(dialog).findByText(/Sua empresa tem 12 usuários ativos e este plano/),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('radio', { name: 'Essencial mensal' })).toBeChecked();
    expect(calls('PUT', '/api/billing/plan')).toEqual([{ planId: ESSENCIAL }]);
  });

  it('a scheduled plan change: Plano atual is the plan paid, the change shown as scheduled', async () => {
    handlers['PUT /api/billing/plan'] = () =>
      result(active, 'Mudança de plano desfeita. Sua empresa continua no plano atual.');
    const user = userEvent.setup();
    const empresa = summary(plans[2] as PublicPlan);
    renderTab({
      subscription: { ...active, nextPlan: empresa, nextChargeCents: 129_000 },
      access: okAccess,
    });
    expect(await screen.findByRole('heading', { name: 'Plano Equipe' })).toBeInTheDocument();
    expect(screen.getByText('Mudança agendada')).toBeInTheDocument();
    expect(screen.getByText(/continua no plano Equipe\./)).toBeInTheDocument();
    expect(screen.getByText(money('05/12/26 · R$ 1.290,00'))).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Mudar de plano' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mudar de plano' });
    expect(within(dialog).getByText(/A mudança para Empresa já está agendada/)).toBeInTheDocument();
    const current = await within(dialog).findByRole('radio', {
      name: 'Equipe mensal (plano atual)',
    });
    expect(within(dialog).getByRole('radio', { name: 'Empresa mensal (agendado)' })).toBeDisabled();
    // The plan being paid undoes the scheduled change.
    expect(current).toBeEnabled();
    await user.click(current);
    await user.click(within(dialog).getByRole('button', { name: 'Manter Equipe mensal' }));
    await waitFor(() => expect(calls('PUT', '/api/billing/plan')).toEqual([{ planId: EQUIPE }]));
  });

  it('a scheduled cancellation offers no plan change and hides the change it cancels', async () => {
    renderTab({
      subscription: {
        ...active,
        cancelAtPeriodEnd: true,
        nextChargeAt: null,
        nextChargeCents: null,
        // Even if a change comes along, it would start at a charge that never happens.
        nextPlan: summary(plans[2] as PublicPlan),
      },
      access: okAccess,
    });
    expect(await screen.findByText('Cancelamento agendado para 05/12/26')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Plano Equipe' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mudar de plano' })).not.toBeInTheDocument();
    expect(screen.queryByText('Mudança agendada')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Atualizar cartão' })).toBeInTheDocument();
  });

  it('suspended: only Pagar agora, no plan or card change the API would refuse', async () => {
    renderTab({
      subscription: { ...active, status: 'suspended', pastDueSince: '2026-11-05' },
      access: { ...okAccess, status: 'suspended', readOnly: true, reason: 'payment_overdue' },
    });
    expect(await screen.findByRole('button', { name: 'Pagar agora' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mudar de plano' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Atualizar cartão' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancelar assinatura' })).not.toBeInTheDocument();
  });

  it('?acao=pagar (the banner’s Pagar agora) opens the payment dialog, once', async () => {
    handlers['GET /api/billing/config'] = () =>
      Response.json({
        mode: 'simulator',
        payeeCode: null,
        environment: 'sandbox',
        simulatorUrl: '/efi-sim',
        trialDays: 14,
      });
    const router = renderTab(
      {
        subscription: { ...active, status: 'past_due', pastDueSince: '2026-11-05' },
        access: { ...okAccess, status: 'past_due', graceDaysLeft: 3 },
      },
      '/configuracoes?aba=assinatura&acao=pagar',
    );
    expect(
      await screen.findByRole('dialog', { name: 'Pagar com outro cartão' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe('?aba=assinatura'));
  });
});

const simulatorConfig = () =>
  Response.json({
    mode: 'simulator',
    payeeCode: null,
    environment: 'sandbox',
    simulatorUrl: '/efi-sim',
    trialDays: 14,
  });

describe('Configurações › Assinatura by boleto', () => {
  const LINHA = '36490000019000000000100000000001101230000044900';
  const PIX = '00020101021226830014BR.GOV.BCB.PIX2561pix.example/qr/v2/cobv/16304ABCD';
  const byBoleto: SubscriptionView = {
    ...active,
    paymentMethod: 'boleto',
    cardBrand: null,
    cardMask: null,
  };
  const openBoleto = {
    id: 'b1',
    amountCents: 44_900,
    status: 'waiting' as const,
    description: 'Plano Equipe mensal',
    method: 'boleto' as const,
    boleto: { dueDate: '2099-12-05', linhaDigitavel: LINHA, pdfUrl: '/b1.pdf', pixCode: PIX },
    createdAt: '2026-11-25T13:00:00Z',
    paidAt: null,
    refusalReason: null,
    invoice: null,
  };

  it('shows the method and each open boleto: amount, due date, codes to copy, PDF, QR on demand', async () => {
    const user = userEvent.setup();
    handlers['GET /api/billing/payments'] = () =>
      Response.json({ ...payments, data: [openBoleto, ...payments.data] });
    const withOpenBoleto: BillingOverview = {
      subscription: byBoleto,
      access: okAccess,
      openBoletos: [openBoleto],
    };
    renderTab(withOpenBoleto);

    expect(await screen.findByText('Forma de pagamento')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Atualizar cartão' })).toBeNull();
    const panel = screen.getByRole('region', { name: 'Boleto em aberto' });
    const item = within(panel).getByRole('listitem', {
      name: money('Boleto de R$ 449,00, vencimento 05/12/99'),
    });
    expect(within(item).getByText('Vence em 05/12/99')).toBeInTheDocument();
    expect(within(item).getByText(LINHA)).toBeInTheDocument();
    expect(within(item).getByText(PIX)).toBeInTheDocument();
    expect(within(item).getByRole('link', { name: 'Baixar boleto (PDF)' })).toHaveAttribute(
      'href',
      '/b1.pdf',
    );
    expect(within(item).queryByRole('img', { name: /QR Code do Pix/ })).toBeNull();
    await user.click(within(item).getByRole('button', { name: 'Mostrar QR Code do Pix' }));
    expect(
      await within(item).findByRole('img', { name: /QR Code do Pix/ }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    await user.click(within(item).getByRole('button', { name: 'Copiar código Pix' }));
    expect(await navigator.clipboard.readText()).toBe(PIX);
    expect(within(item).getByRole('button', { name: 'Copiar código Pix: copiado' })).toBeVisible();

    // The history says how each charge was paid.
    const table = await screen.findByRole('table', { name: 'Histórico de pagamentos' });
    expect(within(table).getByText('Boleto / Pix')).toBeInTheDocument();
    expect(within(table).getAllByText('Cartão de crédito')).toHaveLength(2);
  });

  it('past due by boleto: Pagar agora leads to the open boleto, not to a card', async () => {
    const user = userEvent.setup();
    const late: BillingOverview = {
      subscription: { ...byBoleto, status: 'past_due', pastDueSince: '2026-11-05' },
      access: { ...okAccess, status: 'past_due', graceDaysLeft: 3 },
      openBoletos: [openBoleto],
    };
    renderTab(late);
    expect(
      await screen.findByText(/Pague o boleto em aberto \(ou o Pix dele\) para manter o acesso/),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pagar agora' }));
    expect(screen.getByRole('region', { name: 'Boleto em aberto' })).toHaveFocus();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('switches from card to boleto from the next charge, after a confirmation', async () => {
    handlers['PUT /api/billing/payment-method'] = () => {
      overview = {
        subscription: { ...active, nextPaymentMethod: 'boleto' },
        access: okAccess,
        openBoletos: [],
      };
      return result({ ...active, nextPaymentMethod: 'boleto' }, 'Forma de pagamento alterada.');
    };
    const user = userEvent.setup();
    renderTab({ subscription: active, access: okAccess });
    await user.click(await screen.findByRole('button', { name: 'Mudar forma de pagamento' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mudar forma de pagamento' });
    expect(within(dialog).getByText(/A partir da próxima cobrança \(05\/12\/26\)/)).toBeVisible();
    expect(calls('PUT', '/api/billing/payment-method')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar: pagar por boleto' }));

    await waitFor(() =>
      expect(calls('PUT', '/api/billing/payment-method')).toEqual([{ method: 'boleto' }]),
    );
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(await screen.findByText(/a forma de pagamento passa a ser/)).toHaveTextContent(
      'Boleto / Pix',
    );
  });

  it('switches from boleto to a card tokenized in the browser', async () => {
    const token = 'cd'.repeat(20);
    handlers['GET /api/billing/config'] = simulatorConfig;
    handlers['POST /efi-sim/control/tokenize'] = () =>
      Response.json({ payment_token: token, card_mask: 'XXXXXXXXXXXX4444' });
    handlers['PUT /api/billing/payment-method'] = () =>
      result({ ...byBoleto, nextPaymentMethod: 'card' }, 'Forma de pagamento alterada.');
    const user = userEvent.setup();
    renderTab({ subscription: byBoleto, access: okAccess });
    await user.click(await screen.findByRole('button', { name: 'Mudar forma de pagamento' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mudar forma de pagamento' });
    await user.type(await within(dialog).findByLabelText(/Número do cartão/), '5555555555554444');
    await user.type(within(dialog).getByLabelText(/Nome impresso/), 'Ana Admin');
    await user.type(within(dialog).getByLabelText(/Validade/), '1230');
    await user.type(within(dialog).getByLabelText(/CVV/), '123');
    await user.click(within(dialog).getByRole('button', { name: 'Pagar com este cartão' }));

    await waitFor(() => expect(calls('PUT', '/api/billing/payment-method')).toHaveLength(1));
    expect(calls('PUT', '/api/billing/payment-method')[0]).toEqual({
      method: 'card',
      card: { paymentToken: token, cardMask: 'XXXXXXXXXXXX4444', cardBrand: 'mastercard' },
    });
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  });

  it('a CPF payer switching to card gives the birth date Efí needs, checked before anything is sent', async () => {
    const token = 'ef'.repeat(20);
    handlers['GET /api/billing/config'] = simulatorConfig;
    handlers['POST /efi-sim/control/tokenize'] = () =>
      Response.json({ payment_token: token, card_mask: 'XXXXXXXXXXXX4444' });
    handlers['PUT /api/billing/payment-method'] = () =>
      result({ ...byBoleto, nextPaymentMethod: 'card' }, 'Forma de pagamento alterada.');
    const user = userEvent.setup();
    renderTab({ subscription: { ...byBoleto, cardNeedsBirthDate: true }, access: okAccess });
    await user.click(await screen.findByRole('button', { name: 'Mudar forma de pagamento' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mudar forma de pagamento' });
    await user.type(await within(dialog).findByLabelText(/Número do cartão/), '5555555555554444');
    await user.type(within(dialog).getByLabelText(/Nome impresso/), 'Ana Admin');
    await user.type(within(dialog).getByLabelText(/Validade/), '1230');
    await user.type(within(dialog).getByLabelText(/CVV/), '123');
    await user.click(within(dialog).getByRole('button', { name: 'Pagar com este cartão' }));
    expect(
      await within(dialog).findByText('Informe a data de nascimento do titular do CPF.'),
    ).toBeVisible();
    const birth = within(dialog).getByRole('textbox', { name: 'Data de nascimento' });
    await user.type(birth, '31021990');
    expect(birth).toHaveValue('31/02/1990');
    await user.click(within(dialog).getByRole('button', { name: 'Pagar com este cartão' }));
    expect(
      await within(dialog).findByText('Informe uma data válida no formato dd/mm/aaaa.'),
    ).toBeVisible();
    expect(calls('PUT', '/api/billing/payment-method')).toHaveLength(0);

    await user.clear(birth);
    await user.type(birth, '14071988');
    await user.click(within(dialog).getByRole('button', { name: 'Pagar com este cartão' }));
    await waitFor(() => expect(calls('PUT', '/api/billing/payment-method')).toHaveLength(1));
    expect(calls('PUT', '/api/billing/payment-method')[0]).toEqual({
      method: 'card',
      card: { paymentToken: token, cardMask: 'XXXXXXXXXXXX4444', cardBrand: 'mastercard' },
      birthDate: '1988-07-14',
    });
  });
});
