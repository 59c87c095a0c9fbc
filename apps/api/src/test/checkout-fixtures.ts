import { randomUUID } from 'node:crypto';
import type { CheckoutBody } from '@rumo/shared/billing/contracts';
import { seedDefaultPlansForSale } from '../features/billing/plans.seed';
import { uniqueEmail } from './account-fixtures';
import type { TestApp } from './test-app';

/** Sandbox card numbers (efi-pay.md §1.8): the last digit decides. */
export const CARDS = {
  approved: '5555555555554444',
  invalid: '4111111111111111',
  security: '4111111111111112',
  tryLater: '4111111111111113',
} as const;

/** Tokenizes a card with the simulator, as the browser does (the card never reaches the API). */
export async function tokenizeCard(t: TestApp, number: string = CARDS.approved) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/efi-sim/control/tokenize',
    payload: {
      brand: number.startsWith('4') ? 'visa' : 'mastercard',
      number,
      cvv: '123',
      expirationMonth: '12',
      expirationYear: String(new Date().getFullYear() + 3),
      holderName: 'Marta Compradora',
    },
  });
  if (response.statusCode !== 200) throw new Error(`tokenize answered ${response.statusCode}`);
  const { payment_token, card_mask } = response.json() as {
    payment_token: string;
    card_mask: string;
  };
  return { paymentToken: payment_token, cardMask: card_mask, cardBrand: 'mastercard' };
}

/**
 * The plans of the embedded default (seeded and created at the simulator once per database), as
 * GET /api/plans lists them; `equipe` monthly by default.
 */
export async function defaultPlans(t: TestApp) {
  await seedDefaultPlansForSale(t.app);
  const response = await t.app.inject({ method: 'GET', url: '/api/plans' });
  const { data } = response.json() as {
    data: { id: string; tier: string; interval: string; priceCents: number; userLimit: number }[];
  };
  const find = (tier: string, interval = 'monthly') => {
    const plan = data.find((p) => p.tier === tier && p.interval === interval);
    if (!plan) throw new Error(`no plan ${tier}/${interval}`);
    return plan;
  };
  return { all: data, find };
}

/** A complete checkout body for a new company (CPF buyer). */
export async function checkoutBody(
  t: TestApp,
  planId: string,
  overrides: { email?: string; card?: string; company?: string } = {},
): Promise<CheckoutBody> {
  return {
    planId,
    idempotencyKey: randomUUID(),
    buyer: {
      name: 'Marta Compradora',
      email: overrides.email ?? uniqueEmail('compra'),
      company: overrides.company ?? 'Padaria Aurora',
      document: '529.982.247-25',
      phone: '(11) 98765-4321',
      birthDate: '1985-04-12',
    },
    address: {
      zipcode: '01310-100',
      street: 'Avenida Paulista',
      number: '1000',
      complement: 'Conj. 12',
      neighborhood: 'Bela Vista',
      city: 'São Paulo',
      state: 'SP',
    },
    payment: { method: 'card', card: await tokenizeCard(t, overrides.card) },
  };
}

export function postCheckout(
  t: TestApp,
  body: CheckoutBody,
  headers: Record<string, string> = {},
  remoteAddress = `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/checkout',
    payload: body,
    headers,
    remoteAddress,
  });
}
