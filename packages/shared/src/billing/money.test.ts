import { describe, expect, it } from 'vitest';
import { addMonths, brazilianDay, formatBillingDate, formatBrl } from './money';

describe('billing money and dates', () => {
  it('formats centavos as reais', () => {
    expect(formatBrl(44_900).replace(/\s/g, ' ')).toBe('R$ 449,00');
    expect(formatBrl(129_000).replace(/\s/g, ' ')).toBe('R$ 1.290,00');
  });

  it('shows days as dd/mm/yy, instants in Brasília', () => {
    expect(formatBillingDate('2026-12-05')).toBe('05/12/26');
    expect(formatBillingDate(new Date('2026-12-05T01:00:00Z'))).toBe('04/12/26');
    expect(brazilianDay(new Date('2026-12-05T01:00:00Z'))).toBe('2026-12-04');
  });

  it('adds months keeping the day, clamped to short months', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2026-11-25', 12)).toBe('2027-11-25');
    expect(addMonths('2026-12-10', 1)).toBe('2027-01-10');
  });
});
