import { describe, expect, it } from 'vitest';
import {
  barcodeFromLine,
  boletoBarcode,
  dueDateFactor,
  isValidBarcode,
  isValidLinhaDigitavel,
  linhaDigitavel,
  readBarcode,
} from './barcode.js';

/** A real Banco do Brasil boleto, as published in FEBRABAN-layout examples. */
const BB_BARCODE = '00193373700000001000500940144816060680935031';
const BB_LINE = '00190.50095 40144.816069 06809.350314 3 37370000000100';

describe('boleto barcode and linha digitável', () => {
  it('checks a real boleto', () => {
    expect(isValidBarcode(BB_BARCODE)).toBe(true);
    expect(linhaDigitavel(BB_BARCODE)).toBe(BB_LINE);
    expect(isValidLinhaDigitavel(BB_LINE)).toBe(true);
    expect(barcodeFromLine(BB_LINE)).toBe(BB_BARCODE);
  });

  it('counts the due-date factor with the 2025-02-22 reset to 1000', () => {
    expect(dueDateFactor('2000-07-03')).toBe('1000');
    expect(dueDateFactor('2025-02-21')).toBe('9999');
    expect(dueDateFactor('2025-02-22')).toBe('1000');
    expect(dueDateFactor('2026-11-27')).toBe('1643');
  });

  it('builds an Efí boleto whose linha digitável starts as Efí prints it', () => {
    const barcode = boletoBarcode({
      amount: 9900,
      dueDate: '2026-12-01',
      freeField: `00001${'510001'.padStart(20, '0')}`,
    });
    expect(barcode).toHaveLength(44);
    expect(isValidBarcode(barcode)).toBe(true);
    expect(readBarcode(barcode)).toEqual({ bank: '364', amount: 9900, factor: '1647' });
    const line = linhaDigitavel(barcode);
    expect(line).toMatch(/^36490\.00019 \d{5}\.\d{6} \d{5}\.\d{6} \d \d{14}$/);
    expect(line.endsWith('16470000009900')).toBe(true);
    expect(isValidLinhaDigitavel(line)).toBe(true);
    expect(barcodeFromLine(line)).toBe(barcode);
  });

  it('rejects a wrong check digit or a mistyped digit', () => {
    const wrongGeneral = `${BB_BARCODE.slice(0, 4)}9${BB_BARCODE.slice(5)}`;
    expect(isValidBarcode(wrongGeneral)).toBe(false);
    expect(isValidLinhaDigitavel(BB_LINE.replace('40144', '40145'))).toBe(false);
    expect(isValidLinhaDigitavel(BB_LINE.replace('37370000000100', '37370000000200'))).toBe(false);
    expect(isValidLinhaDigitavel('0019')).toBe(false);
  });

  it('refuses a free field that is not 25 digits', () => {
    expect(() => boletoBarcode({ amount: 100, dueDate: '2026-12-01', freeField: '1' })).toThrow();
  });
});
