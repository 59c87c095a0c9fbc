import { describe, expect, it } from 'vitest';
import {
  isValidCnpj,
  isValidCpf,
  isValidIbgeMunicipio,
  normalizeServiceItem,
} from './documents.js';

describe('Brazilian identifiers', () => {
  it('checks CPF and CNPJ check digits, punctuation aside', () => {
    expect(isValidCpf('942.715.646-56')).toBe(true);
    expect(isValidCpf('942.715.646-57')).toBe(false);
    expect(isValidCpf('111.111.111-11')).toBe(false);
    expect(isValidCnpj('11.222.333/0001-81')).toBe(true);
    expect(isValidCnpj('11.222.333/0001-82')).toBe(false);
    expect(isValidCnpj('00000000000000')).toBe(false);
  });

  it('checks IBGE municipality codes: a state, and the check digit', () => {
    for (const code of ['3550308', '3304557', '3146107', '5300108', 4106902]) {
      expect(isValidIbgeMunicipio(code)).toBe(true);
    }
    expect(isValidIbgeMunicipio('3550309')).toBe(false);
    expect(isValidIbgeMunicipio('9950308')).toBe(false);
    expect(isValidIbgeMunicipio('355030')).toBe(false);
  });

  it('reads LC 116 items written 1.05, 01.05 or 0105', () => {
    expect(normalizeServiceItem('1.05')).toBe('1.05');
    expect(normalizeServiceItem('01.05')).toBe('1.05');
    expect(normalizeServiceItem('0105')).toBe('1.05');
    expect(normalizeServiceItem('41.01')).toBeNull();
    expect(normalizeServiceItem('1.00')).toBeNull();
    expect(normalizeServiceItem('1.5')).toBeNull();
  });
});
