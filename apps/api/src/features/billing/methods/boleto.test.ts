import { oneStepSubscriptionInputSchema } from '@rumo/efi';
import { describe, expect, it } from 'vitest';
import type { StoredPayer } from '../subscriptions.table';
import { BOLETO_FINE, BOLETO_INTEREST, boletoRail, FIRST_BOLETO_DUE_DAYS } from './boleto';
import { cardRail } from './card';

const person: StoredPayer = {
  name: 'Marta Compradora',
  email: 'marta@padaria.com.br',
  document: '52998224725',
  phone: '11987654321',
  company: 'Padaria Aurora',
  address: {
    zipcode: '01310100',
    street: 'Avenida Paulista',
    number: '1000',
    complement: '',
    neighborhood: 'Bela Vista',
    city: 'São Paulo',
    state: 'SP',
  },
};
const company: StoredPayer = {
  ...person,
  document: '11222333000181',
  address: { ...person.address, complement: 'Conj. 12' },
};
const first = { today: '2026-11-27', trialDays: 0 };

/** The whole one-step body as Efí (and the simulator) validates it. */
const oneStep = (payment: unknown) =>
  oneStepSubscriptionInputSchema.parse({
    items: [{ name: 'Rumo Equipe', value: 44_900, amount: 1 }],
    payment,
  }).payment;

describe('boleto rail', () => {
  it('bills a CPF buyer by name and CPF, without a birth date, with fine, interest and message', () => {
    const day = boletoRail.firstChargeDay(first);
    const payment = oneStep(boletoRail.efiPayment(person, { ...first, day }));
    expect(payment).toEqual({
      banking_billet: {
        customer: {
          name: 'Marta Compradora',
          cpf: '52998224725',
          email: 'marta@padaria.com.br',
          phone_number: '11987654321',
          address: {
            zipcode: '01310100',
            street: 'Avenida Paulista',
            number: '1000',
            neighborhood: 'Bela Vista',
            city: 'São Paulo',
            state: 'SP',
          },
        },
        expire_at: '2026-11-30',
        configurations: { fine: 200, interest: { value: 100, type: 'monthly' } },
        message: 'Assinatura do Rumo. Após o vencimento: multa de 2% e juros de 1% ao mês.',
      },
    });
  });

  it('bills a CNPJ buyer as a juridical person (no name nor CPF)', () => {
    const payment = boletoRail.efiPayment(company, { ...first, day: '2026-11-30' });
    expect(oneStep(payment)).toMatchObject({
      banking_billet: {
        customer: {
          juridical_person: { corporate_name: 'Padaria Aurora', cnpj: '11222333000181' },
          address: { complement: 'Conj. 12' },
        },
      },
    });
    const customer = 'banking_billet' in payment ? payment.banking_billet.customer : {};
    expect(customer).not.toHaveProperty('cpf');
    expect(customer).not.toHaveProperty('name');
  });

  it('is due three days after checkout, or on the trial’s last day', () => {
    expect(FIRST_BOLETO_DUE_DAYS).toBe(3);
    expect(boletoRail.firstChargeDay(first)).toBe('2026-11-30');
    expect(boletoRail.firstChargeDay({ today: '2026-12-30', trialDays: 0 })).toBe('2027-01-02');
    expect(boletoRail.firstChargeDay({ today: '2026-11-27', trialDays: 14 })).toBe('2026-12-11');
    expect(boletoRail.accessBeforePaid).toBe(false);
  });

  it('charges 2 % fine and 1 % a month of interest in Efí’s units (hundredths of a percent)', () => {
    expect(BOLETO_FINE / 100).toBe(2);
    expect(BOLETO_INTEREST).toEqual({ value: 100, type: 'monthly' });
  });
});

describe('card rail', () => {
  const card = { paymentToken: 'a'.repeat(40), cardMask: 'XXXXXXXXXXXX4444', cardBrand: 'visa' };

  it('sends the token with the trial days Efí waits, and is shown by its mask', () => {
    const rail = cardRail(card);
    expect(rail.firstChargeDay({ today: '2026-11-27', trialDays: 7 })).toBe('2026-12-04');
    const payment = oneStep(
      rail.efiPayment(person, { today: '2026-11-27', trialDays: 7, day: '' }),
    );
    expect(payment).toMatchObject({
      credit_card: {
        payment_token: 'a'.repeat(40),
        trial_days: 7,
        customer: { cpf: '52998224725' },
      },
    });
    expect(oneStep(rail.efiPayment(person, { ...first, day: '' }))).not.toHaveProperty(
      'credit_card.trial_days',
    );
    expect(rail.shown({} as never)).toEqual({
      cardBrand: 'visa',
      cardMask: 'XXXXXXXXXXXX4444',
      boleto: null,
    });
  });
});
