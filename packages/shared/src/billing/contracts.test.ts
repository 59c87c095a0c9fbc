import { describe, expect, it } from 'vitest';
import { billingAddressSchema, checkoutBodySchema } from './contracts';

const address = {
  zipcode: '01310-100',
  street: 'Avenida Paulista',
  number: '1000',
  neighborhood: 'Bela Vista',
  city: 'São Paulo',
  state: 'SP',
};

const zipcodeError = (zipcode: string) =>
  billingAddressSchema.safeParse({ ...address, zipcode }).error?.issues.map((i) => i.message);

describe('billing address', () => {
  it('asks for a missing CEP, then for a valid one', () => {
    expect(zipcodeError('')).toEqual(['Informe o CEP.']);
    expect(zipcodeError('0131')).toEqual(['Informe um CEP válido.']);
    expect(billingAddressSchema.parse(address).zipcode).toBe('01310100');
  });
});

describe('checkout body', () => {
  const body = (payment: object, birthDate?: string) => ({
    planId: '0b0f3c1e-5d1a-4a8e-9d5c-2f6a1b7c8d9e',
    idempotencyKey: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
    buyer: {
      name: 'Marta Compradora',
      email: 'marta@padaria.com.br',
      document: '529.982.247-25',
      phone: '(11) 98765-4321',
      ...(birthDate ? { birthDate } : {}),
    },
    address,
    payment,
  });
  const card = {
    method: 'card',
    card: { paymentToken: 'a'.repeat(40), cardMask: 'XXXXXXXXXXXX4444', cardBrand: 'mastercard' },
  };

  it('asks a CPF holder’s birth date by card only: a boleto needs none', () => {
    const byCard = checkoutBodySchema.safeParse(body(card));
    expect(byCard.error?.issues).toMatchObject([
      { path: ['buyer', 'birthDate'], message: 'Informe a data de nascimento do titular do CPF.' },
    ]);
    expect(checkoutBodySchema.safeParse(body(card, '1985-04-12')).success).toBe(true);
    expect(checkoutBodySchema.safeParse(body({ method: 'boleto' })).success).toBe(true);
  });
});
