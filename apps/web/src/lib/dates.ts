import dayjs from 'dayjs';
import 'dayjs/locale/pt-br';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.locale('pt-br');

export const APP_TIME_ZONE = 'America/Sao_Paulo';
export const DATE_FORMAT = 'DD/MM/YY';

/** Spec §1/§9: dates are shown dd/mm/yy, in Brazil's time zone. */
export function formatDate(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const date = dayjs(value);
  return date.isValid() ? date.tz(APP_TIME_ZONE).format(DATE_FORMAT) : '';
}
