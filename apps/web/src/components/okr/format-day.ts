import dayjs from 'dayjs';
import { DATE_FORMAT } from '../../lib/dates';

/**
 * A calendar date from the API ('YYYY-MM-DD') as dd/mm/yy. Calendar dates carry no time zone,
 * so they are formatted as written rather than converted (which could shift them a day).
 */
export function formatDay(isoDate: string | null | undefined): string {
  if (!isoDate) return '';
  const date = dayjs(isoDate.slice(0, 10));
  return date.isValid() ? date.format(DATE_FORMAT) : '';
}

/** "01/01/25 – 31/03/25" */
export function formatDayRange(start: string, end: string): string {
  return `${formatDay(start)} – ${formatDay(end)}`;
}
