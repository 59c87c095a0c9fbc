import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  formatEfiDateTime,
  parseEfiDate,
  parseEfiDateTime,
  toBrDate,
} from './dates.js';
import { chargeSchema } from './schemas/charges.js';

describe('Efí dates', () => {
  it('reads the three formats Efí sends as calendar dates', () => {
    expect(parseEfiDate('31/10/2018')).toBe('2018-10-31');
    expect(parseEfiDate('2024-01-05')).toBe('2024-01-05');
    expect(parseEfiDate('2016-06-29 10:42:59')).toBe('2016-06-29');
    expect(parseEfiDate('2016-06-29T02:00:00Z')).toBe('2016-06-28');
  });

  it('reads date-times without a zone as Brasília time', () => {
    expect(parseEfiDateTime('2016-06-29 10:42:59')?.toISOString()).toBe('2016-06-29T13:42:59.000Z');
    expect(parseEfiDateTime('31/10/2018')?.toISOString()).toBe('2018-10-31T03:00:00.000Z');
    expect(parseEfiDateTime('2024-01-05T10:00:00.5+01:00')?.toISOString()).toBe(
      '2024-01-05T09:00:00.500Z',
    );
  });

  it('refuses impossible or unknown dates', () => {
    for (const value of ['31/02/2024', '2024-13-01', '2024-01-01 25:00:00', 'ontem', '']) {
      expect(parseEfiDate(value)).toBeNull();
      expect(parseEfiDateTime(value)).toBeNull();
    }
  });

  it('writes Efí formats in Brasília time', () => {
    const instant = new Date('2026-01-01T02:30:00Z');
    expect(formatEfiDateTime(instant)).toBe('2025-12-31 23:30:00');
    expect(toBrDate('2025-12-31')).toBe('31/12/2025');
  });

  it('adds months clamped to the month end, and days', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2026-11-15', 12)).toBe('2027-11-15');
    expect(addDays('2026-12-25', 7)).toBe('2027-01-01');
  });

  it('parses a charge reply with mixed formats and digit strings', () => {
    const raw = {
      charge_id: '511842',
      total: 7900,
      status: 'paid',
      created_at: '2018-10-31 10:00:00',
      custom_id: '',
      history: [{ message: 'Cobrança criada', created_at: '31/10/2018' }],
      unknown_field: true,
    };
    const charge = chargeSchema.parse(raw);
    expect(charge.charge_id).toBe(511842);
    expect(charge.custom_id).toBeNull();
    expect(charge.created_at.toISOString()).toBe('2018-10-31T13:00:00.000Z');
    expect(charge.history[0]?.created_at?.toISOString()).toBe('2018-10-31T03:00:00.000Z');
    expect(chargeSchema.safeParse({ ...raw, created_at: '99/99/2018' }).success).toBe(false);
  });
});
