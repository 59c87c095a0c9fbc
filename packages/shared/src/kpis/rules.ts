// KPI rules without zod (a page that only shows a KPI's status does not load zod).

export const KPI_DIRECTIONS = ['higher_better', 'lower_better'] as const;
export type KpiDirection = (typeof KPI_DIRECTIONS)[number];
export const kpiDirectionLabels: Record<KpiDirection, string> = {
  higher_better: 'Quanto maior, melhor',
  lower_better: 'Quanto menor, melhor',
};

export const KPI_PERIODS = ['weekly', 'monthly', 'quarterly'] as const;
export type KpiPeriod = (typeof KPI_PERIODS)[number];
export const kpiPeriodLabels: Record<KpiPeriod, string> = {
  weekly: 'Semanal',
  monthly: 'Mensal',
  quarterly: 'Trimestral',
};

export const KPI_STATUSES = ['healthy', 'attention', 'critical'] as const;
export type KpiStatus = (typeof KPI_STATUSES)[number];
export const kpiStatusLabels: Record<KpiStatus, string> = {
  healthy: 'Saudável',
  attention: 'Atenção',
  critical: 'Crítico',
};

export interface KpiThresholds {
  direction: KpiDirection;
  /** At or past this value (in the good direction) the KPI is healthy. */
  green: number;
  /** At or past this value, but short of green, it needs attention; beyond it is critical. */
  amber: number;
}

/** Status of a value against the thresholds; null without a value. Each limit counts as the better side. */
export function kpiStatus(
  value: number | null,
  { direction, green, amber }: KpiThresholds,
): KpiStatus | null {
  if (value === null) return null;
  if (direction === 'higher_better') {
    if (value >= green) return 'healthy';
    return value >= amber ? 'attention' : 'critical';
  }
  if (value <= green) return 'healthy';
  return value <= amber ? 'attention' : 'critical';
}

/** True when green is on the good side of amber (equal limits leave no "Atenção" band, which is allowed). */
export function thresholdsInOrder({ direction, green, amber }: KpiThresholds): boolean {
  return direction === 'higher_better' ? green >= amber : green <= amber;
}

const pad = (value: number) => String(value).padStart(2, '0');
const iso = (date: Date) =>
  `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;

/** First day of the period holding a calendar day 'YYYY-MM-DD': Monday, the 1st, or the quarter's 1st. */
export function kpiPeriodStart(period: KpiPeriod, day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  if (period === 'monthly') return `${year}-${pad(month)}-01`;
  if (period === 'quarterly') return `${year}-${pad(month - ((month - 1) % 3))}-01`;
  const utc = new Date(Date.UTC(year, month - 1, date));
  const sinceMonday = (utc.getUTCDay() + 6) % 7;
  utc.setUTCDate(utc.getUTCDate() - sinceMonday);
  return iso(utc);
}

/** First day of the period after the one starting at `start`. */
export function nextKpiPeriodStart(period: KpiPeriod, start: string): string {
  const [year, month, date] = start.split('-').map(Number) as [number, number, number];
  const utc = new Date(Date.UTC(year, month - 1, date));
  if (period === 'weekly') utc.setUTCDate(utc.getUTCDate() + 7);
  else utc.setUTCMonth(utc.getUTCMonth() + (period === 'monthly' ? 1 : 3));
  return iso(utc);
}

const MONTHS = ['jan', 'fev', 'mar', 'abr', 'mai', 'jun', 'jul', 'ago', 'set', 'out', 'nov', 'dez'];

/** How a period reads: "sem. 02/03/26", "mar/26", "1º tri/26". */
export function formatKpiPeriod(period: KpiPeriod, start: string): string {
  const [year, month, date] = start.split('-').map(Number) as [number, number, number];
  const yy = pad(year % 100);
  if (period === 'weekly') return `sem. ${pad(date)}/${pad(month)}/${yy}`;
  if (period === 'monthly') return `${MONTHS[month - 1]}/${yy}`;
  return `${Math.floor((month - 1) / 3) + 1}º tri/${yy}`;
}
