import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect } from '@playwright/test';
import type { SessionUser } from './api';

/** Efí sandbox cards (efi-pay.md §1.8): the last digit decides; 4 is approved. */
export const SANDBOX_CARD = { approved: '5555 5555 5555 4444' } as const;

type Plan = { id: string; tier: string; interval: string; name: string };

/** The plan of `tier` at `interval` from GET /api/plans. */
export async function planOf(request: APIRequestContext, tier: string, interval = 'monthly') {
  const response = await request.get('/api/plans');
  expect(response.ok()).toBe(true);
  const { data } = (await response.json()) as { data: Plan[] };
  const plan = data.find((candidate) => candidate.tier === tier && candidate.interval === interval);
  if (!plan) throw new Error(`no ${tier}/${interval} plan`);
  return plan;
}

/** Tokenizes a card with the bundled simulator, as the browser does at /checkout. */
async function tokenize(request: APIRequestContext, number: string) {
  const response = await request.post('/efi-sim/control/tokenize', {
    data: {
      brand: 'mastercard',
      number: number.replace(/\D/g, ''),
      cvv: '123',
      expirationMonth: '12',
      expirationYear: String(new Date().getFullYear() + 3),
      holderName: 'Marta Compradora',
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  const body = (await response.json()) as { payment_token: string; card_mask: string };
  return { paymentToken: body.payment_token, cardMask: body.card_mask, cardBrand: 'mastercard' };
}

/** A signed-in admin buys `tier` for their own company (POST /api/checkout with the token). */
export async function buyForCompany(
  request: APIRequestContext,
  admin: SessionUser,
  tier = 'equipe',
  card: string = SANDBOX_CARD.approved,
) {
  const plan = await planOf(request, tier);
  const response = await request.post('/api/checkout', {
    headers: { authorization: `Bearer ${admin.token}` },
    data: {
      planId: plan.id,
      idempotencyKey: randomUUID(),
      buyer: {
        name: admin.name,
        email: admin.email,
        document: '529.982.247-25',
        phone: '(11) 98765-4321',
        birthDate: '1985-04-12',
      },
      address: {
        zipcode: '01310-100',
        street: 'Avenida Paulista',
        number: '1000',
        complement: '',
        neighborhood: 'Bela Vista',
        city: 'São Paulo',
        state: 'SP',
      },
      card: await tokenize(request, card),
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return plan;
}
