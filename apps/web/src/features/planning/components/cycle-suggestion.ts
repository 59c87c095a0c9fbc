import dayjs from 'dayjs';

export interface CycleSuggestion {
  name: string;
  startDate: string;
  endDate: string;
}

const ISO = 'YYYY-MM-DD';
const MONTHS = ['jan', 'fev', 'mar', 'abr', 'mai', 'jun', 'jul', 'ago', 'set', 'out', 'nov', 'dez'];

const monthYear = (date: dayjs.Dayjs) => `${MONTHS[date.month()]}/${date.year()}`;

/**
 * The next cycle: it starts the day after the latest cycle ends (today when there is none) and
 * lasts the company's default length. A calendar quarter is named "T3 2025", a calendar year
 * "Ano 2026", anything else by its months ("dez/2026 – mar/2027").
 */
export function suggestNextCycle(
  cycles: readonly { endDate: string }[],
  lengthMonths: number,
  today: string,
): CycleSuggestion {
  const latestEnd = cycles.reduce<string | null>(
    (latest, cycle) => (latest === null || cycle.endDate > latest ? cycle.endDate : latest),
    null,
  );
  const start = latestEnd ? dayjs(latestEnd).add(1, 'day') : dayjs(today);
  const end = start.add(lengthMonths, 'month').subtract(1, 'day');
  const isQuarter = lengthMonths === 3 && start.date() === 1 && start.month() % 3 === 0;
  const isYear = lengthMonths === 12 && start.date() === 1 && start.month() === 0;
  let name = `${monthYear(start)} – ${monthYear(end)}`;
  if (isQuarter) name = `T${start.month() / 3 + 1} ${start.year()}`;
  else if (isYear) name = `Ano ${start.year()}`;
  return { name, startDate: start.format(ISO), endDate: end.format(ISO) };
}
