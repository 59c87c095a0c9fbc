import { describe, expect, it } from 'vitest';
import { billingAddressSchema } from './contracts';

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
