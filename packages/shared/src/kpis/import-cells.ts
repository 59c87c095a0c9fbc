import { parseBrazilianNumber } from '../common/brazilian-number';
import { isCalendarDate } from '../common/fields';
import { type KpiPeriod, kpiPeriodStart } from './rules';

/** A cell read from a spreadsheet: the value, or the pt-BR reason it cannot be used. */
export type CellResult<T> = { ok: true; value: T } | { ok: false; error: string };

/**
 * The `periodo` column: 'AAAA-MM-DD' (any day of the period) or 'MM/AAAA' (monthly and
 * quarterly KPIs), answered as the period's first day.
 */
export function parsePeriodCell(raw: string, period: KpiPeriod): CellResult<string> {
  const text = raw.trim();
  if (!text) return { ok: false, error: 'Informe o período.' };
  if (isCalendarDate(text)) return { ok: true, value: kpiPeriodStart(period, text) };
  const month = /^(\d{1,2})\/(\d{4})$/.exec(text);
  if (month) {
    const day = `${month[2]}-${String(month[1]).padStart(2, '0')}-01`;
    if (!isCalendarDate(day)) return { ok: false, error: `Período inválido: "${text}".` };
    if (period === 'weekly') {
      return { ok: false, error: 'Indicador semanal: informe o dia no formato AAAA-MM-DD.' };
    }
    return { ok: true, value: kpiPeriodStart(period, day) };
  }
  return { ok: false, error: `Período inválido: "${text}". Use AAAA-MM-DD ou MM/AAAA.` };
}

/** The `valor` column: "1234.5", "1.234,5", "1234,5" or "-3" (R$ and % are ignored). */
export function parseValueCell(raw: string): CellResult<number> {
  if (!raw.replace(/R\$|%|\s/g, '')) return { ok: false, error: 'Informe o valor.' };
  const value = parseBrazilianNumber(raw);
  if (value === null) return { ok: false, error: `Valor inválido: "${raw.trim()}".` };
  if (!Number.isFinite(value) || Math.abs(value) >= 1e12) {
    return { ok: false, error: `Valor fora do limite: "${raw.trim()}".` };
  }
  return { ok: true, value };
}
