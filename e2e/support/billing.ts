import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect } from '@playwright/test';
import type { SessionUser } from './api';
import { cardExpiry, cards, monthlyPlan } from './checkout';

/** A signed-in admin buys a monthly plan for their own company (POST /api/checkout with the token). */
export async function buyForCompany(
  request: APIRequestContext,
  admin: SessionUser,
  planName = 'Equipe',
) {
  const plan = await monthlyPlan(request, planName);
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
  const response = await request.post('/api/checkout', {
    headers: { authorization: `Bearer ${admin.token}` },
    data: {
      planId: plan.id,
      idempotencyKey: randomUUID(),
      buyer: {
        name: admin.name,
        email: admin.email,
        document: '11.222.333/0001-81',
        phone: '(11) 98765-4321',
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
      card: { paymentToken: card.payment_token, cardMask: card.card_mask, cardBrand: 'mastercard' },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return plan;
}
