import type { SessionUser } from '@rumo/shared/auth/contracts';
import type { CheckoutResult } from '@rumo/shared/billing/contracts';
import { brazilianDay, formatBillingDate } from '@rumo/shared/billing/money';
import type { PublicPlan } from '@rumo/shared/billing/plans';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setNavigator } from '../../../lib/navigation';
import { sessionStore } from '../../../lib/session-store';
import { renderWithProviders } from '../../../test/render';
import CheckoutPage from './checkout-page';

const PLAN_ID = '0b9f1c1e-5f7a-4c52-9d4e-1f2a3b4c5d6e';
const YEARLY_ID = '1c8e2d2f-6a8b-4d63-8e5f-2a3b4c5d6e7f';
const TOKEN = 'ab'.repeat(20);

const plan = (overrides: Partial<PublicPlan>): PublicPlan => ({
  id: PLAN_ID,
  tier: 'equipe',
  name: 'Equipe',
  description: 'Para empresas que acompanham OKRs em vários times.',
  features: ['Até 50 usuários'],
  priceCents: 44_900,
  interval: 'monthly',
  userLimit: 50,
  trialDays: 0,
  highlighted: true,
  ...overrides,
});
const PLANS = [plan({}), plan({ id: YEARLY_ID, interval: 'yearly', priceCents: 449_000 })];

const RESULT: CheckoutResult = {
  id: 'pedido-123',
  plan: { id: PLAN_ID, name: 'Equipe', interval: 'monthly', priceCents: 44_900, userLimit: 50 },
  amountCents: 44_900,
  nextChargeAt: '2026-12-25',
  trial: false,
  email: 'marina@empresa.com.br',
  paymentMethod: 'card',
  cardMask: 'XXXXXXXXXXXX4444',
  boleto: null,
  existingCompany: false,
};

type Answer = Response | (() => Response | Promise<Response>);
let checkoutAnswers: Answer[] = [];
/** The signed-in admin's company trial (GET /api/billing/subscription), null when none. */
let trialEndsAt: string | null = null;

const json = (status: number, body: unknown) => Response.json(body, { status });

const fetchMock = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
  const url = String(input);
  if (url === '/api/plans') return json(200, { data: PLANS });
  if (url === '/api/billing/config') {
    return json(200, {
      mode: 'simulator',
      payeeCode: null,
      environment: 'sandbox',
      simulatorUrl: '/efi-sim',
      trialDays: 14,
    });
  }
  if (url === '/efi-sim/control/tokenize') {
    return json(200, { payment_token: TOKEN, card_mask: 'XXXXXXXXXXXX4444' });
  }
  if (url === '/api/checkout/lead') return new Response(null, { status: 204 });
  if (url === '/api/billing/subscription') {
    return json(200, {
      subscription: trialEndsAt ? { status: 'trialing', trialEndsAt } : null,
      access: {
        status: null,
        readOnly: false,
        reason: null,
        trialDaysLeft: null,
        graceDaysLeft: null,
      },
    });
  }
  if (url === '/api/checkout') {
    const next = checkoutAnswers.shift();
    if (!next) throw new Error('unexpected checkout call');
    return typeof next === 'function' ? next() : next;
  }
  throw new Error(`unexpected fetch ${url}`);
});

const checkoutCalls = () =>
  fetchMock.mock.calls
    .filter(([url]) => String(url) === '/api/checkout')
    .map(([, init]) => ({
      body: JSON.parse(String(init?.body)) as {
        idempotencyKey: string;
        payment: { method: string; card: { paymentToken: string } };
        buyer: Record<string, string>;
        address: Record<string, string>;
        planId: string;
      },
      headers: new Headers(init?.headers),
    }));
const tokenizeCalls = () =>
  fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/control/tokenize'));

function renderCheckout(path = `/checkout?plano=${PLAN_ID}`) {
  const router = createMemoryRouter(
    [
      { path: '/checkout', element: <CheckoutPage /> },
      { path: '/obrigado', element: <p>página de obrigado</p> },
      { path: '/login', element: <p>página de login</p> },
    ],
    { initialEntries: [path] },
  );
  renderWithProviders(<RouterProvider router={router} />);
  return router;
}

const box = (name: string) => screen.getByRole('textbox', { name });
const payButton = () => screen.getByRole('button', { name: /^Pagar|Processando/ });

async function fill(user: ReturnType<typeof userEvent.setup>, name: string, value: string) {
  const input = box(name);
  await user.clear(input);
  await user.click(input);
  await user.paste(value);
}

/** UF first, then the city from its list (loaded on demand), found by typing part of its name. */
async function chooseCity(
  user: ReturnType<typeof userEvent.setup>,
  state: string,
  search: string,
  name: string,
) {
  await user.selectOptions(screen.getByRole('combobox', { name: 'UF' }), state);
  const city = await screen.findByRole('combobox', { name: 'Cidade' });
  await waitFor(() => expect(city).toBeEnabled());
  await user.click(city);
  await user.type(city, search);
  await user.click(await screen.findByRole('option', { name }));
}

async function fillValidForm(user: ReturnType<typeof userEvent.setup>, cardNumber: string) {
  await fill(user, 'Nome completo', 'Marina Souza');
  await fill(user, 'E-mail', 'marina@empresa.com.br');
  await fill(user, 'Empresa', 'Padaria Boa Vista');
  await fill(user, 'CPF ou CNPJ', '11222333000181');
  // A CNPJ suggests Boleto / Pix; these tests pay by card.
  await user.click(screen.getByRole('radio', { name: /Cartão de crédito/ }));
  await fill(user, 'Telefone', '11912345678');
  await fill(user, 'CEP', '01310100');
  await fill(user, 'Rua', 'Avenida Paulista');
  await fill(user, 'Número', '1000');
  await fill(user, 'Bairro', 'Bela Vista');
  await chooseCity(user, 'SP', 'sao paulo', 'São Paulo');
  await fill(user, 'Número do cartão', cardNumber);
  await fill(user, 'Nome impresso no cartão', 'MARINA SOUZA');
  await fill(user, 'Validade', '12/34');
  await fill(user, 'CVV', '123');
}

beforeEach(() => {
  checkoutAnswers = [];
  trialEndsAt = null;
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
  setNavigator(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  if (sessionStore.getState().user.token) sessionStore.logout();
  setNavigator(null);
});

describe('CheckoutPage validation', () => {
  it('shows the plan, the sandbox hint and pt-BR errors before any call', async () => {
    const user = userEvent.setup();
    renderCheckout();
    expect(await screen.findByRole('heading', { name: 'Finalizar assinatura' })).toBeVisible();
    expect(await screen.findByText(/Ambiente de testes: use o cartão 5555/)).toBeVisible();
    await waitFor(() => expect(payButton()).toBeEnabled());
    expect(payButton()).toHaveTextContent('Pagar R$ 449,00');

    await user.click(payButton());
    expect(await screen.findByText('Informe o CPF ou CNPJ.')).toBeVisible();
    expect(screen.getByText('Informe a rua.')).toBeVisible();
    expect(screen.getByText('Escolha a UF.')).toBeVisible();
    expect(screen.getByText('Informe um número de cartão válido.')).toBeVisible();
    expect(screen.getByText('Informe a validade no formato MM/AA.')).toBeVisible();
    // The error is tied to its field for screen readers.
    expect(box('Rua')).toHaveAttribute('aria-invalid', 'true');
    expect(box('Rua')).toHaveAccessibleDescription(/Informe a rua\./);
    expect(tokenizeCalls()).toHaveLength(0);
    expect(checkoutCalls()).toHaveLength(0);
  });

  it('masks the CPF, checks its digits and asks the birth date only with a CPF', async () => {
    const user = userEvent.setup();
    renderCheckout();
    await screen.findByRole('heading', { name: 'Finalizar assinatura' });
    expect(screen.queryByRole('textbox', { name: 'Data de nascimento' })).toBeNull();

    await fill(user, 'CPF ou CNPJ', '52998224724');
    expect(box('CPF ou CNPJ')).toHaveValue('529.982.247-24');
    await user.tab();
    expect(await screen.findByText('Informe um CPF ou CNPJ válido.')).toBeVisible();

    await fill(user, 'CPF ou CNPJ', '52998224725');
    expect(box('CPF ou CNPJ')).toHaveValue('529.982.247-25');
    expect(box('Data de nascimento')).toBeVisible();
    await user.click(payButton());
    expect(
      await screen.findByText('Informe a data de nascimento do titular do CPF.'),
    ).toBeVisible();
    await fill(user, 'Data de nascimento', '31021990');
    expect(box('Data de nascimento')).toHaveValue('31/02/1990');
    await user.tab();
    expect(await screen.findByText('Informe uma data válida no formato dd/mm/aaaa.')).toBeVisible();

    await fill(user, 'CPF ou CNPJ', '11222333000181');
    expect(box('CPF ou CNPJ')).toHaveValue('11.222.333/0001-81');
    expect(screen.queryByRole('textbox', { name: 'Data de nascimento' })).toBeNull();
  });

  it('shows the card brand and refuses an expired card', async () => {
    const user = userEvent.setup();
    renderCheckout();
    await screen.findByRole('heading', { name: 'Finalizar assinatura' });
    await fill(user, 'Número do cartão', '5555555555554444');
    expect(box('Número do cartão')).toHaveValue('5555 5555 5555 4444');
    expect(box('Número do cartão')).toHaveAccessibleDescription('Bandeira: Mastercard');
    await fill(user, 'Validade', '0120');
    await user.tab();
    expect(await screen.findByText('Este cartão está vencido.')).toBeVisible();
  });

  it('records the e-mail as a lead once, when it is valid and the field loses focus', async () => {
    const user = userEvent.setup();
    renderCheckout();
    await screen.findByRole('heading', { name: 'Finalizar assinatura' });
    await fill(user, 'E-mail', 'marina@');
    await user.tab();
    await fill(user, 'E-mail', 'Marina@Empresa.com.br');
    await user.tab();
    await user.click(box('E-mail'));
    await user.tab();
    const leads = fetchMock.mock.calls.filter(([url]) => String(url) === '/api/checkout/lead');
    expect(leads).toHaveLength(1);
    expect(JSON.parse(String(leads[0]?.[1]?.body))).toMatchObject({
      email: 'marina@empresa.com.br',
      planId: PLAN_ID,
    });
  });

  it('keeps the company typed after the e-mail in the lead', async () => {
    const user = userEvent.setup();
    renderCheckout();
    await screen.findByRole('heading', { name: 'Finalizar assinatura' });
    await fill(user, 'E-mail', 'marina@empresa.com.br');
    await user.tab();
    await fill(user, 'Empresa', 'Padaria Pão Quente');
    await user.tab();
    await user.click(box('Empresa'));
    await user.tab();
    const leads = fetchMock.mock.calls
      .filter(([url]) => String(url) === '/api/checkout/lead')
      .map(([, init]) => JSON.parse(String(init?.body)));
    expect(leads).toHaveLength(2);
    expect(leads[1]).toMatchObject({
      email: 'marina@empresa.com.br',
      company: 'Padaria Pão Quente',
    });
  });
});

describe('CheckoutPage payment', () => {
  it('keeps the form after a refusal, clears only the CVV and uses a new key next time', async () => {
    checkoutAnswers = [
      json(402, { statusCode: 402, code: 'CARD_REFUSED', message: 'Dados do cartão inválidos.' }),
      json(201, RESULT),
    ];
    const user = userEvent.setup();
    const router = renderCheckout();
    await screen.findByRole('heading', { name: 'Finalizar assinatura' });
    await waitFor(() => expect(payButton()).toBeEnabled());
    await fillValidForm(user, '4111111111111111');
    await user.click(payButton());

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Pagamento não aprovado');
    expect(alert).toHaveTextContent('Dados do cartão inválidos.');
    expect(box('CVV')).toHaveValue('');
    expect(box('Nome completo')).toHaveValue('Marina Souza');
    expect(box('Número do cartão')).toHaveValue('4111 1111 1111 1111');
    expect(box('Validade')).toHaveValue('12/34');
    expect(box('Rua')).toHaveValue('Avenida Paulista');
    expect(router.state.location.pathname).toBe('/checkout');

    const [first] = checkoutCalls();
    expect(first?.body).toMatchObject({
      planId: PLAN_ID,
      payment: {
        method: 'card',
        card: { paymentToken: TOKEN, cardMask: 'XXXXXXXXXXXX4444', cardBrand: 'visa' },
      },
      buyer: { document: '11222333000181', phone: '11912345678', company: 'Padaria Boa Vista' },
      address: { zipcode: '01310100', state: 'SP', city: 'São Paulo', ibgeCode: '3550308' },
    });
    // The card itself never goes to Rumo's API.
    expect(JSON.stringify(first?.body)).not.toContain('4111111111111111');
    expect(first?.headers.has('Authorization')).toBe(false);

    await fill(user, 'CVV', '321');
    await user.click(payButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/obrigado'));
    expect(router.state.location.search).toBe('?pedido=pedido-123');
    expect(router.state.location.state).toEqual({ result: RESULT });
    const [, second] = checkoutCalls();
    expect(second?.body.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(second?.body.idempotencyKey).not.toBe(first?.body.idempotencyKey);
  });

  it('reuses the key after a network failure and ignores a double click', async () => {
    let release: (response: Response) => void = () => {};
    checkoutAnswers = [
      () => {
        throw new TypeError('Failed to fetch');
      },
      () => new Promise<Response>((resolve) => (release = resolve)),
    ];
    const user = userEvent.setup();
    const router = renderCheckout();
    await screen.findByRole('heading', { name: 'Finalizar assinatura' });
    await waitFor(() => expect(payButton()).toBeEnabled());
    await fillValidForm(user, '5555555555554444');
    await user.click(payButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Não foi possível falar com o servidor',
    );
    expect(box('CVV')).toHaveValue('123');

    await user.click(payButton());
    await waitFor(() => expect(checkoutCalls()).toHaveLength(2));
    expect(payButton()).toHaveTextContent('Processando pagamento…');
    expect(payButton()).toBeDisabled();
    await user.dblClick(payButton());
    release(json(201, RESULT));
    await waitFor(() => expect(router.state.location.pathname).toBe('/obrigado'));

    const calls = checkoutCalls();
    expect(calls).toHaveLength(2);
    expect(calls[1]?.body.idempotencyKey).toBe(calls[0]?.body.idempotencyKey);
  });

  it('points to the login when the e-mail already has an account', async () => {
    checkoutAnswers = [
      json(409, {
        statusCode: 409,
        code: 'EMAIL_TAKEN',
        message:
          'Já existe uma conta com este e-mail. Entre no Rumo e assine pela sua empresa em Configurações › Assinatura.',
      }),
    ];
    const user = userEvent.setup();
    renderCheckout();
    await screen.findByRole('heading', { name: 'Finalizar assinatura' });
    await waitFor(() => expect(payButton()).toBeEnabled());
    await fillValidForm(user, '5555555555554444');
    await user.click(payButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Já existe uma conta com este e-mail',
    );
    expect(screen.getByRole('link', { name: 'Entrar no Rumo' })).toHaveAttribute('href', '/login');
    expect(box('E-mail')).toHaveAttribute('aria-invalid', 'true');
  });

  it('tells an admin in trial that the first charge falls on the trial’s last day', async () => {
    const ends = new Date(Date.now() + 5 * 86_400_000);
    trialEndsAt = ends.toISOString();
    sessionStore.save({
      id: 'u1',
      name: 'Ana Admin',
      email: 'ana@rumo.demo',
      token: 'admin-token',
      role: 'admin',
      avatar: null,
      phone: null,
      position: null,
      company: 'Rumo Demo',
      id_team: null,
    });
    renderCheckout();
    const day = formatBillingDate(brazilianDay(ends));
    expect(
      await screen.findByText(
        new RegExp(`A primeira cobrança será em ${day}, no fim do seu período de teste`),
      ),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Assinar sem cobrança hoje' })).toBeEnabled();
    expect(screen.getByText('Total hoje')).toBeVisible();
  });

  it('buys for the signed-in admin company: no company field, prefilled, bearer token', async () => {
    const admin: SessionUser = {
      id: 'u1',
      name: 'Ana Admin',
      email: 'ana@rumo.demo',
      token: 'admin-token',
      role: 'admin',
      avatar: null,
      phone: null,
      position: null,
      company: 'Rumo Demo',
      id_team: null,
    };
    sessionStore.save(admin);
    checkoutAnswers = [json(201, { ...RESULT, existingCompany: true })];
    const user = userEvent.setup();
    const router = renderCheckout();
    await screen.findByRole('heading', { name: 'Finalizar assinatura' });
    expect(screen.queryByRole('textbox', { name: 'Empresa' })).toBeNull();
    expect(box('Nome completo')).toHaveValue('Ana Admin');
    expect(box('E-mail')).toHaveValue('ana@rumo.demo');

    await fill(user, 'CPF ou CNPJ', '11222333000181');
    await user.click(screen.getByRole('radio', { name: /Cartão de crédito/ }));
    await fill(user, 'Telefone', '1134567890');
    await fill(user, 'CEP', '01310100');
    await fill(user, 'Rua', 'Avenida Paulista');
    await fill(user, 'Número', '1000');
    await fill(user, 'Bairro', 'Bela Vista');
    await chooseCity(user, 'SP', 'sao paulo', 'São Paulo');
    await fill(user, 'Número do cartão', '5555555555554444');
    await fill(user, 'Nome impresso no cartão', 'ANA ADMIN');
    await fill(user, 'Validade', '12/34');
    await fill(user, 'CVV', '123');
    await user.click(payButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/obrigado'));
    const [call] = checkoutCalls();
    expect(call?.headers.get('Authorization')).toBe('Bearer admin-token');
    expect(call?.body.buyer).not.toHaveProperty('company');
    expect(fetchMock.mock.calls.some(([url]) => String(url) === '/api/checkout/lead')).toBe(false);
  });
});

const BOLETO_RESULT: CheckoutResult = {
  ...RESULT,
  paymentMethod: 'boleto',
  cardMask: null,
  boleto: {
    dueDate: '2026-11-30',
    linhaDigitavel: '36490000019000000000100000000001101230000044900',
    pdfUrl: '/efi-sim/boletos/1.pdf',
    pixCode: '00020101021226830014BR.GOV.BCB.PIX2561pix.example/qr/v2/cobv/16304ABCD',
  },
};

const radio = (name: RegExp) => screen.getByRole('radio', { name });

describe('CheckoutPage payment method', () => {
  it('offers card or boleto, and a CNPJ selects Boleto / Pix until the buyer chooses', async () => {
    const user = userEvent.setup();
    renderCheckout();
    await screen.findByRole('heading', { name: 'Finalizar assinatura' });
    expect(screen.getByRole('radiogroup', { name: 'Forma de pagamento' })).toBeInTheDocument();
    expect(radio(/Cartão de crédito/)).toBeChecked();
    expect(box('Número do cartão')).toBeVisible();

    await fill(user, 'CPF ou CNPJ', '11222333000181');
    await waitFor(() => expect(radio(/Boleto \/ Pix/)).toBeChecked());
    expect(screen.queryByRole('textbox', { name: 'Número do cartão' })).toBeNull();
    // Back to a CPF: the suggestion follows the document...
    await fill(user, 'CPF ou CNPJ', '52998224725');
    await waitFor(() => expect(radio(/Cartão de crédito/)).toBeChecked());
    expect(box('Data de nascimento')).toBeVisible();
    // ...until the buyer chooses: then a CNPJ changes nothing. A boleto asks no birth date.
    await user.click(radio(/Boleto \/ Pix/));
    expect(screen.queryByRole('textbox', { name: 'Data de nascimento' })).toBeNull();
    await user.click(radio(/Cartão de crédito/));
    await fill(user, 'CPF ou CNPJ', '11222333000181');
    expect(radio(/Cartão de crédito/)).toBeChecked();
  });

  it('asks no card for a boleto, says when it is due and sends payment.method boleto', async () => {
    checkoutAnswers = [json(201, BOLETO_RESULT)];
    const user = userEvent.setup();
    const router = renderCheckout();
    await screen.findByRole('heading', { name: 'Finalizar assinatura' });
    await fill(user, 'Nome completo', 'Marina Souza');
    await fill(user, 'E-mail', 'marina@empresa.com.br');
    await fill(user, 'Empresa', 'Padaria Boa Vista');
    await fill(user, 'CPF ou CNPJ', '11222333000181');
    await fill(user, 'Telefone', '11912345678');
    await fill(user, 'CEP', '01310100');
    await fill(user, 'Rua', 'Avenida Paulista');
    await fill(user, 'Número', '1000');
    await fill(user, 'Bairro', 'Bela Vista');
    await chooseCity(user, 'SP', 'sao paulo', 'São Paulo');

    const due = new Date(Date.now() + 3 * 86_400_000);
    expect(
      screen.getByText(new RegExp(`Vencimento em ${formatBillingDate(brazilianDay(due))}`)),
    ).toBeVisible();
    expect(
      screen.getByText(/O acesso ao Rumo começa assim que o pagamento for confirmado/),
    ).toBeVisible();
    const submit = screen.getByRole('button', { name: /Gerar boleto de R\$\s449,00/ });
    await user.click(submit);
    await waitFor(() => expect(router.state.location.pathname).toBe('/obrigado'));
    expect(tokenizeCalls()).toHaveLength(0);
    const [call] = checkoutCalls();
    expect(call?.body.payment).toEqual({ method: 'boleto' });
    expect(call?.body.buyer.document).toBe('11222333000181');
    expect(call?.body.address).toMatchObject({
      street: 'Avenida Paulista',
      city: 'São Paulo',
      state: 'SP',
      ibgeCode: '3550308',
    });
  });

  it("lists the UF's cities and forgets the city when the UF changes", async () => {
    const user = userEvent.setup();
    renderCheckout();
    await waitFor(() => expect(payButton()).toBeEnabled());
    const city = screen.getByRole('combobox', { name: 'Cidade' });
    expect(city).toBeDisabled();
    await chooseCity(user, 'MG', 'OURO pre', 'Ouro Preto');
    expect(city).toHaveValue('Ouro Preto');
    // Another UF: the city of the former one is no longer chosen.
    await user.selectOptions(screen.getByRole('combobox', { name: 'UF' }), 'SP');
    expect(city).toHaveValue('');
    await user.click(payButton());
    expect(await screen.findByText('Informe a cidade.')).toBeVisible();
    expect(city).toHaveAttribute('aria-invalid', 'true');
    expect(checkoutCalls()).toHaveLength(0);
  });
});
