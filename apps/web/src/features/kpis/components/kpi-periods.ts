import { formatKpiPeriod, type KpiPeriod, kpiPeriodStart } from '@rumo/shared/kpis/rules';
import { todayInTimeZone } from '@rumo/shared/okr/week';
import { APP_TIME_ZONE } from '../../../lib/dates';

/** The day before a calendar day 'YYYY-MM-DD'. */
function dayBefore(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date - 1)).toISOString().slice(0, 10);
}

/** The current period and the `count - 1` before it, newest first, as select options. */
export function recentPeriodOptions(period: KpiPeriod, count: number, now = new Date()) {
  const options: { value: string; label: string }[] = [];
  let start = kpiPeriodStart(period, todayInTimeZone(now, APP_TIME_ZONE));
  for (let index = 0; index < count; index++) {
    const label = formatKpiPeriod(period, start);
    options.push({ value: start, label: index === 0 ? `${label} (atual)` : label });
    start = kpiPeriodStart(period, dayBefore(start));
  }
  return options;
}
