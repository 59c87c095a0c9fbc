import { describe, expect, it } from 'vitest';
import { parseBrazilianNumber } from './brazilian-number';

describe('parseBrazilianNumber', () => {
  it.each([
    ['1.234,56', 1234.56],
    ['R$ 100.000,00', 100000],
    ['-3,5', -3.5],
    ['12%', 12],
    ['1234.56', 1234.56],
    ['1.234', 1234],
    ['1.234.567', 1234567],
    // A leading 0 group is never thousands: a decimal point.
    ['0.250', 0.25],
    ['-0.500', -0.5],
  ])('reads %s as %d', (raw, value) => {
    expect(parseBrazilianNumber(raw)).toBe(value);
  });
  it('refuses what is not a number', () => {
    expect(parseBrazilianNumber('')).toBeNull();
    expect(parseBrazilianNumber('abc')).toBeNull();
    expect(parseBrazilianNumber('1,2,3')).toBeNull();
  });
});
