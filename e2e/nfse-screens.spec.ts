import { expect, type Page, test } from '@playwright/test';
import { loginViaApi } from './support/api';
import { seriousViolations, setTheme } from './support/axe';
import { demo } from './support/data';
import { useSession } from './support/session';

/**
 * Issue 21 §2 screens (Notas fiscais, Dados fiscais, the billing tab's invoices and fiscal data)
 * in light and dark at 390 and 1280 px: axe-clean and keyboard-usable. The NFS-e answers are
 * mocked with page.route, so the screens are checked whatever the queue holds.
 */
const BASE = '/xyz/backoffice';
const SHOTS = process.env.NFSE_SHOTS_DIR;
// Both themes and both widths, each once (NFSE_SHOTS_DIR=dir takes every combination, to look at).
const VIEWS = SHOTS
  ? [false, true].flatMap((dark) => [1280, 390].map((width) => ({ dark, width })))
  : [
      { dark: false, width: 1280 },
      { dark: true, width: 390 },
    ];
const name = ({ dark, width }: { dark: boolean; width: number }) =>
  `${width}-${dark ? 'dark' : 'light'}`;

const issued = {
  id: 'inv-1',
  status: 'authorized',
  company: { id: 'c-1', name: 'Loja Azul Comércio Ltda' },
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
const invoices = [
  issued,
  {
    ...issued,
    id: 'inv-2',
    status: 'error',
    company: { id: 'c-2', name: 'Padaria Sol' },
    number: null,
    verificationCode: null,
    errorMessage: 'E0014: CNPJ do tomador inválido.',
    attempts: 3,
    nextAttemptAt: '2026-11-05T15:00:00Z',
    issuedAt: null,
    pdfUrl: null,
    xmlUrl: null,
  },
  {
    ...issued,
    id: 'inv-5',
    status: 'error',
    company: { id: 'c-5', name: 'Mercado Lua' },
    number: null,
    verificationCode: null,
    errorMessage: 'Inscrição municipal do prestador não encontrada.',
    attempts: 1,
    nextAttemptAt: '2026-11-05T15:00:00Z',
    issuedAt: null,
    pdfUrl: null,
    xmlUrl: null,
  },
  {
    ...issued,
    id: 'inv-3',
    status: 'processing',
    number: null,
    issuedAt: null,
    pdfUrl: null,
    xmlUrl: null,
  },
  {
    ...issued,
    id: 'inv-4',
    status: 'canceled',
    number: '2026/120',
    canceledAt: '2026-11-06T10:00:00Z',
    cancelReason: 'Valor cobrado em duplicidade.',
  },
];
const fiscalSettings = {
  cnpj: '11222333000181',
  razaoSocial: 'Rumo Tecnologia Ltda',
  inscricaoMunicipal: '1234567',
  municipio: { name: 'São Paulo', state: 'SP', ibgeCode: '3550308' },
  taxRegime: 'simples_nacional',
  serviceItem: '1.05',
  municipalTaxCode: null,
  issRate: 2,
  descriptionTemplate:
    'Licenciamento de uso do software Rumo (plano {plano}), período {periodo}, para {empresa}.',
  updatedAt: '2026-11-20T15:00:00Z',
};

async function mockBackoffice(page: Page) {
  await page.route(/\/api\/backoffice\/invoices(\?.*)?$/, (route) =>
    route.fulfill({ json: { data: invoices, page: 1, limit: 20, total: invoices.length } }),
  );
  await page.route(/\/api\/backoffice\/settings\/fiscal$/, (route) =>
    route.fulfill({ json: { data: fiscalSettings } }),
  );
}

const invoice = (id: string, status: string, number: string | null) => ({
  id,
  status,
  number,
  verificationCode: number ? 'AB12' : null,
  issuedAt: number ? '2026-10-05T13:10:00Z' : null,
  pdfUrl: number ? `/api/billing/invoices/${id}/pdf` : null,
  xmlUrl: number ? `/api/billing/invoices/${id}/xml` : null,
});
const payment = (
  id: string,
  day: string,
  status: string,
  inv: ReturnType<typeof invoice> | null,
) => ({
  id,
  amountCents: 44_900,
  status,
  description: 'Plano Equipe mensal',
  method: 'card',
  boleto: null,
  createdAt: `${day}T13:00:00Z`,
  paidAt: status === 'paid' ? `${day}T13:01:00Z` : null,
  refusalReason: null,
  invoice: inv,
});

async function mockBilling(page: Page) {
  const access = {
    status: 'active',
    readOnly: false,
    reason: null,
    trialDaysLeft: null,
    graceDaysLeft: null,
  };
  await page.route(/\/api\/billing\/access$/, (route) => route.fulfill({ json: access }));
  await page.route(/\/api\/billing\/subscription$/, (route) =>
    route.fulfill({
      json: {
        access,
        openBoletos: [],
        subscription: {
          status: 'active',
          plan: {
            id: '11111111-1111-4111-8111-111111111111',
            name: 'Equipe',
            interval: 'monthly',
            priceCents: 44_900,
            userLimit: 50,
          },
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
        },
      },
    }),
  );
  await page.route(/\/api\/billing\/payments(\?.*)?$/, (route) =>
    route.fulfill({
      json: {
        data: [
          payment('p4', '2026-11-20', 'paid', invoice('inv-4', 'error', null)),
          payment('p3', '2026-11-05', 'paid', invoice('inv-3', 'processing', null)),
          payment('p2', '2026-10-05', 'paid', invoice('inv-2', 'authorized', '2026/41')),
          payment('p1', '2026-09-05', 'unpaid', null),
        ],
        page: 1,
        limit: 10,
        total: 4,
      },
    }),
  );
  await page.route(/\/api\/billing\/fiscal-data$/, (route) =>
    route.fulfill({
      json: {
        data: {
          document: '11222333000181',
          name: 'Loja Azul Comércio Ltda',
          email: 'financeiro@lojaazul.com.br',
          address: {
            zipcode: '01310100',
            street: 'Av. Paulista',
            number: '1000',
            complement: 'Sala 5',
            neighborhood: 'Bela Vista',
            city: 'São Paulo',
            state: 'SP',
            ibgeCode: '3550308',
          },
          source: 'checkout',
          updatedAt: null,
        },
      },
    }),
  );
}

async function shot(page: Page, file: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${file}.png`, fullPage: true });
}

test.describe('NFS-e screens', () => {
  test('Notas fiscais and Dados fiscais: axe-clean, light and dark, 390 and 1280 px; keyboard', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    await mockBackoffice(page);
    await page.goto(`${BASE}/login`);
    await page.getByRole('textbox', { name: 'E-mail' }).fill('admin@backoffice.rumo.demo');
    await page.getByRole('textbox', { name: 'Senha' }).fill('rumo1234');
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Seu acesso' })).toBeVisible();

    for (const view of VIEWS) {
      await page.setViewportSize({ width: view.width, height: 900 });
      await setTheme(page, view.dark);
      await page.goto(`${BASE}/invoices`);
      await expect(page.getByRole('heading', { name: 'Notas fiscais', level: 1 })).toBeVisible();
      await expect(page.getByText('E0014: CNPJ do tomador inválido.')).toBeVisible();
      await page
        .getByRole('checkbox', { name: 'Selecionar a nota com erro de Padaria Sol' })
        .check();
      await expect(page.getByRole('button', { name: 'Tentar novamente (1)' })).toBeEnabled();
      await expect(
        page.getByRole('button', { name: /^Emitir nova nota no lugar da nota nº 2026\/120/ }),
      ).toBeVisible();
      expect(await seriousViolations(page), `invoices ${name(view)}`).toEqual([]);
      await shot(page, `invoices-${name(view)}`);

      await page.goto(BASE);
      const rules = page.getByText('Tentar emitir de novo notas fiscais com erro, uma ou várias');
      await expect(rules).toBeVisible();
      expect(await seriousViolations(page), `seu acesso ${name(view)}`).toEqual([]);
      await shot(page, `access-${name(view)}`);

      await page.goto(`${BASE}/settings`);
      const fiscal = page.getByRole('region', { name: 'Dados fiscais' });
      await expect(fiscal.getByRole('textbox', { name: /Razão social/ })).toHaveValue(
        'Rumo Tecnologia Ltda',
      );
      await page.waitForLoadState('networkidle');
      expect(await seriousViolations(page), `settings ${name(view)}`).toEqual([]);
      if (SHOTS) await fiscal.screenshot({ path: `${SHOTS}/fiscal-settings-${name(view)}.png` });
    }

    // Keyboard: from the retry button of the refused row, Tab reaches the next actions; the
    // cancel dialog opens with Enter, takes the reason in focus and closes with Escape.
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${BASE}/invoices`);
    const cancel = page.getByRole('button', {
      name: 'Cancelar nota nº 2026/123 de Loja Azul Comércio Ltda',
    });
    await cancel.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Cancelar a nota fiscal nº 2026/123' });
    await expect(dialog.getByRole('textbox', { name: /Motivo do cancelamento/ })).toBeFocused();
    expect(await seriousViolations(page), 'cancel dialog').toEqual([]);
    await shot(page, 'invoices-cancel-dialog');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(cancel).toBeFocused();

    // Bulk retry by keyboard: Space selects every nota in error, Enter opens the confirmation.
    await page.getByRole('checkbox', { name: 'Selecionar as notas com erro desta página' }).focus();
    await page.keyboard.press('Space');
    const bulk = page.getByRole('button', { name: 'Tentar novamente (2)' });
    await bulk.focus();
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('dialog', { name: 'Tentar emitir de novo' });
    await expect(confirm).toContainText('2 notas com erro serão enviadas de novo');
    expect(await seriousViolations(page), 'bulk retry dialog').toEqual([]);
    await shot(page, 'invoices-bulk-retry-dialog');
    await page.keyboard.press('Escape');
    await expect(confirm).toBeHidden();

    const reissue = page.getByRole('button', {
      name: /^Emitir nova nota no lugar da nota nº 2026\/120/,
    });
    await reissue.focus();
    await page.keyboard.press('Enter');
    const reissueDialog = page.getByRole('dialog', {
      name: 'Emitir nova nota no lugar da nº 2026/120',
    });
    await expect(reissueDialog.getByRole('button', { name: 'Emitir nova nota' })).toBeFocused();
    expect(await seriousViolations(page), 'reissue dialog').toEqual([]);
    await shot(page, 'invoices-reissue-dialog');
    await page.keyboard.press('Escape');
    await expect(reissueDialog).toBeHidden();
  });

  test('billing tab: the invoice column and Dados para a nota fiscal, axe-clean; keyboard', async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000);
    const session = await loginViaApi(request, demo.admin);
    await mockBilling(page);
    await useSession(page, session);
    for (const view of VIEWS) {
      await page.setViewportSize({ width: view.width, height: 900 });
      await setTheme(page, view.dark);
      await page.goto('/configuracoes?aba=assinatura');
      await expect(page.getByText('NFS-e nº 2026/41')).toBeVisible();
      // A refused nota reads "Em emissão" to the customer; the provider's message is staff's.
      await expect(page.getByText('Em emissão')).toBeVisible();
      await expect(page.getByText('Com erro')).toHaveCount(0);
      await expect(page.getByText('Av. Paulista, 1000, Sala 5', { exact: false })).toBeVisible();
      expect(await seriousViolations(page), `billing ${name(view)}`).toEqual([]);
      await shot(page, `billing-${name(view)}`);
    }
    await page.getByRole('button', { name: 'Corrigir dados' }).focus();
    await page.keyboard.press('Enter');
    const form = page.getByRole('form', { name: 'Dados para a nota fiscal' });
    await expect(form.getByRole('textbox', { name: /CPF ou CNPJ/ })).toHaveValue(
      '11.222.333/0001-81',
    );
    await form.getByRole('textbox', { name: /CPF ou CNPJ/ }).focus();
    await page.keyboard.press('Tab');
    await expect(form.getByRole('textbox', { name: /Nome ou razão social/ })).toBeFocused();
    // The city is chosen from the UF's IBGE list (loaded on demand), the payer's one shown.
    await expect(form.getByRole('combobox', { name: 'Cidade' })).toHaveValue('São Paulo');
    expect(await seriousViolations(page), 'fiscal data form').toEqual([]);
    await shot(page, 'billing-fiscal-form-390-dark');
  });
});
