import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningSimulator, startSimulator, subscriptionBody } from '../testing/simulator.js';
import { tokenizeCardWithSimulator } from '../tokenizer.js';

let sim: RunningSimulator;
let planId: number;
const year = String(new Date().getFullYear() + 2);

beforeAll(async () => {
  sim = await startSimulator();
  planId = (await sim.client.createPlan({ name: 'Mensal', interval: 1 })).plan_id;
});
afterAll(() => sim.close());

function tokenize(number: string) {
  return tokenizeCardWithSimulator(sim.baseUrl, {
    brand: 'visa',
    number,
    cvv: '123',
    expirationMonth: '12',
    expirationYear: year,
    holderName: 'Gorbadoc Oldbuck',
  });
}

describe('sandbox card rules (efi-pay.md §1.8)', () => {
  it.each([
    ['4111111111111111', 'Dados do cartão inválidos.', false],
    ['4111111111111112', 'Transação não autorizada por motivos de segurança.', false],
    ['4111111111111113', 'Transação não autorizada, tente novamente mais tarde.', true],
  ])('refuses a card ending in %s', async (number, reason, retry) => {
    const { payment_token } = await tokenize(number);
    const created = await sim.client.createOneStepSubscription(
      planId,
      subscriptionBody(payment_token),
    );
    expect(created.charge).toMatchObject({ status: 'unpaid', refusal: { reason, retry } });
    const charge = await sim.client.getCharge(created.charge.id);
    expect(charge).toMatchObject({ status: 'unpaid', reason, refusal: { reason, retry } });
  });

  it.each(['4485785674290087', '5555555555554444', '4111111111111110'])(
    'approves a card ending in another digit (%s)',
    async (number) => {
      const { payment_token } = await tokenize(number);
      const created = await sim.client.createOneStepSubscription(
        planId,
        subscriptionBody(payment_token),
      );
      expect(created.charge.status).toBe('waiting');
    },
  );

  it('accepts a single-use token once', async () => {
    const { payment_token } = await tokenize('4485785674290087');
    await sim.client.createOneStepSubscription(planId, subscriptionBody(payment_token));
    await expect(
      sim.client.createOneStepSubscription(planId, subscriptionBody(payment_token)),
    ).rejects.toMatchObject({ code: 3500018, property: '/payment/credit_card/payment_token' });
  });

  it('keeps only the mask and brand of a card', async () => {
    const { payment_token } = await tokenize('4485 7856 7429 0087');
    const created = await sim.client.createOneStepSubscription(
      planId,
      subscriptionBody(payment_token),
    );
    const stored = JSON.stringify(await sim.client.getCharge(created.charge.id));
    expect(stored).toContain('448578XXXXXX0087');
    expect(stored).not.toContain('4485785674290087');
  });

  it('refuses invalid card data with pt-BR messages', async () => {
    await expect(tokenize('1234')).rejects.toMatchObject({
      code: 3500034,
      error_description: { property: '/number', message: 'Número do cartão inválido.' },
    });
    await expect(
      tokenizeCardWithSimulator(sim.baseUrl, {
        brand: 'visa',
        number: '4485785674290087',
        cvv: '123',
        expirationMonth: '01',
        expirationYear: '2020',
      }),
    ).rejects.toMatchObject({ message: 'Data de validade do cartão inválida.' });
  });

  it('validates the subscription body like Efí', async () => {
    const body = subscriptionBody('f'.repeat(40));
    body.payment.credit_card.customer.cpf = '123';
    await expect(sim.client.createOneStepSubscription(planId, body)).rejects.toMatchObject({
      code: 3500034,
      property: '/payment/credit_card/customer/cpf',
    });
    const noBirth = subscriptionBody('f'.repeat(40));
    delete noBirth.payment.credit_card.customer.birth;
    await expect(sim.client.createOneStepSubscription(planId, noBirth)).rejects.toMatchObject({
      code: 3500023,
      property: '/payment/credit_card/customer/birth',
    });
    const installments = subscriptionBody('f'.repeat(40));
    installments.payment.credit_card.installments = 3;
    await expect(sim.client.createOneStepSubscription(planId, installments)).rejects.toMatchObject({
      code: 3500021,
    });
    const cheap = subscriptionBody('f'.repeat(40));
    cheap.items = [{ name: 'Barato', value: 499 }];
    await expect(sim.client.createOneStepSubscription(planId, cheap)).rejects.toMatchObject({
      code: 4600036,
      message: 'O valor mínimo de uma cobrança é R$ 5,00.',
    });
    await expect(
      sim.client.createOneStepSubscription(999, subscriptionBody('f'.repeat(40))),
    ).rejects.toMatchObject({ code: 3500010, status: 404 });
  });

  it('answers Efí error bodies for missing tokens and unknown routes', async () => {
    const noToken = await fetch(`${sim.baseUrl}/v1/plans`);
    expect(noToken.status).toBe(401);
    expect(await noToken.json()).toMatchObject({ code: 3500008, error: 'unauthorized' });
    const unknown = await fetch(`${sim.baseUrl}/v1/nada`);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ code: 3500010 });
  });
});
