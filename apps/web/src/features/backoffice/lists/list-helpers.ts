import { useMediaQuery } from '@mantine/hooks';

/** `?a=1&b=x` from the values that are set (null, undefined and '' are dropped). */
export function queryString(params: Record<string, string | number | null | undefined>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value === null || value === undefined || value === '') continue;
    search.set(name, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** A 'YYYY-MM-DD' day from the URL, else null (an edited link). */
export function readDay(value: string | null): string | null {
  return value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : null;
}

/** A non-negative amount in reais from the URL ("150" or "150.5"), else null. */
export function readAmount(value: string | null): string | null {
  if (!value) return null;
  const amount = Number(value);
  return Number.isFinite(amount) && amount >= 0 ? value : null;
}

/** R$ typed in a filter → centavos for the API. */
export function reaisToCents(value: string | null): number | null {
  if (value === null) return null;
  const amount = Number(value);
  return Number.isFinite(amount) ? Math.round(amount * 100) : null;
}

/** Date and time in Brasília, "dd/mm/yy HH:mm" (the spec's day format plus the hour). */
export function formatDateTime(value: string): string {
  return new Intl.DateTimeFormat('pt-BR', {
    day: '2-digit',
    month: '2-digit',
    year: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'America/Sao_Paulo',
  })
    .format(new Date(value))
    .replace(',', '');
}

/** 0.125 → "12,5%". */
export function formatPercent(value: number | null): string {
  if (value === null) return '—';
  return new Intl.NumberFormat('pt-BR', { style: 'percent', maximumFractionDigits: 1 }).format(
    value,
  );
}

/** Tables turn into cards on phones (390 px wide). */
export function useCompactList(): boolean {
  return useMediaQuery('(max-width: 48em)') ?? false;
}
