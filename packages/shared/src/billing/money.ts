/** Money and dates as every billing screen and e-mail shows them (pt-BR, spec: dd/mm/yy). */

const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

/** 44900 → "R$ 449,00" (integer centavos in, never floats stored). */
export function formatBrl(cents: number): string {
  return brl.format(cents / 100);
}

/** 'YYYY-MM-DD' (or an instant, shown in Brasília) → 'dd/mm/yy'. */
export function formatBillingDate(value: string | Date): string {
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const [year, month, day] = value.split('-');
    return `${day}/${month}/${year?.slice(2)}`;
  }
  return new Intl.DateTimeFormat('pt-BR', {
    day: '2-digit',
    month: '2-digit',
    year: '2-digit',
    timeZone: 'America/Sao_Paulo',
  }).format(new Date(value));
}

/** Calendar day 'YYYY-MM-DD' of an instant in Brasília. */
export function brazilianDay(instant: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(instant);
}

/** 'YYYY-MM-DD' plus whole months, clamped to the month's last day (31/01 + 1 → 28/02). */
export function addMonths(day: string, months: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0),
  ).getUTCDate();
  target.setUTCDate(Math.min(date, lastDay));
  return target.toISOString().slice(0, 10);
}
