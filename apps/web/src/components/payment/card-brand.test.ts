import { describe, expect, it } from 'vitest';
import { detectCardBrand, passesLuhn } from './card-brand';

describe('card brand and Luhn rules', () => {
  it('tells the brand and checks the Luhn digit', () => {
    expect(detectCardBrand('5555 5555 5555 4444')).toBe('mastercard');
    expect(detectCardBrand('4111')).toBe('visa');
    expect(detectCardBrand('3782')).toBe('amex');
    expect(detectCardBrand('6362 9700 0045 7013')).toBe('elo');
    expect(detectCardBrand('6062 8288 8866 6688')).toBe('hipercard');
    expect(passesLuhn('5555555555554444')).toBe(true);
    expect(passesLuhn('5555555555554442')).toBe(false);
  });
});
