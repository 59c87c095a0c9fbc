import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { ownAddress } from './api';
import { field } from './session';

/** The sandbox's approved card and one it refuses ('Dados do cartão inválidos.', final 1). */
export const cards = {
  approved: '5555 5555 5555 4444',
  refused: '4111 1111 1111 1111',
} as const;

/** MM/AA two years ahead: valid for the simulator (at most 11 years ahead). */
export function cardExpiry(): { month: string; year: string; typed: string } {
  const year = String(new Date().getFullYear() + 2);
  return { month: '12', year, typed: `12/${year.slice(2)}` };
}

export type Buyer = { name: string; email: string; company: string };

export function newBuyer(firstName = 'Clara'): Buyer {
  const id = randomUUID().slice(0, 8);
  return {
    name: `${firstName} Compradora ${id}`,
    email: `e2e-compra-${id}@example.com`,
    company: `Loja ${id}`,
  };
}

/** Fills the buyer and address part of /checkout as a visitor (a CNPJ: Boleto / Pix comes first). */
export async function fillBuyer(page: Page, buyer: Buyer) {
  await field(page, 'Nome completo').fill(buyer.name);
  await field(page, 'E-mail').fill(buyer.email);
  await field(page, 'Empresa').fill(buyer.company);
  await field(page, 'CPF ou CNPJ').fill('11.222.333/0001-81');
  await field(page, 'Telefone').fill('(11) 91234-5678');
  await field(page, 'CEP').fill('01310-100');
  await field(page, 'Rua').fill('Avenida Paulista');
  await field(page, 'Número').fill('1000');
  await field(page, 'Complemento').fill('Conjunto 42');
  await field(page, 'Bairro').fill('Bela Vista');
  await chooseCity(page, 'SP', 'São Paulo');
}

/** UF first, then the city from the UF's IBGE list, found by typing part of its name. */
export async function chooseCity(page: Page, state: string, city: string) {
  await page.getByRole('combobox', { name: 'UF' }).selectOption(state);
  const input = page.getByRole('combobox', { name: 'Cidade' });
  await expect(input).toBeEnabled();
  await input.click();
  await input.fill(city.slice(0, 5));
  await page.getByRole('option', { name: city, exact: true }).click();
  await expect(input).toHaveValue(city);
}

/** Fills the whole /checkout form as a visitor paying by card (a CNPJ buyer: no birth date needed). */
export async function fillCheckout(page: Page, buyer: Buyer, cardNumber: string) {
  await fillBuyer(page, buyer);
  // A CNPJ selects Boleto / Pix first; these journeys pay by card.
  await page.getByRole('radio', { name: /Cartão de crédito/ }).click();
  await field(page, 'Número do cartão').fill(cardNumber);
  await field(page, 'Nome impresso no cartão').fill(buyer.name.toUpperCase().slice(0, 40));
  await field(page, 'Validade').fill(cardExpiry().typed);
  await field(page, 'CVV').fill('123');
}

type PublicPlan = { id: string; name: string; interval: string; highlighted: boolean };

export async function monthlyPlan(request: APIRequestContext, name = 'Equipe') {
  const response = await request.get('/api/plans');
  expect(response.ok()).toBe(true);
  const { data } = (await response.json()) as { data: PublicPlan[] };
  const plan = data.find((item) => item.name === name && item.interval === 'monthly');
  expect(plan, `a monthly ${name} plan in /api/plans`).toBeTruthy();
  return plan as PublicPlan;
}

async function tokenizedCard(request: APIRequestContext) {
  const expiry = cardExpiry();
  const tokenized = await request.post('/efi-sim/control/tokenize', {
    data: {
      brand: 'mastercard',
      number: cards.approved.replace(/\s/g, ''),
      cvv: '123',
      expirationMonth: expiry.month,
      expirationYear: expiry.year,
    },
  });
  expect(tokenized.ok(), await tokenized.text()).toBe(true);
  const card = (await tokenized.json()) as { payment_token: string; card_mask: string };
  return {
    method: 'card' as const,
    card: { paymentToken: card.payment_token, cardMask: card.card_mask, cardBrand: 'mastercard' },
  };
}

/**
 * A purchase made straight through the API (by card with the simulator's tokenizer, or by
 * boleto); returns its id and plan. With a customer `token`, the signed-in admin buys for their
 * company (no company name).
 */
export async function buyViaApi(
  request: APIRequestContext,
  buyer: Omit<Buyer, 'company'> & { company?: string },
  {
    token,
    planName,
    method = 'card',
  }: { token?: string; planName?: string; method?: 'card' | 'boleto' } = {},
) {
  const plan = await monthlyPlan(request, planName);
  // API purchases leave the browser's checkout limit (per address) alone.
  const response = await request.post('/api/checkout', {
    headers: {
      ...ownAddress(),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    data: {
      planId: plan.id,
      idempotencyKey: randomUUID(),
      buyer: {
        name: buyer.name,
        email: buyer.email,
        company: buyer.company,
        document: '11222333000181',
        phone: '11912345678',
      },
      address: {
        zipcode: '01310100',
        street: 'Avenida Paulista',
        number: '1000',
        neighborhood: 'Bela Vista',
        city: 'São Paulo',
        state: 'SP',
      },
      payment: method === 'boleto' ? { method: 'boleto' } : await tokenizedCard(request),
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return { id: ((await response.json()) as { id: string }).id, plan };
}
